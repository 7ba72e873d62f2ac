import type { BookingRequest } from '@turf/sync-contract/schemas';
import { formatLongDate } from '@turf/sync-contract/time';
import { useEffect, useId, useState } from 'react';
import { describeFailure } from '../shared/describe-failure';
import { formatVenueDateTime, keepClockTogether } from '../shared/format';
import type { Decision } from './api/decide-booking-request';

/** How long the Confirmed/Rejected badge shows before the card leaves the list. */
export const DECIDED_BADGE_MS = 1_200;

export const SLOT_CLASH_WARNING = 'Another pending request wants this same date and slot. Only one can be confirmed.';

type Phase = 'idle' | 'busy' | 'confirmed' | 'rejected';

export interface BookingRequestCardProps {
  request: BookingRequest;
  /** Another pending request wants the same date and slot. */
  clash: boolean;
  /** Why the buttons cannot be used right now (offline), or null. */
  disabledReason: string | null;
  /** Resolves when the server has accepted the decision; throws with the reason otherwise. */
  onDecide: (decision: Decision) => Promise<void>;
  /** The decision is shown: the card may leave the list. */
  onDone: (id: string) => void;
}

export function BookingRequestCard({ request, clash, disabledReason, onDecide, onDone }: BookingRequestCardProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const { _id: id } = request;

  useEffect(() => {
    if (phase !== 'confirmed' && phase !== 'rejected') return;
    const timer = setTimeout(() => onDone(id), DECIDED_BADGE_MS);
    return () => clearTimeout(timer);
  }, [phase, id, onDone]);

  async function decide(decision: Decision) {
    setPhase('busy');
    setError(null);
    try {
      await onDecide(decision);
      setPhase(decision === 'confirm' ? 'confirmed' : 'rejected');
    } catch (failure) {
      setError(describeFailure(failure));
      setPhase('idle');
    }
  }

  const decided = phase === 'confirmed' || phase === 'rejected';
  const buttonsDisabled = phase === 'busy' || disabledReason !== null;

  return (
    <article className="adm-card" aria-labelledby={titleId} aria-busy={phase === 'busy'}>
      <header className="adm-card__head">
        <p className="adm-card__kicker">New Booking Request</p>
        <h2 className="adm-card__title" id={titleId}>
          <span className="adm-card__label">Booking ID </span>
          <span className="adm-card__id">{id}</span>
        </h2>
      </header>
      <dl className="adm-fields">
        <div>
          <dt>Name</dt>
          <dd>{request.name}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a className="adm-link" href={`tel:${request.phone}`}>
              {request.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt>Slot ID</dt>
          <dd>{request.slotId}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{keepClockTogether(request.time)}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{formatLongDate(request.date)}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatVenueDateTime(request.createdAt)}</dd>
        </div>
      </dl>
      {clash && !decided && (
        <p className="adm-warning" role="note">
          {SLOT_CLASH_WARNING}
        </p>
      )}
      {error && (
        <p className="adm-error" role="alert">
          {error}
        </p>
      )}
      {decided ? (
        <p className={`adm-badge adm-badge--${phase}`} role="status">
          {phase === 'confirmed' ? 'Confirmed' : 'Rejected'}
        </p>
      ) : (
        <div className="adm-card__actions">
          <button
            type="button"
            className="adm-button adm-button--reject"
            disabled={buttonsDisabled}
            onClick={() => decide('reject')}
          >
            Reject<span className="adm-sr-only"> request {id}</span>
          </button>
          <button
            type="button"
            className="adm-button adm-button--confirm"
            disabled={buttonsDisabled}
            onClick={() => decide('confirm')}
          >
            Confirm<span className="adm-sr-only"> request {id}</span>
          </button>
        </div>
      )}
      {phase === 'busy' && (
        <p className="adm-muted" role="status">
          Sending…
        </p>
      )}
    </article>
  );
}
