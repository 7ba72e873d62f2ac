import type { OutboxItem, OutboxState, TurfDatabase } from '../../lib/db';
import type { SendResult } from './send-request';

/** States in which an item still has to reach the server. */
export const WAITING_STATES: readonly OutboxState[] = ['queued', 'sending'];

export type NewOutboxItem = Pick<OutboxItem, 'id' | 'date' | 'slotId' | 'time' | 'name' | 'phone'>;

export async function addOutboxItem(db: TurfDatabase, input: NewOutboxItem, now: number): Promise<OutboxItem> {
  const item: OutboxItem = { ...input, state: 'queued', attempts: 0, nextAttemptAt: 0, createdAt: now, updatedAt: now };
  await db.outbox.add(item);
  return item;
}

export function countWaiting(db: TurfDatabase): Promise<number> {
  return db.outbox.where('state').anyOf(WAITING_STATES).count();
}

/**
 * Atomically takes up to `limit` of the oldest items that are due and not held by a live sender, marking them
 * `sending` under one fresh lease (one transaction for the lot: a queue that built up offline is claimed at
 * once). `takeOverLeases` is for the Web Lock holder: no other sender can be alive, so any `sending` item is
 * left over from a sender that died (a reload mid-send) and is sent again (the server dedupes).
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
    const claimed = due.map(
      (item): OutboxItem => ({ ...item, state: 'sending', lease: { token, until: now + leaseMs }, updatedAt: now }),
    );
    await db.outbox.bulkPut(claimed);
    return claimed;
  });
}

/** Hands back what a run claimed but did not get to send (it stopped: the server could not be reached). */
export async function releaseClaims(db: TurfDatabase, token: string, until: number): Promise<void> {
  await db.outbox
    .where('state')
    .equals('sending')
    .modify((item) => {
      if (item.lease?.token !== token) return;
      item.state = 'queued';
      delete item.lease;
      if (item.nextAttemptAt < until) item.nextAttemptAt = until;
    });
}

/**
 * Records the outcome of an attempt, if the claim is still ours (a sender that lost its claim - it outlived
 * its lease - must not overwrite what the new holder recorded). Returns whether it was recorded.
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
    if (result.kind === 'sent') {
      next.state = 'sent';
      next.sentAt = now;
      delete next.failure;
      // The venue has it now; this phone keeps no one's number it no longer needs.
      delete next.phone;
    } else if (result.kind === 'retry') {
      next.state = 'queued';
      next.attempts = item.attempts + 1;
      next.nextAttemptAt = retryAt;
      next.failure = { reason: result.reason, message: result.message, status: result.status };
    } else {
      next.state = result.reason === 'slot-taken' ? 'slot-taken' : 'failed';
      next.attempts = item.attempts + 1;
      next.failure = { reason: result.reason, message: result.message, status: result.status };
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

/** Earliest time a queued item is due, or null when nothing waits. */
export async function nextDueAt(db: TurfDatabase): Promise<number | null> {
  const queued = await db.outbox.where('state').anyOf(WAITING_STATES).toArray();
  if (queued.length === 0) return null;
  return Math.min(...queued.map((item) => (item.state === 'queued' ? item.nextAttemptAt : (item.lease?.until ?? 0))));
}

/** The visitor asked to try a failed or slot-taken item again (or to send a queued one now). */
export async function requeue(db: TurfDatabase, id: string, now: number): Promise<void> {
  await db.outbox
    .where('id')
    .equals(id)
    .modify((item) => {
      if (item.state === 'failed' || item.state === 'slot-taken' || item.state === 'queued') {
        item.state = 'queued';
        item.nextAttemptAt = 0;
        item.updatedAt = now;
        delete item.failure;
      }
    });
}

export function removeItem(db: TurfDatabase, id: string): Promise<void> {
  return db.outbox.delete(id);
}

export function listItems(db: TurfDatabase): Promise<OutboxItem[]> {
  return db.outbox.orderBy('createdAt').reverse().toArray();
}
