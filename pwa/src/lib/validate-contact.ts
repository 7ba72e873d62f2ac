import { MESSAGES, NAME_MAX_LENGTH } from '@turf/sync-contract/messages';
import { isValidPhone, normalizePhone } from '@turf/sync-contract/phone';
import { isNameText } from '@turf/sync-contract/plain-text';

export interface ContactErrors {
  name?: string;
  phone?: string;
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
  if (name === '') errors.name = MESSAGES.nameRequired;
  else if (name.length > NAME_MAX_LENGTH) errors.name = MESSAGES.nameTooLong;
  // The server's rule too: said here, before something the venue would refuse is sent or saved on the phone.
  else if (!isNameText(name)) errors.name = MESSAGES.nameHiddenCharacters;
  if (phone === '') errors.phone = MESSAGES.phoneRequired;
  else if (!isValidPhone(phone)) errors.phone = MESSAGES.phoneInvalid;
  return { errors, name, phone };
}
