import { MESSAGES } from '@turf/sync-contract/messages';
import { slotPriceOn } from '@turf/sync-contract/settings';
import { getSlot } from '@turf/sync-contract/slots';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { TextField } from '../../components/text-field';
import { useProblemText, useText } from '../../i18n/text';
import { useAppReady } from '../../lib/hydration';
import { registerReloadBlocker } from '../../lib/reload-guard';
import { useVenueSettings } from '../../lib/venue-settings';
import { isBookingFormDirty, useBookingFormStore } from './booking-form-store';
import { type Rebooking, useRebookingDraft } from './rebooking';
import { useRevealOnSlotPicked } from './reveal-on-slot-picked';
import {
  type BookingFormInput,
  findingsOfCheck,
  findingsOfRefusal,
  NO_FINDINGS,
  type SubmitFindings,
  shownErrors,
} from './submit-findings';
import { type SubmittedRequest, SuccessDialog } from './success-dialog';
import { useBookingDate } from './use-booking-date';
import { hasErrors, validateBookingForm } from './validate-booking-form';

/**
 * The 'Booking Summary' form: checks docs/product.md#booking-rules on submit, then gives the request to the outbox.
 * With `rebooking`, it makes a refused request again: the new one replaces it once accepted.
 */
export function BookingForm({ rebooking = null }: { rebooking?: Rebooking | null }) {
  const state = useBookingFormStore();
  const date = useBookingDate();
  const ready = useAppReady();
  const [findings, setFindings] = useState<SubmitFindings>(NO_FINDINGS);
  const [pending, setPending] = useState(false);
  const [submitted, setSubmitted] = useState<SubmittedRequest | null>(null);
  const pendingRef = useRef(false);
  const dialogOpenRef = useRef(false);
  dialogOpenRef.current = submitted !== null;
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const contactRef = useRef<HTMLDivElement>(null);
  useRevealOnSlotPicked(state.slotId, contactRef);
  const ids = useId();
  const text = useText();
  const form = text.form;
  const problemText = useProblemText();
  const slot = state.slotId ? getSlot(state.slotId) : null;
  const prices = useVenueSettings((settings) => settings.prices);
  useRebookingDraft(rebooking?.replaces ?? null);
  const input: BookingFormInput = {
    referenceName: state.referenceName,
    phone: state.phone,
    selectedDate: date,
    slotId: state.slotId,
  };
  const errors = shownErrors(findings, input);

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
    const checked = validateBookingForm(input);
    setFindings(findingsOfCheck(checked.errors));
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
      const { submitBookingRequest } = await import('../../outbox');
      const outcome = await submitBookingRequest(
        { ...request, time: slot.time, lang: text.locale },
        { replaces: rebooking?.replaces ?? null },
      );
      if (outcome.kind === 'refused') {
        const problem = {
          message: outcome.message || MESSAGES.requestFailed,
          ...(outcome.code ? { code: outcome.code } : {}),
        };
        const refused = findingsOfRefusal(problem, input, outcome.status);
        setFindings(refused);
        // Someone else has that slot now: show it as taken instead of letting the visitor try it again. (The other
        // 409, a phone with too many requests waiting, leaves the slot as it is.)
        if (refused.refusal?.about === 'slot') state.slotWasTaken();
        return;
      }
      setSubmitted({
        id: outcome.id,
        savedOffline: outcome.kind === 'saved-offline',
        name: request.name,
        date: request.date,
        time: slot.time,
        // The server's stored price is the one the booking is made at; saved offline, the price this phone showed.
        price:
          outcome.kind === 'sent' && outcome.price !== undefined
            ? outcome.price
            : slotPriceOn(prices, request.date, slot.slotId),
        ...(outcome.kind === 'sent' && outcome.advance !== undefined ? { advance: outcome.advance } : {}),
      });
      state.completeSubmission();
      rebooking?.end();
    } catch {
      setFindings(findingsOfRefusal({ message: MESSAGES.requestFailed }, input));
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  }

  // The dialog opened while the button was disabled ("Processing…"), so the browser has no element to give focus back
  // to and would leave it on the page itself: give it to the button that sent the request, where the visitor was.
  function onDialogClosed() {
    setSubmitted(null);
    submitRef.current?.focus();
  }

  return (
    <>
      <form className="booking-form card" aria-labelledby={`${ids}-title`} noValidate onSubmit={onSubmit}>
        <h2 id={`${ids}-title`} className="panel-title">
          {form.title}
        </h2>
        <div ref={contactRef} className="booking-contact">
          <TextField
            ref={nameRef}
            id={`${ids}-name`}
            label={form.referenceName}
            name="name"
            autoComplete="name"
            placeholder={form.namePlaceholder}
            value={state.referenceName}
            onChange={(event) => state.setReferenceName(event.target.value)}
            error={errors.name && problemText(errors.name)}
          />
          <TextField
            ref={phoneRef}
            id={`${ids}-phone`}
            label={form.phone}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={form.phonePlaceholder}
            value={state.phone}
            onChange={(event) => state.setPhone(event.target.value)}
            error={errors.phone && problemText(errors.phone)}
          />
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${ids}-turf`}>{form.turfType}</label>
            <input id={`${ids}-turf`} value={form.turfTypeValue} disabled readOnly />
          </div>
          <div className="field">
            <label htmlFor={`${ids}-duration`}>{form.duration}</label>
            <input id={`${ids}-duration`} value={form.durationValue} disabled readOnly />
          </div>
        </div>
        <div className="field-row field-row-stack">
          <div className="field">
            <label htmlFor={`${ids}-date`}>{form.date}</label>
            <input
              id={`${ids}-date`}
              value={date ? text.dates.longDate(date) : ''}
              placeholder={form.pickDate}
              readOnly
            />
          </div>
          <div className="field">
            <label htmlFor={`${ids}-time`}>{form.time}</label>
            <input
              id={`${ids}-time`}
              value={slot ? text.slots.slotTime(slot) : ''}
              placeholder={form.pickSlot}
              readOnly
            />
          </div>
        </div>
        {errors.form ? (
          <p className="form-error" role="alert">
            {problemText(errors.form)}
          </p>
        ) : null}
        <button
          ref={submitRef}
          type="submit"
          className="button submit-button"
          disabled={pending || !ready}
          aria-busy={pending}
        >
          {pending ? form.processing : form.confirm}
        </button>
        {/* The prerendered form is on screen long before the app on slow data: say why the button waits. */}
        {ready ? null : (
          <p className="form-status" role="status">
            {form.loading}
          </p>
        )}
      </form>
      <SuccessDialog request={submitted} onClose={onDialogClosed} />
    </>
  );
}
