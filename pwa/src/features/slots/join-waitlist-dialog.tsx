import type { ShownProblem } from '@turf/sync-contract/error-codes';
import type { WaitlistStanding } from '@turf/sync-contract/schemas';
import { getSlot, type SlotId } from '@turf/sync-contract/slots';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '../../components/text-field';
import { useProblemText, useText } from '../../i18n/text';
import { useWaitlistText } from '../../i18n/waitlist-text';
import { PATHS } from '../../lib/config';
import { useOnline } from '../../lib/online';
import { registerReloadBlocker } from '../../lib/reload-guard';
import { type ContactErrors, validateContact } from '../../lib/validate-contact';
import { useVenueSettings } from '../../lib/venue-settings';
import { joinWaitlist } from '../../lib/waitlist/join-waitlist';
import type { DeviceWaitlistEntry } from '../../lib/waitlist/waitlist-entry';
import { waitlistSettings } from '../../lib/waitlist/waitlist-settings';
import { placeOfProblem } from './join-problem';
import { offerNotices, offerSubscription } from './offer-subscription';
import type { ContactDraft } from './waitlist-action';

export interface JoinWaitlistDialogProps {
  date: string;
  slotId: SlotId;
  contactDraft?: () => ContactDraft;
  /** On the list: the slot's action says so from now on. */
  onJoined(entry: DeviceWaitlistEntry): void;
  /**
   * Closed (Close, Done, Escape): the caller unmounts it, and the focus goes back to the action that opened it (or, once
   * joined, to the one in its place: the caller's).
   */
  onClose(): void;
}

/** What the form says for the form as a whole: a refusal (in the visitor's words), or that the venue was not reached. */
type FormProblem = { kind: 'offline' } | { kind: 'refused'; status: number; problem: ShownProblem };

/**
 * `Notify me if it frees up`'s form (issue 31): the name and phone, checked by the booking form's rules before anything
 * is sent, and, where the browser can, the offer as a notification. Joining needs the venue: offline it says so and
 * keeps what was typed, never queueing the join. A native modal <dialog>, as the site's others: the browser keeps the
 * focus inside and closes it on Escape; closed, the focus goes back to the action.
 */
export default function JoinWaitlistDialog({ date, slotId, contactDraft, onJoined, onClose }: JoinWaitlistDialogProps) {
  const text = useText();
  const texts = useWaitlistText();
  const problemText = useProblemText();
  const online = useOnline();
  const offerMinutes = useVenueSettings((settings) => waitlistSettings(settings).offerMinutes);
  const slot = getSlot(slotId);
  const slotTime = slot ? text.slots.slotTime(slot) : slotId;
  const [draft] = useState(() => contactDraft?.() ?? { name: '', phone: '' });
  const [name, setName] = useState(draft.name);
  const [phone, setPhone] = useState(draft.phone);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [formProblem, setFormProblem] = useState<FormProblem | null>(null);
  const [sending, setSending] = useState(false);
  const [joined, setJoined] = useState<WaitlistStanding | null>(null);
  const [notices] = useState(offerNotices);
  const [wantsNotices, setWantsNotices] = useState(false);
  const ids = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const joinedRef = useRef<HTMLParagraphElement>(null);
  const sendingRef = useRef(false);
  // Closing fires `close` also when the dialog is unmounted by the caller: that is no second close.
  const closed = useRef(false);

  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    nameRef.current?.focus();
    return () => {
      closed.current = true;
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useLayoutEffect(() => {
    if (joined) joinedRef.current?.focus();
  }, [joined]);

  // A new version's reload waits while the form is open: it would lose what was typed, or the answer being shown.
  useEffect(() => registerReloadBlocker(() => true), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const checked = validateContact({ name, phone });
    setErrors(checked.errors);
    setFormProblem(null);
    if (checked.errors.name || checked.errors.phone) {
      (checked.errors.name ? nameRef : phoneRef).current?.focus();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    try {
      // First on the tap: the browser asks for notifications only from one.
      const subscription = await offerSubscription(wantsNotices);
      const outcome = await joinWaitlist(
        { date, slotId, name: checked.name, phone: checked.phone, lang: text.locale, time: slot?.time ?? slotId },
        subscription,
      );
      if (outcome.kind === 'joined') {
        setJoined(outcome.entry.standing);
        onJoined(outcome.entry);
      } else if (outcome.kind === 'offline') setFormProblem({ kind: 'offline' });
      else {
        const place = placeOfProblem(outcome.problem);
        if (place === 'form') setFormProblem({ kind: 'refused', status: outcome.status, problem: outcome.problem });
        else {
          setErrors({ [place]: outcome.problem });
          (place === 'name' ? nameRef : phoneRef).current?.focus();
        }
      }
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  function formProblemText(shown: FormProblem): string {
    if (shown.kind === 'offline') return texts.offline;
    const { code } = shown.problem;
    const own = code ? texts.errors[code as keyof typeof texts.errors] : undefined;
    if (own) return own;
    // A server's failure with no code of its own says nothing a visitor can act on.
    return !code && shown.status >= 500 ? texts.failed : problemText(shown.problem);
  }

  const lead = texts.joinLead(slotTime, text.dates.longDate(date), offerMinutes);

  return (
    <dialog
      ref={ref}
      className="join-waitlist-dialog"
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-lead`}
      onClose={() => {
        if (!closed.current) onClose();
      }}
    >
      <h2 id={`${ids}-title`}>{texts.joinTitle}</h2>
      <p id={`${ids}-lead`} className="join-waitlist-lead">
        {lead}
      </p>
      {joined ? (
        <div className="join-waitlist-joined">
          <p ref={joinedRef} className="join-waitlist-done" role="status" tabIndex={-1}>
            {joined.state === 'offered' ? texts.states.offered.detail : texts.joined(joined.position ?? 1)}
          </p>
          <div className="join-waitlist-actions">
            <Link className="button button-ghost" to={PATHS.myRequests}>
              {texts.seeWaitlist}
            </Link>
            <button type="button" className="button" onClick={onClose}>
              {texts.done}
            </button>
          </div>
        </div>
      ) : (
        <form className="join-waitlist-form" noValidate onSubmit={onSubmit}>
          <TextField
            ref={nameRef}
            id={`${ids}-name`}
            label={text.form.referenceName}
            name="name"
            autoComplete="name"
            placeholder={text.form.namePlaceholder}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={errors.name && problemText(errors.name)}
          />
          <TextField
            ref={phoneRef}
            id={`${ids}-phone`}
            label={text.form.phone}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={text.form.phonePlaceholder}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            error={errors.phone && problemText(errors.phone)}
          />
          {notices === 'ask' ? (
            <label className="join-waitlist-notices">
              <input
                type="checkbox"
                checked={wantsNotices}
                onChange={(event) => setWantsNotices(event.target.checked)}
              />
              {texts.notifyThisPhone}
            </label>
          ) : (
            <p className="join-waitlist-note">
              {notices === 'on' ? texts.notificationsOn : texts.withoutNotifications}
            </p>
          )}
          {/* The browser's word only: the join is tried all the same, and its own failure says the rest. */}
          {!online && formProblem === null ? <p className="join-waitlist-note">{texts.offlineNow}</p> : null}
          {formProblem ? (
            <p className="form-error" role="alert">
              {formProblemText(formProblem)}
            </p>
          ) : null}
          <div className="join-waitlist-actions">
            <button type="button" className="button button-ghost" onClick={onClose}>
              {texts.close}
            </button>
            <button type="submit" className="button" disabled={sending} aria-busy={sending}>
              {sending ? texts.joining : texts.join}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
