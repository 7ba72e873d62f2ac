/**
 * Where a request made on this phone stands. An item is born `queued` and moves only along `OUTBOX_TRANSITIONS`:
 * every state write goes through `outbox-repository.ts`, which checks each one against this table. A write that
 * keeps the state (a new lease on a `sending` item, a later retry time on a `queued` one) is no transition. The
 * visitor may remove an item in any state.
 */
export type OutboxState =
  /** Waiting on this phone for a sender (now, or after its backoff). */
  | 'queued'
  /** Claimed by one sender (a tab or the service worker), which is posting it. */
  | 'sending'
  /** The server acknowledged it: pending at the venue. */
  | 'sent'
  | 'confirmed'
  | 'rejected'
  /** Withdrawn by its visitor (pending or confirmed, issue 31), or a confirmed booking the manager cancelled or deleted. */
  | 'cancelled'
  /** Still pending at the venue when its slot started: final. */
  | 'expired'
  /** The server refused it (409): someone else has the slot. */
  | 'slot-taken'
  /** The server refused it for another reason (400, a phone with too many requests waiting). */
  | 'failed';

export const OUTBOX_STATES = [
  'queued',
  'sending',
  'sent',
  'confirmed',
  'rejected',
  'cancelled',
  'expired',
  'slot-taken',
  'failed',
] as const satisfies readonly OutboxState[];

/**
 * Every change of state there is, from -> to. The server's own rules bound the venue's part: a request is
 * decided once (pending -> confirmed, rejected or expired), and only a confirmed one can be cancelled and
 * restored (decision 019, `REQUEST_STANDINGS`); a request may be confirmed and cancelled between two polls.
 */
export const OUTBOX_TRANSITIONS: { readonly [From in OutboxState]: readonly OutboxState[] } = {
  // A sender claims it.
  queued: ['sending'],
  // Acknowledged; not reached (it waits again: a failed attempt, or a run that stopped first); refused.
  sending: ['sent', 'queued', 'slot-taken', 'failed'],
  // The venue's answer to `GET /api/booking-requests/:id/status`.
  sent: ['confirmed', 'rejected', 'cancelled', 'expired'],
  confirmed: ['cancelled'],
  cancelled: ['confirmed'],
  rejected: [],
  expired: [],
  // The visitor's "Try again".
  'slot-taken': ['queued'],
  failed: ['queued'],
};

export function canTransition(from: OutboxState, to: OutboxState): boolean {
  return OUTBOX_TRANSITIONS[from].includes(to);
}

export class IllegalOutboxTransition extends Error {
  constructor(
    readonly from: OutboxState,
    readonly to: OutboxState,
  ) {
    super(`An outbox item cannot go from ${from} to ${to}`);
    this.name = 'IllegalOutboxTransition';
  }
}

/**
 * The repository's guard on every state write. A pair outside the table is a bug in the outbox's own code (its
 * named transitions only ask for pairs in the table): development and tests throw so it is seen and fixed; a
 * visitor's phone refuses the write and keeps the item as it was, which the next run or poll can still mend.
 */
export function checkTransition(from: OutboxState, to: OutboxState): boolean {
  if (canTransition(from, to)) return true;
  if (import.meta.env.DEV) throw new IllegalOutboxTransition(from, to);
  return false;
}
