import { createHash } from 'node:crypto';
import type { DayAvailability, TakenSlots } from '@turf/sync-contract/schemas';
import type { SlotId } from '@turf/sync-contract/slots';

/** A date and slot's holder as the public reads may tell it: a booking, or a block (closed), never who or why. */
export interface SlotHold {
  slotId: SlotId;
  closed: boolean;
}

/** One public read's answer, ready to send. */
export interface SerialisedAnswer {
  /**
   * The JSON body, serialised once per load rather than once per request. Kept as a string, not bytes: Node writes a
   * string body in one piece with the status line and headers, where bytes go out as a second piece (decision 035).
   */
  body: string;
  /** A strong ETag made from the bytes, so every process (replica) gives the same tag for the same answer. */
  etag: string;
}

/**
 * A date's answers to both public availability reads: `GET /api/bookings?date=` (every taken slot, the spec's array)
 * and `GET /api/availability?date=` (booked and closed apart, decision 080). Made from one load and cached as one
 * entry, so a write forgets both together and they never disagree.
 */
export interface AvailabilityAnswers {
  taken: SerialisedAnswer;
  availability: SerialisedAnswer;
}

/** Slot IDs are plain ASCII with no escapes, so JSON.stringify writes exactly what the response schema would. */
function serialised(value: TakenSlots | DayAvailability): SerialisedAnswer {
  const body = JSON.stringify(value);
  const etag = `"${createHash('sha256').update(body, 'utf8').digest('base64url').slice(0, 22)}"`;
  return { body, etag };
}

/** The answers for a date whose holds come in the day's display order (each list keeps that order). */
export function availabilityAnswers(holds: readonly SlotHold[]): AvailabilityAnswers {
  const taken: TakenSlots = holds.map((hold) => hold.slotId);
  // Built key by key: the body's field order is the schema's, whatever the caller's objects hold.
  const availability: DayAvailability = {
    booked: holds.filter((hold) => !hold.closed).map((hold) => hold.slotId),
    closed: holds.filter((hold) => hold.closed).map((hold) => hold.slotId),
  };
  return { taken: serialised(taken), availability: serialised(availability) };
}
