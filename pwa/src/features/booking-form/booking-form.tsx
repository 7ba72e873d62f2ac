import { MESSAGES } from '@turf/sync-contract/messages';
import { getSlot, SLOT_DURATION_LABEL, TURF_TYPE_LABEL } from '@turf/sync-contract/slots';
import { formatLongDate } from '@turf/sync-contract/time';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useAppReady } from '../../lib/hydration';
import { registerReloadBlocker } from '../../lib/reload-guard';
import { isBookingFormDirty, useBookingFormStore } from './booking-form-store';
import { type SubmittedRequest, SuccessDialog } from './success-dialog';
import { useBookingDate } from './use-booking-date';
import { type BookingFormErrors, hasErrors, validateBookingForm } from './validate-booking-form';

/** The 'Booking Summary' form: checks the spec's rules on submit, then hands the request to the outbox. */
export function BookingForm() {
  const state = useBookingFormStore();
  const date = useBookingDate();
  const ready = useAppReady();
  const [errors, setErrors] = useState<BookingFormErrors>({});
  const [pending, setPending] = useState(false);
  const [submitted, setSubmitted] = useState<SubmittedRequest | null>(null);
  const pendingRef = useRef(false);
  const dialogOpenRef = useRef(false);
  dialogOpenRef.current = submitted !== null;
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const slot = state.slotId ? getSlot(state.slotId) : null;

  // On a slow phone the prerendered form is on screen before the app attaches to it, and React keeps what was typed
  // into it meanwhile without telling the store: take it in, so the visible text is what gets sent.
  useEffect(() => {
    const { referenceName, phone, setReferenceName, setPhone } = useBookingFormStore.getState();
    const typedName = nameRef.current?.value ?? '';
    const typedPhone = phoneRef.current?.value ?? '';
    if (typedName !== '' && typedName !== referenceName) setReferenceName(typedName);
    if (typedPhone !== '' && typedPhone !== phone) setPhone(typedPhone);
  }, []);

  // A service-worker update must not reload the page away from a half-filled form, a send in flight, or the
  // dialog that shows the Booking ID the visitor still has to copy.
  useEffect(
    () =>
      registerReloadBlocker(
        () => pendingRef.current || dialogOpenRef.current || isBookingFormDirty(useBookingFormStore.getState()),
      ),
    [],
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pendingRef.current) return;
    const checked = validateBookingForm({ ...state, selectedDate: date });
    setErrors(checked.errors);
    if (hasErrors(checked.errors)) {
      if (checked.errors.name) nameRef.current?.focus();
      else if (checked.errors.phone) phoneRef.current?.focus();
      return;
    }
    if (!date || !slot) return;
    const request = { date, slotId: slot.slotId, name: checked.name, phone: checked.phone };
    pendingRef.current = true;
    setPending(true);
    try {
      // The outbox (and IndexedDB through Dexie) loads on the first submit, not with the page: it is not needed
      // to paint the slots page, and a phone on slow data pays for it only once it is used.
      const { submitBookingRequest } = await import('../outbox');
      const outcome = await submitBookingRequest({ ...request, time: slot.time });
      if (outcome.kind === 'refused') {
        setErrors({ form: outcome.message || MESSAGES.requestFailed });
        // Someone else has that slot now: show it as taken instead of letting the visitor try it again.
        if (outcome.status === 409) state.slotWasTaken();
        return;
      }
      setSubmitted({
        id: outcome.id,
        savedOffline: outcome.kind === 'saved-offline',
        name: request.name,
        date: request.date,
        time: slot.time,
      });
      state.completeSubmission();
    } catch {
      setErrors({ form: MESSAGES.requestFailed });
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  }

  const nameErrorId = `${ids}-name-error`;
  const phoneErrorId = `${ids}-phone-error`;
  return (
    <>
      <form className="booking-form card" aria-labelledby={`${ids}-title`} noValidate onSubmit={onSubmit}>
        <h2 id={`${ids}-title`} className="panel-title">
          Booking Summary
        </h2>
        <div className="field">
          <label htmlFor={`${ids}-name`}>Reference Name</label>
          <input
            ref={nameRef}
            id={`${ids}-name`}
            name="name"
            autoComplete="name"
            placeholder="Your name"
            value={state.referenceName}
            onChange={(event) => state.setReferenceName(event.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? nameErrorId : undefined}
          />
          {errors.name ? (
            <p id={nameErrorId} className="field-error">
              {errors.name}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={`${ids}-phone`}>Phone</label>
          <input
            ref={phoneRef}
            id={`${ids}-phone`}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="01XXXXXXXXX"
            value={state.phone}
            onChange={(event) => state.setPhone(event.target.value)}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? phoneErrorId : undefined}
          />
          {errors.phone ? (
            <p id={phoneErrorId} className="field-error">
              {errors.phone}
            </p>
          ) : null}
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${ids}-turf`}>Turf Type</label>
            <input id={`${ids}-turf`} value={TURF_TYPE_LABEL} disabled readOnly />
          </div>
          <div className="field">
            <label htmlFor={`${ids}-duration`}>Duration</label>
            <input id={`${ids}-duration`} value={SLOT_DURATION_LABEL} disabled readOnly />
          </div>
        </div>
        <div className="field-row field-row-stack">
          <div className="field">
            <label htmlFor={`${ids}-date`}>Date</label>
            <input id={`${ids}-date`} value={date ? formatLongDate(date) : ''} placeholder="Pick a date" readOnly />
          </div>
          <div className="field">
            <label htmlFor={`${ids}-time`}>Time</label>
            <input id={`${ids}-time`} value={slot?.time ?? ''} placeholder="Pick a slot" readOnly />
          </div>
        </div>
        {errors.form ? (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <button type="submit" className="button submit-button" disabled={pending || !ready} aria-busy={pending}>
          {pending ? 'Processing…' : 'Confirm Booking'}
        </button>
      </form>
      <SuccessDialog request={submitted} onClose={() => setSubmitted(null)} />
    </>
  );
}
