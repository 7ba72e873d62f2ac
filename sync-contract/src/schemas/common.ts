import Type from 'typebox';
import { BOOKING_ID_PATTERN_SOURCE } from '../booking-id';
import { ERROR_CODE_LIST } from '../error-codes';
import { NAME_MAX_LENGTH } from '../messages';
import { PHONE_PATTERN_SOURCE } from '../phone';
import { NAME_TEXT_PATTERN_SOURCE, PLAIN_TEXT_PATTERN_SOURCE } from '../plain-text';
import { SLOT_IDS } from '../slots';
import { ISO_DATE_PATTERN_SOURCE } from '../time';

/**
 * Every error the API answers: a message a person can read (English) and its stable machine code, which the app may
 * show in the visitor's language instead (decision 037).
 */
export const ErrorResponse = Type.Object(
  {
    error: Type.String({ description: 'What happened and what to do, in English' }),
    code: Type.Enum(ERROR_CODE_LIST, {
      description: 'A stable machine code: the app shows its own text for a code it knows, else `error`',
    }),
  },
  { $id: 'ErrorResponse' },
);
export type ErrorResponse = Type.Static<typeof ErrorResponse>;

export const IsoDate = Type.String({ pattern: ISO_DATE_PATTERN_SOURCE, description: 'A date, YYYY-MM-DD' });
// Type.Enum keeps the literal tuple, so `Static<>` is the SlotId union (a mapped Type.Union gave `never`).
export const SlotIdSchema = Type.Enum(SLOT_IDS, { description: 'One of the 16 fixed slots, M-1 to L-4' });
export const BookingIdSchema = Type.String({
  pattern: BOOKING_ID_PATTERN_SOURCE,
  description: 'Booking ID, e.g. K7Q-M4X-PAR',
});
/** A string with no hidden characters (plain-text.ts): any free text that reaches the database is one of these. */
export function PlainText(options: { minLength?: number; maxLength: number; description?: string }) {
  return Type.String({ ...options, pattern: PLAIN_TEXT_PATTERN_SOURCE });
}

// Blank (spaces only) is refused by the booking rules after trimming, with the spec's "required" message.
export const PersonName = Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH, pattern: NAME_TEXT_PATTERN_SOURCE });
export const Phone = Type.String({ pattern: PHONE_PATTERN_SOURCE });
export const Timestamp = Type.String({ format: 'date-time', description: 'An instant, ISO 8601 with zone' });

export const IdParams = Type.Object(
  { id: PlainText({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type IdParams = Type.Static<typeof IdParams>;
