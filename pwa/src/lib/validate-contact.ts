import type { Problem } from '@turf/sync-contract/error-codes';
import { MESSAGES, NAME_MAX_LENGTH } from '@turf/sync-contract/messages';
import { isValidPhone, normalizePhone } from '@turf/sync-contract/phone';
import { isNameText } from '@turf/sync-contract/plain-text';

/** Each field's problem: its code (for the visitor's language) and the spec's English message. */
export interface ContactErrors {
  name?: Problem;
  phone?: Problem;
}

export interface ValidatedContact {
  errors: ContactErrors;
  /** The trimmed name and the phone in its canonical `01XXXXXXXXX` form, to send when there are no errors. */
  name: string;
  phone: string;
}

/**
 * A booking's reference name and phone (docs/product.md#booking-rules, rules 4 and 5) with their exact messages:
 * one check for the visitor's form and the manager's, so the two can never word or judge them differently.
 */
export function validateContact(input: { name: string; phone: string }): ValidatedContact {
  const errors: ContactErrors = {};
  const name = input.name.trim();
  const phone = normalizePhone(input.phone.trim());
  if (name === '') errors.name = { code: 'NAME_REQUIRED', message: MESSAGES.nameRequired };
  else if (name.length > NAME_MAX_LENGTH) errors.name = { code: 'NAME_TOO_LONG', message: MESSAGES.nameTooLong };
  // The server's rule too: said here, before something the venue would refuse is sent or saved on the phone.
  else if (!isNameText(name)) errors.name = { code: 'NAME_HIDDEN_CHARACTERS', message: MESSAGES.nameHiddenCharacters };
  if (phone === '') errors.phone = { code: 'PHONE_REQUIRED', message: MESSAGES.phoneRequired };
  else if (!isValidPhone(phone)) errors.phone = { code: 'PHONE_INVALID', message: MESSAGES.phoneInvalid };
  return { errors, name, phone };
}
