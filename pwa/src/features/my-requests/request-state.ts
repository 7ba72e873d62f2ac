import type { Catalogue } from '../../i18n/catalogue-en';
import type { OutboxItem } from '../../outbox';

export type StateTone = 'waiting' | 'progress' | 'pending' | 'good' | 'bad';

export interface StateView {
  label: string;
  detail: string;
  tone: StateTone;
}

/** The words of each state, from the visitor's catalogue (`myRequests.states`). */
export type StateTexts = Catalogue['myRequests']['states'];

/**
 * Every request's state in words a visitor can act on: nothing is ever in an unexplained state. `refusal` is the
 * server's reason for a request it refused, already in the visitor's language where the catalogue words it.
 */
export function describeState(item: OutboxItem, texts: StateTexts, refusal: string | null = null): StateView {
  switch (item.state) {
    case 'queued':
      return { ...(item.failure?.reason === 'server' ? texts.queuedAfterServerError : texts.queued), tone: 'waiting' };
    case 'sending':
      return { ...texts.sending, tone: 'progress' };
    case 'sent':
      return { ...texts.sent, tone: 'pending' };
    case 'confirmed':
      return { ...texts.confirmed, tone: 'good' };
    case 'rejected':
      return { ...texts.rejected, tone: 'bad' };
    case 'cancelled':
      return { ...(item.cancelledHere === undefined ? texts.cancelled : texts.cancelledHere), tone: 'bad' };
    case 'expired':
      return { ...texts.expired, tone: 'bad' };
    case 'slot-taken':
      return { ...texts.slotTaken, tone: 'bad' };
    case 'failed':
      return { label: texts.failed.label, detail: texts.failed.detail(refusal), tone: 'bad' };
  }
}

export interface RequestCounts {
  waiting: number;
  pending: number;
  needsAction: number;
}

export function countRequests(items: readonly OutboxItem[]): RequestCounts {
  const counts: RequestCounts = { waiting: 0, pending: 0, needsAction: 0 };
  for (const item of items) {
    if (item.state === 'queued' || item.state === 'sending') counts.waiting += 1;
    else if (item.state === 'sent') counts.pending += 1;
    else if (item.state === 'slot-taken' || item.state === 'failed') counts.needsAction += 1;
  }
  return counts;
}

/**
 * Whether the card speaks of the request's advance (issue 30) instead of its plain state: while it waits at the venue
 * (holding, reported, lapsed), once paid online, and when a late payment is refunded. A request the manager decided
 * otherwise reads as that decision.
 */
export function showsAdvance(item: OutboxItem): item is OutboxItem & { advance: NonNullable<OutboxItem['advance']> } {
  const { advance } = item;
  if (advance === undefined) return false;
  return (
    item.state === 'sent' || advance.state === 'refunded' || (item.state === 'confirmed' && advance.state === 'paid')
  );
}
