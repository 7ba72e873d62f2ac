import type { Problem } from '@turf/sync-contract/error-codes';
import { DEFAULT_LOCALE, type Locale } from '@turf/sync-contract/locale';
import { MESSAGES, NAME_MAX_LENGTH } from '@turf/sync-contract/messages';
import type { CreateBookingRequestBody, Settings } from '@turf/sync-contract/schemas';
import { slotPriceOn } from '@turf/sync-contract/settings';
import { getSlot, type SlotId } from '@turf/sync-contract/slots';
import { bookableDateProblem, hasSlotStarted, isIsoDate } from '@turf/sync-contract/time';

export const NOT_A_DATE = 'Enter a real date as YYYY-MM-DD';
export const PAST_DATE_MESSAGE = 'This date has already passed. Pick today or a later date';
export const DATE_INVALID: Problem = { code: 'DATE_INVALID', message: NOT_A_DATE };
export const DATE_PAST: Problem = { code: 'DATE_PAST', message: PAST_DATE_MESSAGE };

/**
 * How many requests one phone number may have waiting for the manager (pending, slot not started), so one sender
 * cannot bury the list (decision 019). A phone asking twice for one slot adds only a second card for the same
 * game: the first is the one to follow up on. Retries of a stored Booking ID are not new requests and pass.
 */
export const PENDING_LIMITS = { perPhone: 3, perPhoneAndSlot: 1 } as const;

/** A booking request the schema accepted, with its name trimmed and its price, as it will be stored. */
export interface CleanBookingRequest {
  date: string;
  slotId: CreateBookingRequestBody['slotId'];
  name: string;
  phone: string;
  time: string;
  /** The visitor's language (issue 15): what the manager writes to them in. */
  lang: Locale;
  /** The slot's price on its date by the settings of now: the request keeps it (decision 044). */
  price: number;
}

/** What of the venue's settings the booking rules read. */
export type BookingSettings = Pick<Settings, 'prices' | 'bookingHorizonDays'>;

/**
 * The rules a schema cannot state: a real date, not in the past nor past the settings' booking horizon, a slot that
 * has not started, and `time` being that slot's own text. Returns the problem (code and message), or the cleaned
 * request, priced by `settings`.
 */
export function checkBookingRequest(
  body: CreateBookingRequestBody,
  now: Date,
  settings: BookingSettings,
): { problem: Problem } | { request: CleanBookingRequest } {
  const name = body.name.trim();
  if (name.length === 0) return { problem: { code: 'NAME_REQUIRED', message: MESSAGES.nameRequired } };
  if (name.length > NAME_MAX_LENGTH) return { problem: { code: 'NAME_TOO_LONG', message: MESSAGES.nameTooLong } };
  if (!isIsoDate(body.date)) return { problem: DATE_INVALID };
  const slot = getSlot(body.slotId);
  if (body.time !== slot.time) {
    return { problem: { code: 'SLOT_TIME_INVALID', message: `The time of slot ${slot.slotId} is "${slot.time}"` } };
  }
  const problem = bookableSlotProblem(body.date, body.slotId, now, settings.bookingHorizonDays);
  if (problem !== null) return { problem };
  return {
    request: {
      date: body.date,
      slotId: body.slotId,
      name,
      phone: body.phone,
      time: body.time,
      lang: body.lang ?? DEFAULT_LOCALE,
      price: slotPriceOn(settings.prices, body.date, body.slotId),
    },
  };
}

/**
 * Whether a date and slot may be booked now, by a visitor or by the manager: a real date, not past, within the
 * booking horizon (`horizonDays`, the saved settings'), and a slot that has not started. The problem (code and
 * message), or null.
 */
export function bookableSlotProblem(date: string, slotId: SlotId, now: Date, horizonDays: number): Problem | null {
  if (!isIsoDate(date)) return DATE_INVALID;
  const dateProblem = bookableDateProblem(date, now, horizonDays);
  if (dateProblem === 'past') return DATE_PAST;
  if (dateProblem === 'too-far') {
    return { code: 'DATE_TOO_FAR', message: `Bookings open ${horizonDays} days ahead. Pick an earlier date` };
  }
  if (hasSlotStarted(date, slotId, now)) {
    return { code: 'SLOT_STARTED', message: 'This slot has already started. Pick a later slot' };
  }
  return null;
}
