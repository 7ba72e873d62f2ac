import type { BookingRequest } from '@turf/sync-contract/schemas';
import { type Ref, useEffect, useId, useRef } from 'react';
import { adminEn } from '../../../i18n/admin-en';
import { useAdminText } from '../../../i18n/admin-text';
import { AdvanceBadge } from '../shared/advance-badge';
import { describeFailure } from '../shared/describe-failure';
import { focusIsLost } from '../shared/focus';
import { PhoneLink } from '../shared/phone-link';
import { useConfirmBookingRequest } from './api/confirm-booking-request';
import { useRejectBookingRequest } from './api/reject-booking-request';
import './booking-request-card.css';

/** How long the Confirmed/Rejected badge shows before the card leaves the list. */
export const DECIDED_BADGE_MS = 1_200;

/** In English (tests name them); the card shows its own language's. */
export const SLOT_CLASH_WARNING = adminEn.card.clashWarning;
export const SLOT_BOOKED_NOTICE = adminEn.card.bookedNotice;

/** The id of a request's card in the page, for moving focus to it. */
export function requestCardDomId(id: string): string {
  return `request-${id}`;
}

/** A pending request for a slot the manager has blocked: the server refuses its confirm. */
export function slotBlockedNotice(reason: string): string {
  return adminEn.card.blockedNotice(reason);
}

export type Decision = 'confirm' | 'reject';

const BOTH_DECISIONS: readonly Decision[] = ['reject', 'confirm'];
const REJECT_ONLY: readonly Decision[] = ['reject'];

/** A card's Confirm or Reject button; its accessible name carries the request ID, as many cards share a page. */
function DecisionButton({
  ref,
  decision,
  requestId,
  disabled,
  onDecide,
  describedBy,
}: {
  ref: Ref<HTMLButtonElement>;
  decision: Decision;
  requestId: string;
  disabled: boolean;
  onDecide: (decision: Decision) => void;
  /** A note that says what the tap does besides deciding (records a reported advance). */
  describedBy?: string | undefined;
}) {
  const text = useAdminText().card;
  return (
    <button
      ref={ref}
      type="button"
      className={`adm-button adm-button--${decision}`}
      disabled={disabled}
      onClick={() => onDecide(decision)}
      aria-describedby={describedBy}
    >
      {text[decision]}
      <span className="adm-sr-only">{text.whichRequest(requestId)}</span>
    </button>
  );
}

export interface BookingRequestCardProps {
  request: BookingRequest;
  /** Another pending request wants the same date and slot. */
  clash: boolean;
  /** Why the buttons cannot be used right now (offline, a bulk rejection running), or null. */
  disabledReason: string | null;
  /** The decision is shown: the card may leave the list. */
  onDone: (id: string) => void;
  /** Requests still waiting for this card's slot, which is booked (this one included); absent when it is not booked. */
  bookedWaiting?: number | undefined;
  /** The reason of the block on this card's slot; absent when it is not blocked. */
  blockedReason?: string | undefined;
  /** The server accepted the decision (before the badge shows): for what else follows from it at once. */
  onDecided?: ((decision: Decision, request: BookingRequest) => void) | undefined;
  /** `Reject all` for this card's booked slot. */
  onRejectAllForSlot?: (() => void) | undefined;
  /** In selection mode: whether this card is selected, and how to change that. */
  selection?: { selected: boolean; onToggle: () => void } | undefined;
}

