import type { ErrorCode, Problem } from '@turf/sync-contract/error-codes';
import { BLOCK_REASON_MAX_LENGTH, MESSAGES, NOTE_MAX_LENGTH } from '@turf/sync-contract/messages';
import { PAYMENT_AMOUNT_MAX } from '@turf/sync-contract/payments';
import { REQUESTS_PAGE_MAX, SERIES_WEEKS_MAX, SERIES_WEEKS_MIN } from '@turf/sync-contract/schemas';
import { NOT_A_DATE } from '../bookings/booking-rules';
import { RECEIVED_AT_INVALID, REFUNDED_AT_INVALID } from '../bookings/payment-rules';

export const REPEAT_WEEKS_MESSAGE = `Repeat weekly for ${SERIES_WEEKS_MIN} to ${SERIES_WEEKS_MAX} weeks`;
export const BLOCK_REASON_REQUIRED = 'Write why the slot is blocked, e.g. Maintenance';
export const DATE_RANGE_MESSAGE = 'Send from and to as real dates, YYYY-MM-DD';
export const INVALID_REQUEST_MESSAGE = 'The request is not valid';

export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

function problem(code: ErrorCode, message: string): Problem {
  return { code, message };
}

const NAME_REQUIRED = problem('NAME_REQUIRED', MESSAGES.nameRequired);
const DATE_AND_SLOT_REQUIRED = problem('DATE_AND_SLOT_REQUIRED', MESSAGES.dateAndSlotRequired);
const CREDENTIALS_REQUIRED = problem('CREDENTIALS_REQUIRED', 'Enter your email and password');
const PAID_OR_CANCELLED = problem(
  'PAID_OR_CANCELLED_REQUIRED',
  'Send exactly one of paid, cancelled or noShow, as true or false',
);
const DATE_RANGE_INVALID = problem('DATE_RANGE_INVALID', DATE_RANGE_MESSAGE);

const FIELD_PROBLEMS: Record<string, (keyword: string, context: string | undefined) => Problem> = {
  name: (k) =>
    k === 'maxLength'
      ? problem('NAME_TOO_LONG', MESSAGES.nameTooLong)
      : k === 'pattern'
        ? problem('NAME_HIDDEN_CHARACTERS', MESSAGES.nameHiddenCharacters)
        : NAME_REQUIRED,
  phone: (k) =>
    k === 'required'
      ? problem('PHONE_REQUIRED', MESSAGES.phoneRequired)
      : problem('PHONE_INVALID', MESSAGES.phoneInvalid),
  date: (k, context) =>
    k === 'required' && context === 'body' ? DATE_AND_SLOT_REQUIRED : problem('DATE_INVALID', NOT_A_DATE),
  slotId: (k) =>
    k === 'required' ? DATE_AND_SLOT_REQUIRED : problem('SLOT_INVALID', 'Choose one of the 16 slots, M-1 to L-4'),
  time: () => problem('SLOT_TIME_INVALID', 'Send the slot’s time as shown, e.g. "6:00 am - 7:30 am"'),
  id: () => problem('BOOKING_ID_INVALID', 'A Booking ID looks like K7Q-M4X-PAR'),
  lang: () => problem('LANG_INVALID', 'The language must be en or bn'),
  email: (k) =>
    k === 'pattern'
      ? problem('EMAIL_HIDDEN_CHARACTERS', 'The email has hidden characters in it. Please type it again')
      : CREDENTIALS_REQUIRED,
  password: () => CREDENTIALS_REQUIRED,
  cursor: () => problem('CURSOR_INVALID', 'This page link is not valid. Reload the list'),
  ids: () => problem('REJECT_IDS_INVALID', `Send the Booking IDs to reject: 1 to ${REQUESTS_PAGE_MAX}, each once`),
  paid: () => PAID_OR_CANCELLED,
  cancelled: () => PAID_OR_CANCELLED,
  note: (k) =>
    k === 'maxLength'
      ? problem('NOTE_TOO_LONG', `A note must be at most ${NOTE_MAX_LENGTH} characters`)
      : k === 'pattern'
        ? problem('NOTE_HIDDEN_CHARACTERS', 'The note has hidden characters in it. Please type it again')
        : problem('NOTE_INVALID', 'Send the note as text'),
  repeatWeeks: () => problem('REPEAT_WEEKS_INVALID', REPEAT_WEEKS_MESSAGE),
  slotIds: () => problem('BLOCK_SLOTS_INVALID', 'Choose the slots to block: 1 to 16 of M-1 to L-4, each once'),
  reason: (k) =>
    k === 'maxLength'
      ? problem('REASON_TOO_LONG', `A reason must be at most ${BLOCK_REASON_MAX_LENGTH} characters`)
      : k === 'pattern'
        ? problem('REASON_HIDDEN_CHARACTERS', 'The reason has hidden characters in it. Please type it again')
        : problem('REASON_REQUIRED', BLOCK_REASON_REQUIRED),
  from: () => DATE_RANGE_INVALID,
  to: () => DATE_RANGE_INVALID,
  seriesId: () => problem('SERIES_ID_INVALID', 'This series ID is not valid'),
  // A payment (decision 050).
  amount: () => problem('PAYMENT_AMOUNT_INVALID', `Enter the amount in whole taka, from 1 to ${PAYMENT_AMOUNT_MAX}`),
  method: () => problem('PAYMENT_METHOD_INVALID', 'Choose how it was paid: cash, bKash, Nagad, Rocket, bank or other'),
  transactionId: () =>
    problem('TRANSACTION_ID_INVALID', 'A transaction ID is 8 to 20 letters and digits, e.g. 9C7A1B2D3E'),
  receivedAt: () => RECEIVED_AT_INVALID,
  paymentId: () => problem('PAYMENT_ID_INVALID', 'This payment ID is not valid'),
  // A refund and money kept (decision 071).
  refundId: () => problem('PAYMENT_ID_INVALID', 'This refund ID is not valid'),
  refundedAt: () => REFUNDED_AT_INVALID,
  q: () => problem('SEARCH_INVALID', 'Search with at most 60 characters, without hidden characters'),
};

/**
 * Turns the validator's first complaint into a sentence a person can act on (never "body/phone must match
 * pattern"), using the contract's texts for the fields the visitor types, with the code of that field and rule;
 * anything else is `INVALID_INPUT` with a sentence that names what is wrong.
 */
export function validationProblem(issues: readonly ValidationIssue[], context: string | undefined): Problem {
  const issue = issues[0];
  if (!issue) return problem('INVALID_INPUT', INVALID_REQUEST_MESSAGE);
  const segments = issue.instancePath.split('/').filter(Boolean);
  const field =
    issue.keyword === 'required' && segments.length === 0 ? String(issue.params.missingProperty ?? '') : segments[0];
  if (field === undefined || field === '') {
    if (issue.keyword === 'additionalProperties') {
      return problem('INVALID_INPUT', `Unknown field "${String(issue.params.additionalProperty)}"`);
    }
    if (issue.keyword === 'type' && context === 'body') {
      return problem('INVALID_INPUT', 'Send the details as a JSON object');
    }
    return problem('INVALID_INPUT', INVALID_REQUEST_MESSAGE);
  }
  const fieldProblem = FIELD_PROBLEMS[field];
  return fieldProblem
    ? fieldProblem(issue.keyword, context)
    : problem('INVALID_INPUT', `The field "${field}" is not valid`);
}
