import { BLOCK_REASON_MAX_LENGTH, MESSAGES, NOTE_MAX_LENGTH } from '@turf/sync-contract/messages';
import { REQUESTS_PAGE_MAX, SERIES_WEEKS_MAX, SERIES_WEEKS_MIN } from '@turf/sync-contract/schemas';
import { NOT_A_DATE } from './booking-rules';

export const PAGE_LIMIT_MESSAGE = `Ask for 1 to ${REQUESTS_PAGE_MAX} requests per page`;
export const REPEAT_WEEKS_MESSAGE = `Repeat weekly for ${SERIES_WEEKS_MIN} to ${SERIES_WEEKS_MAX} weeks`;
export const BLOCK_REASON_REQUIRED = 'Write why the slot is blocked, e.g. Maintenance';
export const DATE_RANGE_MESSAGE = 'Send from and to as real dates, YYYY-MM-DD';

export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const FIELD_MESSAGES: Record<string, (keyword: string, context: string | undefined) => string> = {
  name: (k) =>
    k === 'maxLength' ? MESSAGES.nameTooLong : k === 'pattern' ? MESSAGES.nameHiddenCharacters : MESSAGES.nameRequired,
  phone: (k) => (k === 'required' ? MESSAGES.phoneRequired : MESSAGES.phoneInvalid),
  date: (k, context) => (k === 'required' && context === 'body' ? MESSAGES.dateAndSlotRequired : NOT_A_DATE),
  slotId: (k) => (k === 'required' ? MESSAGES.dateAndSlotRequired : 'Choose one of the 16 slots, M-1 to L-4'),
  time: () => 'Send the slot’s time as shown, e.g. "6:00 am - 7:30 am"',
  id: () => 'A Booking ID looks like K7Q-M4X-PAR',
  email: (k) =>
    k === 'pattern' ? 'The email has hidden characters in it. Please type it again' : 'Enter your email and password',
  password: () => 'Enter your email and password',
  limit: () => PAGE_LIMIT_MESSAGE,
  cursor: () => 'This page link is not valid. Reload the list',
  ids: () => `Send the Booking IDs to reject: 1 to ${REQUESTS_PAGE_MAX}, each once`,
  paid: () => 'Send exactly one of paid or cancelled, as true or false',
  cancelled: () => 'Send exactly one of paid or cancelled, as true or false',
  note: (k) =>
    k === 'maxLength'
      ? `A note must be at most ${NOTE_MAX_LENGTH} characters`
      : k === 'pattern'
        ? 'The note has hidden characters in it. Please type it again'
        : 'Send the note as text',
  repeatWeeks: () => REPEAT_WEEKS_MESSAGE,
  slotIds: () => 'Choose the slots to block: 1 to 16 of M-1 to L-4, each once',
  reason: (k) =>
    k === 'maxLength'
      ? `A reason must be at most ${BLOCK_REASON_MAX_LENGTH} characters`
      : k === 'pattern'
        ? 'The reason has hidden characters in it. Please type it again'
        : BLOCK_REASON_REQUIRED,
  from: () => DATE_RANGE_MESSAGE,
  to: () => DATE_RANGE_MESSAGE,
  seriesId: () => 'This series ID is not valid',
};

/**
 * Turns the validator's first complaint into a sentence a person can act on (never "body/phone must match
 * pattern"), using the contract's texts for the fields the visitor types.
 */
export function validationMessage(issues: readonly ValidationIssue[], context: string | undefined): string {
  const issue = issues[0];
  if (!issue) return 'The request is not valid';
  const segments = issue.instancePath.split('/').filter(Boolean);
  const field =
    issue.keyword === 'required' && segments.length === 0 ? String(issue.params.missingProperty ?? '') : segments[0];
  if (field === undefined || field === '') {
    if (issue.keyword === 'additionalProperties') {
      return `Unknown field "${String(issue.params.additionalProperty)}"`;
    }
    if (issue.keyword === 'type') {
      return context === 'body' ? 'Send the details as a JSON object' : 'The request is not valid';
    }
    return 'The request is not valid';
  }
  const message = FIELD_MESSAGES[field];
  return message ? message(issue.keyword, context) : `The field "${field}" is not valid`;
}