export function BookingRequestCard({
  request,
  clash,
  disabledReason,
  onDone,
  bookedWaiting,
  blockedReason,
  onDecided,
  onRejectAllForSlot,
  selection,
}: BookingRequestCardProps) {
  const admin = useAdminText();
  const { card: text, format } = admin;
  const confirm = useConfirmBookingRequest();
  const reject = useRejectBookingRequest();
  const titleId = useId();
  const recordsId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const rejectRef = useRef<HTMLButtonElement>(null);
  const { _id: id } = request;
  const phase = confirm.isSuccess ? 'confirmed' : reject.isSuccess ? 'rejected' : null;
  const busy = confirm.isPending || reject.isPending;
  const failed = confirm.isError ? 'confirm' : reject.isError ? 'reject' : null;
  const error = confirm.error ?? reject.error;
  const booked = bookedWaiting !== undefined;
  const blocked = !booked && blockedReason !== undefined;

  useEffect(() => {
    if (phase === null) return;
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      onDone(id);
    };
    const timer = setTimeout(leave, DECIDED_BADGE_MS);
    return () => {
      clearTimeout(timer);
      // The manager moved to another screen before the badge's moment was up: the decided request still leaves the
      // list (and the count in the nav and on the app icon) now, not at the next refresh.
      leave();
    };
  }, [phase, id, onDone]);

  // The pressed button was disabled while the call ran, and may be gone now: focus goes where the manager reads on.
  useEffect(() => {
    if (busy || !focusIsLost()) return;
    // The buttons made way for the badge: the card keeps focus until it leaves (then the list moves it on).
    if (phase !== null) cardRef.current?.focus();
    // After a refusal, back to the button pressed; a confirm refused because the slot is taken leaves no Confirm
    // button once the card shows the slot as booked: Reject is what is left.
    else if (failed !== null) (failed === 'confirm' && !booked && !blocked ? confirmRef : rejectRef).current?.focus();
  }, [busy, phase, failed, booked, blocked]);

  function decide(decision: Decision) {
    // One outcome at a time: the other button's earlier failure gives way to this attempt.
    (decision === 'confirm' ? reject : confirm).reset();
    (decision === 'confirm' ? confirm : reject).mutate(request, {
      onSuccess: () => onDecided?.(decision, request),
    });
  }

  const decided = phase !== null;
  const reported = request.managerAdvance?.state === 'reported' ? request.managerAdvance : null;
  const buttonsDisabled = busy || disabledReason !== null;

  return (
    <article
      ref={cardRef}
      className={selection?.selected ? 'adm-card is-selected' : 'adm-card'}
      id={requestCardDomId(id)}
      // Focus lands here after `Load more` (the first new card) and after a decision (the next card).
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-busy={busy}
    >
      {selection && !decided && (
        <label className="adm-card__select">
          <input type="checkbox" checked={selection.selected} onChange={selection.onToggle} />
          {text.select}
          <span className="adm-sr-only">{text.whichRequest(id)}</span>
        </label>
      )}
      <header className="adm-card__head">
        <p className="adm-card__kicker">{text.kicker}</p>
        <h2 className="adm-card__title" id={titleId}>
          <span className="adm-card__label">{admin.common.bookingId} </span>
          <span className="adm-card__id">{id}</span>
        </h2>
      </header>
      <dl className="adm-fields">
        <div>
          <dt>{text.name}</dt>
          <dd>{request.name}</dd>
        </div>
        <div>
          <dt>{text.phone}</dt>
          <dd>
            <PhoneLink phone={request.phone} />
          </dd>
        </div>
        <div>
          <dt>{text.slotId}</dt>
          <dd>{request.slotId}</dd>
        </div>
        <div>
          <dt>{text.time}</dt>
          <dd>{format.slotTime(request.time)}</dd>
        </div>
        <div>
          <dt>{text.date}</dt>
          <dd>{format.longDate(request.date)}</dd>
        </div>
        <div>
          <dt>{text.created}</dt>
          <dd>{format.dateTime(request.createdAt)}</dd>
        </div>
      </dl>
      <AdvanceBadge advance={request.managerAdvance} />
      {booked && !decided ? (
        <div className="adm-booked">
          <p className="adm-warning" role="note">
            {text.bookedNotice}
          </p>
          {onRejectAllForSlot && bookedWaiting > 1 && (
            <button
              type="button"
              className="adm-button adm-button--reject adm-button--wide"
              disabled={buttonsDisabled}
              onClick={onRejectAllForSlot}
            >
              {text.rejectAllForSlot(bookedWaiting)}
              <span className="adm-sr-only">
                : {request.slotId}, {format.longDate(request.date)}
              </span>
            </button>
          )}
        </div>
      ) : blockedReason !== undefined && !decided ? (
        <p className="adm-warning" role="note">
          {text.blockedNotice(blockedReason)}
        </p>
      ) : (
        clash &&
        !decided && (
          <p className="adm-warning" role="note">
            {text.clashWarning}
          </p>
        )
      )}
      {/* The API's confirm records a reported advance as the booking's payment (decision 086): said before the tap. */}
      {reported && !booked && !blocked && !decided && (
        <p className="adm-muted adm-small" id={recordsId}>
          {admin.advance.confirmRecords(admin.payments.methods[reported.method], reported.amount)}
        </p>
      )}
      {error && (
        <p className="adm-error" role="alert">
          {describeFailure(error, admin)}
        </p>
      )}
      {decided ? (
        <p className={`adm-badge adm-badge--${phase}`} role="status">
          {phase === 'confirmed' ? text.confirmed : text.rejected}
        </p>
      ) : (
        <div className="adm-card__actions">
          {/* A booked or blocked slot's request can only be rejected: the server would refuse the confirm. */}
          {(booked || blocked ? REJECT_ONLY : BOTH_DECISIONS).map((decision) => (
            <DecisionButton
              key={decision}
              ref={decision === 'confirm' ? confirmRef : rejectRef}
              decision={decision}
              requestId={id}
              disabled={buttonsDisabled}
              onDecide={decide}
              describedBy={decision === 'confirm' && reported ? recordsId : undefined}
            />
          ))}
        </div>
      )}
      {busy && (
        <p className="adm-muted" role="status">
          {text.sending}
        </p>
      )}
    </article>
  );
}
