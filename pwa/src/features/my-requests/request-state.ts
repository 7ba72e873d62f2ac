import type { OutboxItem } from '../../outbox';

export type StateTone = 'waiting' | 'progress' | 'pending' | 'good' | 'bad';

export interface StateView {
  label: string;
  detail: string;
  tone: StateTone;
}

/** Every request's state in words a visitor can act on: nothing is ever in an unexplained state. */
export function describeState(item: OutboxItem): StateView {
  switch (item.state) {
    case 'queued':
      return item.failure?.reason === 'server'
        ? {
            label: 'Waiting to send',
            detail: 'The server did not answer. It is saved on this phone and will be sent again automatically.',
            tone: 'waiting',
          }
        : {
            label: 'Waiting to send',
            detail: 'Saved on this phone. It will be sent automatically when you are online.',
            tone: 'waiting',
          };
    case 'sending':
      return { label: 'Sending…', detail: 'Sending your request to the venue.', tone: 'progress' };
    case 'sent':
      return {
        label: 'Sent - pending at the venue',
        detail: 'Send the Booking ID and your reference name to the turf manager to get it confirmed.',
        tone: 'pending',
      };
    case 'confirmed':
      return { label: 'Confirmed', detail: 'The manager confirmed it: the slot is yours.', tone: 'good' };
    case 'rejected':
      return { label: 'Rejected', detail: 'The manager could not accept this request.', tone: 'bad' };
    case 'cancelled':
      return {
        label: 'Cancelled',
        detail:
          'The manager cancelled this booking: the slot is no longer yours. Call the venue if this is unexpected.',
        tone: 'bad',
      };
    case 'expired':
      return {
        label: 'Expired',
        detail:
          'The slot started before the manager confirmed this request, so it was not booked. Pick another slot if you still want to play.',
        tone: 'bad',
      };
    case 'slot-taken':
      return {
        label: 'Slot taken',
        detail:
          'Someone booked this slot before your request arrived. Pick another slot: your name and phone are kept.',
        tone: 'bad',
      };
    case 'failed':
      return {
        label: 'Not sent',
        detail: item.failure?.message ? `The server refused it: ${item.failure.message}` : 'The server refused it.',
        tone: 'bad',
      };
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
