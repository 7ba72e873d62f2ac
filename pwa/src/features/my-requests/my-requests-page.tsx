import { PAYMENT_RETURN_MARKS, type PaymentReturnMark } from '@turf/sync-contract/schemas';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PaymentReturn } from '../../components/advance/request-advance-lazy';
import { PATHS } from '../../lib/config';
import { useHighlightFromQuery } from '../../lib/use-highlight-from-query';
import {
  isWatched,
  markBookingIdsShown,
  type OutboxItem,
  refreshSentStatuses,
  removeOutboxItem,
  retryOutboxItem,
  startOutboxRunner,
  useOutboxItems,
} from '../../outbox';
import { RemoveRequestDialog } from './remove-request-dialog';
import { myRequestDomId, RequestCard, type RequestCardActions } from './request-card';
import { countRequests } from './request-state';
import { useFocusAfterLeaving } from './use-focus-after-leaving';
import { useStatusPolling } from './use-status-polling';
import { WaitlistSection } from './waitlist-section';
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

interface PaymentReturned {
  requestId: string | null;
  mark: PaymentReturnMark;
}

/**
 * Back from bKash (`?request=ID&payment=paid`): read once, then taken out of the address (a replaced history entry), so
 * a reload or a shared link does not say it again.
 */
function usePaymentReturned(): [PaymentReturned | null, () => void] {
  const [params, setParams] = useSearchParams();
  const [returned, setReturned] = useState<PaymentReturned | null>(() => {
    const mark = params.get('payment');
    if (!PAYMENT_RETURN_MARKS.includes(mark as PaymentReturnMark)) return null;
    return { requestId: params.get('request'), mark: mark as PaymentReturnMark };
  });
  useEffect(() => {
    if (params.has('payment')) setParams({}, { replace: true });
  }, [params, setParams]);
  return [returned, () => setReturned(null)];
}

/** `/my-requests`: the visitor's requests, read from the outbox on this device. */
export function MyRequestsPage({ onRebook }: MyRequestsPageProps) {
  const items = useOutboxItems();
  const texts = useText().myRequests;
  // Sent requests await a decision; confirmed ones can still be cancelled until their day.
  const anyWatched = items?.some((item) => isWatched(item)) ?? false;
  // The request whose Remove asks, in the site's own dialog: asked as it stands now, held back while it is being sent
  // (a tap that met a send's first moment asks once the send has ended), and no more once it is gone (removed in
  // another tab).
  const [asking, setAsking] = useState<string | null>(null);
  const asked = items?.find((item) => item.id === asking && item.state !== 'sending') ?? null;
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Once a removed card has left the list, focus goes to the next card (or the one before), not to the page.
  const noteLeaving = useFocusAfterLeaving(items, myRequestDomId, () => titleRef.current);
  const [returned, dismissReturned] = usePaymentReturned();
  // A waitlist offer just taken: its request's card takes the focus once it is on the page (with its advance, if any).
  const [taken, setTaken] = useState<string | null>(null);

  // Opening this page is a moment to send whatever waits, and to ask how sent requests stand. Every Booking ID on the
  // phone is on it, so none is left for the banner to show again.
  useEffect(() => {
    startOutboxRunner();
    void markBookingIdsShown();
  }, []);
  useStatusPolling(anyWatched);
  // Back from bKash, the request's standing is asked at once: the server has settled the payment before redirecting.
  useEffect(() => {
    if (returned !== null) void refreshSentStatuses();
  }, [returned]);
  // A tap on a decision notice opens this page at that request; back from bKash, the payment's message has the focus.
  useHighlightFromQuery(myRequestDomId, returned === null ? items : undefined);
  // A question whose request went (removed in another tab) is over; one held back by a send waits for it to end.
  useEffect(() => {
    if (asking !== null && items !== undefined && !items.some((item) => item.id === asking)) setAsking(null);
  }, [asking, items]);

  useEffect(() => {
    const shown = taken !== null && (items?.some((item) => item.id === taken) ?? false);
    const card = shown ? document.getElementById(myRequestDomId(taken)) : null;
    if (!card) return;
    setTaken(null);
    card.scrollIntoView({ block: 'center' });
    card.focus({ preventScroll: true });
  }, [taken, items]);

  function remove(item: OutboxItem) {
    setAsking(null);
    noteLeaving(item.id);
    void removeOutboxItem(item.id);
  }

  const actions: RequestCardActions = {
    onRemove: (item) => setAsking(item.id),
    onRetry: (item) => void retryOutboxItem(item.id),
    onRebook,
  };

  return (
    <div className="page my-requests-page">
      <h1 ref={titleRef} className="page-title" tabIndex={-1}>
        {texts.title}
      </h1>
      <p className="page-lead">{texts.lead}</p>
      {returned === null ? null : (
        <PaymentReturn
          requestId={returned.requestId}
          mark={returned.mark}
          advance={items?.find((item) => item.id === returned.requestId)?.advance}
          onDismiss={() => {
            dismissReturned();
            titleRef.current?.focus();
          }}
        />
      )}
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
      <WaitlistSection requests={items} onTaken={setTaken} pageTitle={() => titleRef.current} />
      {asked && (
        <RemoveRequestDialog
          question={asked.state === 'queued' ? texts.removeUnsent(asked.id) : texts.removeSent(asked.id)}
          onRemove={() => remove(asked)}
          onKeep={() => setAsking(null)}
          fallbackFocus={() => (document.getElementById(myRequestDomId(asked.id)) ?? titleRef.current)?.focus()}
        />
      )}
    </div>
  );
}
