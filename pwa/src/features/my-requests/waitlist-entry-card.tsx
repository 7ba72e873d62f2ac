import type { ShownProblem } from '@turf/sync-contract/error-codes';
import { getSlot } from '@turf/sync-contract/slots';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { AdvanceLabel } from '../../components/advance/request-advance-lazy';
import { holdMoment, useTimeLeft } from '../../components/advance/use-time-left';
import { Icon } from '../../components/icon';
import { SlotTime } from '../../components/slot-time';
import { useProblemText, useText } from '../../i18n/text';
import { useWaitlistText } from '../../i18n/waitlist-text';
import { useOnline } from '../../lib/online';
import { useFocusKept } from '../../lib/use-focus-kept';
import { declineWaitlist } from '../../lib/waitlist/answer-waitlist';
import { refreshWaitlistEntry } from '../../lib/waitlist/refresh-waitlist';
import { awaitsRecording, type DeviceWaitlistEntry, shownWaitlistState } from '../../lib/waitlist/waitlist-entry';
import { acceptWaitlistOffer, type OutboxItem } from '../../outbox';
import { QuestionDialog } from './question-dialog';
import type { StateTone } from './request-state';

/** An entry's id in the page: an offer's notice opens the page at it (`/my-requests?waitlist=ID`). */
export function waitlistDomId(id: string): string {
  return `waitlist-entry-${id}`;
}

type Progress =
  | { kind: 'idle' }
  | { kind: 'asking' }
  | { kind: 'sending'; taking: boolean }
  /** Not reached: nothing changed. */
  | { kind: 'offline' }
  | { kind: 'refused'; problem: ShownProblem };

export interface WaitlistEntryCardProps {
  entry: DeviceWaitlistEntry;
  /** The request a taken offer became, once this phone has recorded it among its own. */
  request: OutboxItem | undefined;
  /** The offer was taken: the page shows the new request (its card, with its advance where the venue asks one). */
  onTaken(requestId: string): void;
  /** `Remove` on an ended entry: the section takes it off the page and moves the focus on. */
  onRemove(id: string): void;
}

const TONES: Record<ReturnType<typeof shownWaitlistState>, StateTone | 'muted'> = {
  waiting: 'waiting',
  offered: 'pending',
  accepted: 'good',
  declined: 'muted',
  lapsed: 'muted',
  left: 'muted',
  gone: 'muted',
};

/**
 * One waitlist entry of this phone (issue 31): its slot, where it stands as last heard (kept on the phone, so it reads
 * the same offline), and what can be done now: `Leave the waitlist` while waiting, `Take the slot` or `No thanks` while
 * offered, with the time left counted down on the phone's clock to the offer's end, and `Remove` once it has ended.
 * Each answer needs the venue: offline they are off, and say why. Online, an offer whose time ran out on the phone's
 * clock keeps its answers until the venue says it is over (it is asked at once): the venue's clock decides.
 */
