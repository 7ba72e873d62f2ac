import { MESSAGES, NAME_MAX_LENGTH } from '@turf/sync-contract/messages';
import { isValidPhone, normalizePhone } from '@turf/sync-contract/phone';

export interface BookingFormErrors {
  name?: string;
  phone?: string;
  /** Date or slot missing: shown for the form as a whole. */
  form?: string;
}

export interface ValidatedBookingForm {
  errors: BookingFormErrors;
  /** The trimmed name and the phone in its canonical `01XXXXXXXXX` form, to send when there are no errors. */
  name: string;
  phone: string;
}

/** The spec's rules, checked on submit, with its exact messages. */
export function validateBookingForm(input: {
  referenceName: string;
  phone: string;
  selectedDate: string | null;
  slotId: string | null;
}): ValidatedBookingForm {
  const errors: BookingFormErrors = {};
  const name = input.referenceName.trim();
  const phone = normalizePhone(input.phone.trim());
  if (name === '') errors.name = MESSAGES.nameRequired;
  else if (name.length > NAME_MAX_LENGTH) errors.name = MESSAGES.nameTooLong;
  if (phone === '') errors.phone = MESSAGES.phoneRequired;
  else if (!isValidPhone(phone)) errors.phone = MESSAGES.phoneInvalid;
  if (!input.selectedDate || !input.slotId) errors.form = MESSAGES.dateAndSlotRequired;
  return { errors, name, phone };
}

export function hasErrors(errors: BookingFormErrors): boolean {
  return Boolean(errors.name || errors.phone || errors.form);
}
