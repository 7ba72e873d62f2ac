import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/config';
import { useHighlightFromQuery } from '../../lib/use-highlight-from-query';
import {
  isWatched,
  markBookingIdsShown,
  type OutboxItem,
  removeOutboxItem,
  retryOutboxItem,
  startOutboxRunner,
  useOutboxItems,
} from '../../outbox';
import { myRequestDomId, RequestCard, type RequestCardActions } from './request-card';
import { countRequests } from './request-state';
import { useStatusPolling } from './use-status-polling';
import './my-requests.css';

function removalQuestion(item: OutboxItem): string {
  return item.state === 'queued'
    ? `Remove ${item.id}? It has not been sent yet, so the venue will never get it.`
    : `Remove ${item.id} from this phone? This does not cancel it at the venue.`;
}

function Summary({ items }: { items: readonly OutboxItem[] }) {
  const counts = countRequests(items);
  const parts: string[] = [];
  if (counts.waiting > 0) parts.push(`${counts.waiting} waiting to be sent`);
  if (counts.pending > 0) parts.push(`${counts.pending} pending at the venue`);
  if (counts.needsAction > 0)
    parts.push(`${counts.needsAction} need${counts.needsAction === 1 ? 's' : ''} your attention`);
  if (parts.length === 0) return null;
  return <p className="my-requests-summary">{parts.join(' · ')}</p>;
}

export interface MyRequestsPageProps {
  /** "Pick another slot" on a request whose slot was taken: the app takes the visitor to the booking form. */
  onRebook(item: OutboxItem): void;
}

/** `/my-requests`: the visitor's requests, read from the outbox on this device. */
export function MyRequestsPage({ onRebook }: MyRequestsPageProps) {
  const items = useOutboxItems();
  // Sent requests await a decision; confirmed ones can still be cancelled until their day.
  const anyWatched = items?.some((item) => isWatched(item)) ?? false;

  // Opening this page is a moment to send whatever waits, and to ask how sent requests stand. Every Booking ID on the
  // phone is on it, so none is left for the banner to show again.
  useEffect(() => {
    startOutboxRunner();
    void markBookingIdsShown();
  }, []);
  useStatusPolling(anyWatched);
  // A tap on a decision notice opens this page at that request.
  useHighlightFromQuery(myRequestDomId, items);

  const actions: RequestCardActions = {
    onRemove: (item) => {
      if (window.confirm(removalQuestion(item))) void removeOutboxItem(item.id);
    },
    onRetry: (item) => void retryOutboxItem(item.id),
    onRebook,
  };

  return (
    <div className="page my-requests-page">
      <h1 className="page-title">My requests</h1>
      <p className="page-lead">
        Booking requests made on this phone. Send the Booking ID to the turf manager to get a request confirmed.
      </p>
      {items === undefined ? (
        <p className="my-requests-loading">Loading your requests…</p>
      ) : items.length === 0 ? (
        <div className="my-requests-empty card">
          <h2>No requests yet</h2>
          <p>When you send a booking request, it appears here with its Booking ID, even without a network.</p>
          <Link className="button" to={PATHS.slots}>
            Book a slot
          </Link>
        </div>
      ) : (
        <>
          <Summary items={items} />
          <ul className="request-list">
            {items.map((item) => (
              <RequestCard key={item.id} item={item} actions={actions} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
