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
import { useText } from '../../i18n/text';

function Summary({ items }: { items: readonly OutboxItem[] }) {
  const counts = countRequests(items);
  const { summary } = useText().myRequests;
  const parts: string[] = [];
  if (counts.waiting > 0) parts.push(summary.waiting(counts.waiting));
  if (counts.pending > 0) parts.push(summary.pending(counts.pending));
  if (counts.needsAction > 0) parts.push(summary.needsAction(counts.needsAction));
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
  const texts = useText().myRequests;
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
      const question = item.state === 'queued' ? texts.removeUnsent(item.id) : texts.removeSent(item.id);
      if (window.confirm(question)) void removeOutboxItem(item.id);
    },
    onRetry: (item) => void retryOutboxItem(item.id),
    onRebook,
  };

  return (
    <div className="page my-requests-page">
      <h1 className="page-title">{texts.title}</h1>
      <p className="page-lead">{texts.lead}</p>
      {items === undefined ? (
        <p className="my-requests-loading">{texts.loading}</p>
      ) : items.length === 0 ? (
        <div className="my-requests-empty card">
          <h2>{texts.emptyTitle}</h2>
          <p>{texts.emptyText}</p>
          <Link className="button" to={PATHS.slots}>
            {texts.bookASlot}
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