export function WaitlistEntryCard({ entry, request, onTaken, onRemove }: WaitlistEntryCardProps) {
  const text = useText();
  const texts = useWaitlistText();
  const problemText = useProblemText();
  const online = useOnline();
  const [progress, setProgress] = useState<Progress>({ kind: 'idle' });
  const titleId = useId();
  const cardRef = useRef<HTMLLIElement>(null);
  const focusCard = useCallback(() => cardRef.current?.focus(), []);
  // An offer that lapses takes its answers away: the focus on one stays in the card.
  const keepFocus = useFocusKept(() => cardRef.current);
  const { standing } = entry;
  const offeredUntil = standing.state === 'offered' && !entry.gone ? (standing.offerEndsAt ?? undefined) : undefined;
  // Ticks each second while an offer lasts, so the card turns to `The offer lapsed` the moment it does, offline too.
  const msLeft = useTimeLeft(offeredUntil);
  const shown = shownWaitlistState(entry, Date.now(), online);
  // Over by this phone's clock while the venue's word is still `offered`: the venue is asked now, not at the next poll.
  const overHere = offeredUntil !== undefined && msLeft === 0;
  const asking = overHere && shown === 'offered';
  useEffect(() => {
    if (asking) void refreshWaitlistEntry(entry.id);
  }, [asking, entry.id]);
  // An offer seen on this card keeps its announcements' region as it ends, so its end is heard too.
  const [sawOffer, setSawOffer] = useState(false);
  if (offeredUntil !== undefined && !sawOffer) setSawOffer(true);
  const slot = getSlot(entry.slotId);
  const slotTime = slot ? text.slots.slotTime(slot) : entry.time;
  const date = text.dates.longDate(entry.date);
  const sending = progress.kind === 'sending';

  async function decline() {
    setProgress({ kind: 'sending', taking: false });
    // The buttons are off while sending, and the question that asked is gone: the card holds the focus meanwhile.
    focusCard();
    const outcome = await declineWaitlist(entry.id);
    setProgress(outcome.kind === 'done' ? { kind: 'idle' } : outcome);
  }

  async function take() {
    setProgress({ kind: 'sending', taking: true });
    focusCard();
    const outcome = await acceptWaitlistOffer(entry.id);
    if (outcome.kind !== 'taken') {
      setProgress(outcome);
      return;
    }
    setProgress({ kind: 'idle' });
    onTaken(outcome.requestId);
  }

  const state = texts.states;
  // Taken, and its request not on this page: on its way (the accept's answer was lost), or removed by the visitor.
  const takenAway = shown === 'accepted' && !request ? (awaitsRecording(entry) ? 'recording' : 'recorded') : null;
  const label =
    shown === 'accepted' && request?.advance ? (
      <AdvanceLabel advance={request.advance} fallback={state.accepted.label} />
    ) : (
      state[takenAway ?? shown].label
    );
  const detail =
    shown === 'waiting'
      ? state.waiting.detail(standing.position ?? 1)
      : shown === 'accepted'
        ? request
          ? state.accepted.detail(request.id)
          : takenAway === 'recorded'
            ? state.recorded.detail(standing.requestId ?? '')
            : state.recording.detail
        : state[shown].detail;
  const problem =
    progress.kind === 'offline'
      ? texts.answerOffline
      : progress.kind === 'refused'
        ? ((progress.problem.code && texts.errors[progress.problem.code as keyof typeof texts.errors]) ??
          problemText(progress.problem))
        : null;
  const moment = offeredUntil === undefined ? null : holdMoment(msLeft);
  // What a screen reader hears of the offer's time: at 5 minutes, 1 minute, and its end (by the venue's word online).
  const announced = asking ? texts.askingVenue : moment === null ? '' : texts.announce[moment];
  const answers = shown === 'waiting' || shown === 'offered';

  return (
    <li
      ref={cardRef}
      id={waitlistDomId(entry.id)}
      className={`request-card card waitlist-card tone-${TONES[shown]}`}
      aria-labelledby={titleId}
      data-state={shown}
      tabIndex={-1}
      {...keepFocus}
    >
      <div className="request-head">
        <p className="request-id-label">{date}</p>
        <h3 id={titleId} className="waitlist-slot">
          <SlotTime time={slotTime} />
        </h3>
        <p className="request-state">
          <span className="request-state-dot" aria-hidden="true" />
          {label}
        </p>
      </div>
      <p className="request-detail">{detail}</p>
      {shown === 'offered' && offeredUntil !== undefined ? (
        <p className="waitlist-hold">
          {texts.heldUntil(offeredUntil)}{' '}
          <span className="waitlist-left">
            {texts.timeLeft}: <strong className="waitlist-clock">{texts.left(msLeft)}</strong>
          </span>
        </p>
      ) : null}
      {/* Said to a screen reader by the region below. */}
      {asking ? (
        <p className="waitlist-offline" aria-hidden="true">
          {texts.askingVenue}
        </p>
      ) : null}
      {/* A screen reader hears the offer's time only at 5 minutes, 1 minute and its end, not every second. */}
      {offeredUntil !== undefined || (sawOffer && shown === 'lapsed') ? (
        <p className="visually-hidden" role="status">
          {shown === 'lapsed' ? texts.announce.over : announced}
        </p>
      ) : null}
      <div className="request-actions">
        {shown === 'offered' ? (
          <>
            <button
              type="button"
              className="button request-primary"
              disabled={!online || sending}
              onClick={() => void take()}
            >
              {sending && progress.taking ? texts.taking : texts.take}
            </button>
            <button
              type="button"
              className="button button-ghost request-action"
              disabled={!online || sending}
              onClick={() => setProgress({ kind: 'asking' })}
            >
              {sending && !progress.taking ? texts.sending : texts.noThanks}
            </button>
          </>
        ) : null}
        {shown === 'waiting' ? (
          <button
            type="button"
            className="button button-ghost request-action"
            disabled={!online || sending}
            onClick={() => setProgress({ kind: 'asking' })}
          >
            <Icon name="close" size={18} />
            {sending ? texts.sending : texts.leave}
          </button>
        ) : null}
        {answers ? null : (
          <button
            type="button"
            className="button button-ghost request-action request-remove"
            onClick={() => onRemove(entry.id)}
          >
            <Icon name="close" size={18} />
            {texts.remove}
          </button>
        )}
      </div>
      {answers && !online ? <p className="waitlist-offline">{texts.needsNetwork}</p> : null}
      {problem === null ? null : (
        <p className="request-cancel-problem" role="alert">
          {problem}
        </p>
      )}
      {progress.kind === 'asking' && answers ? (
        <QuestionDialog
          title={shown === 'offered' ? texts.declineTitle : texts.leave}
          question={shown === 'offered' ? texts.declineQuestion(slotTime, date) : texts.leaveQuestion(slotTime, date)}
          keep={shown === 'offered' ? texts.keepOffer : texts.stay}
          yes={shown === 'offered' ? texts.noThanks : texts.leave}
          onYes={() => void decline()}
          onKeep={() => setProgress({ kind: 'idle' })}
          fallbackFocus={focusCard}
        />
      ) : null}
    </li>
  );
}
