import type { ShownProblem } from '@turf/sync-contract/error-codes';
import type { TurfDatabase } from '../lib/db';
import type { OutboxItem, PushFollow, RequestAdvance } from './outbox-item';
import { canTransition, checkTransition, type OutboxState } from './outbox-state';
import type { SendResult } from './send-request';

/**
 * The one module that reads and writes the Dexie `outbox` table. Each change of state is a named transition below,
 * and each goes through `moveTo`, which holds it to the table in `outbox-state.ts`. A transition names the states it
 * acts on and leaves any other item alone (compare-and-set): another tab, the service worker or the venue may have
 * moved it on meanwhile.
 */

/** States in which an item still has to reach the server. */
export const WAITING_STATES: readonly OutboxState[] = ['queued', 'sending'];

/**
 * States the venue can still change: a sent request is decided (or expires when its slot starts), and a confirmed
 * booking can be cancelled (or a cancellation undone) until its day. Rejected and expired requests stay so.
 */
export const WATCHED_STATES: readonly OutboxState[] = ['sent', 'confirmed', 'cancelled'];

/** A refused request the visitor may make again with another slot ("Pick another slot"). */
const REBOOKABLE_STATES: readonly OutboxState[] = ['slot-taken', 'failed'];

/** Sets `item.state` to `to` if the state table allows it; false (nothing changed) if not. */
function moveTo(item: OutboxItem, to: OutboxState): boolean {
  if (item.state !== to && !checkTransition(item.state, to)) return false;
  item.state = to;
  return true;
}

export type NewOutboxItem = Pick<
  OutboxItem,
  'id' | 'date' | 'slotId' | 'time' | 'name' | 'phone' | 'lang' | 'cancelKey'
>;

/**
 * A new request enters the outbox `queued`, before any network call, so nothing is lost whatever happens next; its
 * Booking ID is unseen until the visitor is shown it.
 */
export async function addOutboxItem(db: TurfDatabase, input: NewOutboxItem, now: number): Promise<OutboxItem> {
  const item: OutboxItem = {
    ...input,
    state: 'queued',
    attempts: 0,
    nextAttemptAt: 0,
    bookingIdUnseen: true,
    createdAt: now,
    updatedAt: now,
  };
  await db.outbox.add(item);
  return item;
}

/** A request the venue made from this phone's accepted waitlist offer (issue 31), as its answer gave it. */
export type AcceptedRequest = Pick<
  OutboxItem,
  'id' | 'date' | 'slotId' | 'time' | 'name' | 'lang' | 'cancelKey' | 'price' | 'advance'
> & {
  /** Where it stands at the venue: pending (`sent`), or already decided when the answer is a repeat's. */
  state: Extract<OutboxState, 'sent' | 'confirmed' | 'rejected' | 'cancelled' | 'expired'>;
};

/**
 * The one item not born `queued`: the server made this request itself when the visitor took a waitlist offer, so there
 * is nothing to send, and it enters where a sent request stands once acknowledged (`settle`'s `sent`: no phone kept,
 * its Booking ID seen, as the page that took it shows it). From there it moves along the table as any sent request
 * does, so it is followed, polled and cancelled as one made by the form. An item already there (a repeat of the
 * accept) is left as it is: the phone's copy may be newer. Returns whether it was added.
 */
export function addAcceptedRequest(db: TurfDatabase, request: AcceptedRequest, now: number): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    if (await db.outbox.get(request.id)) return false;
    const item: OutboxItem = {
      ...request,
      attempts: 1,
      nextAttemptAt: 0,
      sentAt: now,
      createdAt: now,
      updatedAt: now,
    };
    if (item.price === undefined) delete item.price;
    if (item.advance === undefined) delete item.advance;
    if (item.lang === undefined) delete item.lang;
    await db.outbox.add(item);
    return true;
  });
}

export function getOutboxItem(db: TurfDatabase, id: string): Promise<OutboxItem | undefined> {
  return db.outbox.get(id);
}

export function listItems(db: TurfDatabase): Promise<OutboxItem[]> {
  return db.outbox.orderBy('createdAt').reverse().toArray();
}

export function countWaiting(db: TurfDatabase): Promise<number> {
  return db.outbox.where('state').anyOf(WAITING_STATES).count();
}

/** Earliest time a queued item is due, or null when nothing waits. */
export async function nextDueAt(db: TurfDatabase): Promise<number | null> {
  const queued = await db.outbox.where('state').anyOf(WAITING_STATES).toArray();
  if (queued.length === 0) return null;
  return Math.min(...queued.map((item) => (item.state === 'queued' ? item.nextAttemptAt : (item.lease?.until ?? 0))));
}

/**
 * queued -> sending (and a new lease on a `sending` item whose sender died). Atomically takes up to `limit` of the
 * oldest items that are due and not held by a live sender, under one fresh lease (one transaction for the lot: a
 * queue that built up offline is claimed at once). `takeOverLeases` is for the Web Lock holder: no other sender can
 * be alive, so any `sending` item is left over from a sender that died (a reload mid-send) and is sent again (the
 * server dedupes).
 */
