import { MESSAGES, NAME_MAX_LENGTH } from '@turf/sync-contract/messages';
import type { CreateBookingRequestBody } from '@turf/sync-contract/schemas';
import { getSlot } from '@turf/sync-contract/slots';
import { bookableDateProblem, hasSlotStarted, isIsoDate, MAX_DAYS_AHEAD } from '@turf/sync-contract/time';

export const NOT_A_DATE = 'Enter a real date as YYYY-MM-DD';

/** A booking request the schema accepted, with its name trimmed as it will be stored. */
export interface CleanBookingRequest {
  date: string;
  slotId: CreateBookingRequestBody['slotId'];
  name: string;
  phone: string;
  time: string;
}

/**
 * The rules a schema cannot state: a real date, not in the past nor too far ahead, a slot that has not started,
 * and `time` being that slot's own text. Returns the problem as a message, or the cleaned request.
 */
export function checkBookingRequest(
  body: CreateBookingRequestBody,
  now: Date,
): { problem: string } | { request: CleanBookingRequest } {
  const name = body.name.trim();
  if (name.length === 0) return { problem: MESSAGES.nameRequired };
  if (name.length > NAME_MAX_LENGTH) return { problem: MESSAGES.nameTooLong };
  if (!isIsoDate(body.date)) return { problem: NOT_A_DATE };
  const slot = getSlot(body.slotId);
  if (body.time !== slot.time) return { problem: `The time of slot ${slot.slotId} is "${slot.time}"` };
  const dateProblem = bookableDateProblem(body.date, now);
  if (dateProblem === 'past') return { problem: 'This date has already passed. Pick today or a later date' };
  if (dateProblem === 'too-far') {
    return { problem: `Bookings open ${MAX_DAYS_AHEAD} days ahead. Pick an earlier date` };
  }
  if (hasSlotStarted(body.date, body.slotId, now)) {
    return { problem: 'This slot has already started. Pick a later slot' };
  }
  return { request: { date: body.date, slotId: body.slotId, name, phone: body.phone, time: body.time } };
}
