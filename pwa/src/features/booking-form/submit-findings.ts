import type { ShownProblem } from '@turf/sync-contract/error-codes';
import { MESSAGES } from '@turf/sync-contract/messages';
import type { SlotId } from '@turf/sync-contract/slots';
import { type BookingFormErrors, validateBookingForm } from './validate-booking-form';

/** The form as the visitor sees it now: the request a submit would make. */
export interface BookingFormInput {
  referenceName: string;
  phone: string;
  selectedDate: string | null;
  slotId: SlotId | null;
}

/** The server's "no" to one request, kept with that request so it can tell when it no longer applies. */
export interface Refusal {
  /** The server's code when it sent one (an unknown answer has only the English message). */
  problem: ShownProblem;
  /** The form as it was sent (name and phone as typed). */
  request: BookingFormInput;
  /** `slot`: the slot was taken, so only another date or slot answers it; `request`: any change to the request. */
  about: 'slot' | 'request';
}

/**
 * What the last submit found wrong. Each message stays only while its cause does: a field's message goes as soon as
 * what is typed passes its rule, the date-and-slot message once both are chosen, and the server's refusal once the
 * visitor changes what it was about (docs/product.md#slots-page).
 */
export interface SubmitFindings {
  flagged: { name: boolean; phone: boolean; dateAndSlot: boolean };
  refusal: Refusal | null;
}

export const NO_FINDINGS: SubmitFindings = {
  flagged: { name: false, phone: false, dateAndSlot: false },
  refusal: null,
};

export function findingsOfCheck(errors: BookingFormErrors): SubmitFindings {
  return { flagged: { name: !!errors.name, phone: !!errors.phone, dateAndSlot: !!errors.form }, refusal: null };
}

export function findingsOfRefusal(problem: ShownProblem, request: BookingFormInput, status?: number): SubmitFindings {
  const slotTaken =
    problem.code === 'SLOT_TAKEN' || (problem.code === undefined && problem.message === MESSAGES.slotTaken);
  const about = status === 409 && slotTaken ? 'slot' : 'request';
  return { flagged: NO_FINDINGS.flagged, refusal: { problem, request, about } };
}

function refusalApplies({ request, about }: Refusal, now: BookingFormInput): boolean {
  // A taken slot is let go by the form itself (`slotWasTaken`): no slot is the same request, not a change.
  const sameSlot = now.selectedDate === request.selectedDate && (now.slotId === null || now.slotId === request.slotId);
  if (about === 'slot') return sameSlot;
  return sameSlot && now.referenceName === request.referenceName && now.phone === request.phone;
}

/** The messages to show for the form as it is now. */
export function shownErrors(findings: SubmitFindings, now: BookingFormInput): BookingFormErrors {
  const { flagged, refusal } = findings;
  const current = validateBookingForm(now).errors;
  const errors: BookingFormErrors = {};
  if (flagged.name && current.name) errors.name = current.name;
  if (flagged.phone && current.phone) errors.phone = current.phone;
  if (flagged.dateAndSlot && current.form) errors.form = current.form;
  else if (refusal && refusalApplies(refusal, now)) errors.form = refusal.problem;
  return errors;
}