export function claimDue(
  db: TurfDatabase,
  options: { now: number; force: boolean; takeOverLeases: boolean; leaseMs: number; token: string; limit: number },
): Promise<OutboxItem[]> {
  const { now, force, takeOverLeases, leaseMs, token, limit } = options;
  return db.transaction('rw', db.outbox, async () => {
    const candidates = await db.outbox.where('state').anyOf(WAITING_STATES).sortBy('createdAt');
    const due = candidates
      .filter((item) => {
        if (item.state === 'queued') return force || item.nextAttemptAt <= now;
        // Never an item this very run holds (a send of it is in flight).
        if (item.lease?.token === token) return false;
        return takeOverLeases || (item.lease?.until ?? 0) <= now;
      })
      .slice(0, limit);
    const claimed = due.flatMap((item): OutboxItem[] => {
      const next: OutboxItem = { ...item, lease: { token, until: now + leaseMs }, updatedAt: now };
      return moveTo(next, 'sending') ? [next] : [];
    });
    await db.outbox.bulkPut(claimed);
    return claimed;
  });
}

/** sending -> queued: hands back what a run claimed but did not get to send (it stopped: the server was not reached). */
export async function releaseClaims(db: TurfDatabase, token: string, until: number): Promise<void> {
  await db.outbox
    .where('state')
    .equals('sending')
    .modify((item) => {
      if (item.lease?.token !== token || !moveTo(item, 'queued')) return;
      delete item.lease;
      if (item.nextAttemptAt < until) item.nextAttemptAt = until;
    });
}

/** Where an attempt's result takes a `sending` item. */
function stateAfter(result: SendResult): OutboxState {
  if (result.kind === 'sent') return 'sent';
  if (result.kind === 'retry') return 'queued';
  return result.reason === 'slot-taken' ? 'slot-taken' : 'failed';
}

/**
 * sending -> sent, queued (to be tried again at `retryAt`), slot-taken or failed: records the outcome of an attempt,
 * if the claim is still ours (a sender that lost its claim - it outlived its lease - must not overwrite what the new
 * holder recorded). Returns whether it was recorded.
 */
export function settle(
  db: TurfDatabase,
  id: string,
  token: string,
  result: SendResult,
  options: { now: number; retryAt: number },
): Promise<boolean> {
  const { now, retryAt } = options;
  return db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get(id);
    if (item?.state !== 'sending' || item.lease?.token !== token) return false;
    const next: OutboxItem = { ...item, updatedAt: now };
    delete next.lease;
    if (!moveTo(next, stateAfter(result))) return false;
    if (result.kind === 'sent') {
      next.sentAt = now;
      if (result.price !== undefined) next.price = result.price;
      if (result.advance !== undefined) next.advance = result.advance;
      delete next.failure;
      // The venue has it now; this phone keeps no one's number it no longer needs.
      delete next.phone;
    } else {
      next.attempts = item.attempts + 1;
      next.failure = { reason: result.reason, message: result.message, status: result.status };
      if (result.kind === 'refused' && result.code) next.failure.code = result.code;
      if (result.kind === 'retry') next.nextAttemptAt = retryAt;
    }
    await db.outbox.put(next);
    return true;
  });
}

/** After a failed attempt, everything else waiting waits as long too: the network is down for all of them. */
export async function postponeQueued(db: TurfDatabase, until: number): Promise<void> {
  await db.outbox
    .where('state')
    .equals('queued')
    .modify((item) => {
      if (item.nextAttemptAt < until) item.nextAttemptAt = until;
    });
}

/**
 * failed or slot-taken -> queued: the visitor's "Try again" (and "Send now" on a queued item: due at once). An item
 * sent or being sent meanwhile is left as it is.
 */
export async function requeue(db: TurfDatabase, id: string, now: number): Promise<void> {
  await db.outbox
    .where('id')
    .equals(id)
    .modify((item) => {
      if (item.state !== 'queued' && !canTransition(item.state, 'queued')) return;
      moveTo(item, 'queued');
      item.nextAttemptAt = 0;
      item.updatedAt = now;
      delete item.failure;
    });
}

/** The form told the visitor this request is saved on the phone: its later sending is news for the banner. */
export async function markSavedOnDevice(db: TurfDatabase, id: string): Promise<void> {
  await db.outbox.update(id, { savedOnDevice: true });
}

/** Requests whose Booking ID the visitor has not been shown yet, oldest first. */
export function listUnseen(db: TurfDatabase): Promise<OutboxItem[]> {
  return db.outbox
    .orderBy('createdAt')
    .filter((item) => item.bookingIdUnseen === true)
    .toArray();
}

/** The visitor has been shown this request's Booking ID (the form's dialog, the banner's, or `/my-requests`). */
export async function markBookingIdSeen(db: TurfDatabase, ids: readonly string[]): Promise<void> {
  await db.outbox
    .where('id')
    .anyOf([...ids])
    .modify((item) => {
      delete item.bookingIdUnseen;
    });
}

