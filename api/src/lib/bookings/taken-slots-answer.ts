import { createHash } from 'node:crypto';
import type { TakenSlots } from '@turf/sync-contract/schemas';

/** A date's taken slots with the JSON that answers `GET /api/bookings?date=` and their entity tag. */
export interface TakenSlotsAnswer {
  taken: TakenSlots;
  /**
   * The JSON body, serialised once per load rather than once per request. Kept as a string, not bytes: Node writes a
   * string body in one piece with the status line and headers, where bytes go out as a second piece (decision 035).
   */
  body: string;
  /** A strong ETag made from the bytes, so every process (replica) gives the same tag for the same answer. */
  etag: string;
}

/** Slot IDs are plain ASCII with no escapes, so JSON.stringify writes exactly what the response schema would. */
export function takenSlotsAnswer(taken: TakenSlots): TakenSlotsAnswer {
  const body = JSON.stringify(taken);
  const etag = `"${createHash('sha256').update(body, 'utf8').digest('base64url').slice(0, 22)}"`;
  return { taken, body, etag };
}
