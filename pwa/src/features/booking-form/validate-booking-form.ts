import type { ShownProblem } from '@turf/sync-contract/error-codes';
import { MESSAGES } from '@turf/sync-contract/messages';
import { type ContactErrors, validateContact } from '../../lib/validate-contact';

export interface BookingFormErrors extends ContactErrors {
  /** Date or slot missing: shown for the form as a whole. */
  form?: ShownProblem;
}

export interface ValidatedBookingForm {
  errors: BookingFormErrors;
  /** The trimmed name and the phone in its canonical `01XXXXXXXXX` form, to send when there are no errors. */
  name: string;
  phone: string;
}

/** The form's rules (docs/product.md#booking-rules), checked on submit, with their exact messages. */
export function validateBookingForm(input: {
  referenceName: string;
  phone: string;
  selectedDate: string | null;
  slotId: string | null;
}): ValidatedBookingForm {
  const { errors: contactErrors, name, phone } = validateContact({ name: input.referenceName, phone: input.phone });
  const errors: BookingFormErrors = { ...contactErrors };
  if (!input.selectedDate || !input.slotId)
    errors.form = { code: 'DATE_AND_SLOT_REQUIRED', message: MESSAGES.dateAndSlotRequired };
  return { errors, name, phone };
}

export function hasErrors(errors: BookingFormErrors): boolean {
  return Boolean(errors.name || errors.phone || errors.form);
}