/** Requests whose standing at the venue may still change (see `WATCHED_STATES`). */
export function listWatched(db: TurfDatabase): Promise<OutboxItem[]> {
  return db.outbox
    .where('state')
    .anyOf([...WATCHED_STATES])
    .toArray();
}

/**
 * sent, confirmed or cancelled -> the venue's answer (nothing else is asked about). Only an answer about the state it was asked in (`askedIn`: the
 * row may have changed meanwhile), and only one the state table allows: the server never gives another (a decided
 * request is never pending again), and a stray answer must not undo a decision on this phone.
 */
export async function recordStanding(
  db: TurfDatabase,
  id: string,
  askedIn: OutboxState,
  answer: OutboxState,
  now: number,
): Promise<void> {
  if (!WATCHED_STATES.includes(askedIn) || answer === askedIn || !canTransition(askedIn, answer)) return;
  await db.outbox
    .where('id')
    .equals(id)
    .modify((item) => {
      if (item.state !== askedIn || !moveTo(item, answer)) return;
      item.updatedAt = now;
      // Made a booking again by the venue: the visitor's own cancellation is over.
      if (answer !== 'cancelled') delete item.cancelledHere;
    });
}

/** The states a visitor may cancel a request from: pending at the venue, or a confirmed booking (issue 31). */
export const CANCELLABLE_STATES: readonly OutboxState[] = ['sent', 'confirmed'];

/**
 * sent or confirmed -> cancelled: the server has just accepted this phone's own cancellation. Its answer holds whatever
 * the phone last heard (a poll may have moved the item on while the cancel was on its way, to confirmed, or to
 * cancelled by this very cancellation), so any of those is marked; the card then says the visitor cancelled it. An
 * item in another state is left alone.
 */
export async function recordOwnCancellation(db: TurfDatabase, id: string, now: number): Promise<void> {
  await db.outbox
    .where('id')
    .equals(id)
    .modify((item) => {
      if (item.state !== 'cancelled' && !CANCELLABLE_STATES.includes(item.state)) return;
      if (!moveTo(item, 'cancelled')) return;
      item.cancelledHere = now;
      item.updatedAt = now;
    });
}

/** Records the price the server stored for request `id`, when it differs from what the device has. */
export async function recordPrice(db: TurfDatabase, id: string, price: number): Promise<void> {
  await db.outbox
    .where('id')
    .equals(id)
    .modify((item) => {
      if (item.price !== price) item.price = price;
    });
}

/**
 * Records where request `id`'s advance stands (a status answer, a report sent, bKash turned off): no state transition,
 * the request's standing at the venue is the status check's. What the server has not said again is kept (`online`
 * from the send's answer, the hold's end once the hold is over).
 */
export async function recordAdvance(db: TurfDatabase, id: string, advance: RequestAdvance): Promise<void> {
  await db.outbox
    .where('id')
    .equals(id)
    .modify((item) => {
      item.advance = { ...item.advance, ...advance };
    });
}

/** The visitor's "Remove": the request leaves this device in whatever state (a queued one is then never sent). */
export function removeItem(db: TurfDatabase, id: string): Promise<void> {
  return db.outbox.delete(id);
}

/**
 * Removes a slot-taken or failed request: one the form has just shown as refused, or one a new request has replaced
 * (a rebooking). Anything else stays (a request retried and sent meanwhile is the visitor's booking). Returns
 * whether it went.
 */
export function removeRefused(db: TurfDatabase, id: string): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get(id);
    if (!item || !REBOOKABLE_STATES.includes(item.state)) return false;
    await db.outbox.delete(id);
    return true;
  });
}

/** What the booking form needs to offer "pick another slot" for a request whose slot was taken. */
export interface RebookDraft {
  id: string;
  date: string;
  name: string;
  phone: string;
}

/** The slot-taken (or failed) request's name, phone and date, or null when it is gone or was sent. */
export async function findRebookDraft(db: TurfDatabase, id: string): Promise<RebookDraft | null> {
  const item = await db.outbox.get(id);
  if (!item?.phone || !REBOOKABLE_STATES.includes(item.state)) return null;
  return { id: item.id, date: item.date, name: item.name, phone: item.phone };
}

/** Where this request's push notices stand (no state transition: any request may be followed). */
export async function setPushFollow(
  db: TurfDatabase,
  id: string,
  push: PushFollow,
  refusal?: ShownProblem,
): Promise<void> {
  await db.outbox.update(id, { push, pushRefusal: refusal?.message, pushRefusalCode: refusal?.code });
}

/** Requests the visitor wants push notices for, not yet followed by the server. */
export function listWantingPush(db: TurfDatabase): Promise<OutboxItem[]> {
  return db.outbox.filter((item) => item.push === 'wanted').toArray();
}

/** Requests the server follows for this device (re-sent when the browser renews the subscription). */
export function listFollowed(db: TurfDatabase): Promise<OutboxItem[]> {
  return db.outbox.filter((item) => item.push === 'on').toArray();
}
