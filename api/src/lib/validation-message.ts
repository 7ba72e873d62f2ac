import { MESSAGES } from '@turf/sync-contract/messages';
import { NOT_A_DATE } from './booking-rules';

export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const FIELD_MESSAGES: Record<string, (keyword: string, context: string | undefined) => string> = {
  name: (k) => (k === 'maxLength' ? MESSAGES.nameTooLong : MESSAGES.nameRequired),
  phone: (k) => (k === 'required' ? MESSAGES.phoneRequired : MESSAGES.phoneInvalid),
  date: (k, context) => (k === 'required' && context === 'body' ? MESSAGES.dateAndSlotRequired : NOT_A_DATE),
  slotId: (k) => (k === 'required' ? MESSAGES.dateAndSlotRequired : 'Choose one of the 16 slots, M-1 to L-4'),
  time: () => 'Send the slot’s time as shown, e.g. "6:00 am - 7:30 am"',
  id: () => 'A Booking ID looks like K7Q-M4X-PAR',
  email: () => 'Enter your email and password',
  password: () => 'Enter your email and password',
  paid: () => 'Send exactly one of paid or cancelled, as true or false',
  cancelled: () => 'Send exactly one of paid or cancelled, as true or false',
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
