import { db } from '../lib/db';
import type { RequestAdvance } from './outbox-item';
import { publishOutboxNews } from './outbox-news';
import {
  countWaiting,
  findRebookDraft,
  listUnseen,
  markBookingIdSeen,
  type RebookDraft,
  recordAdvance,
  removeItem,
  requeue,
} from './outbox-repository';
import { outboxEngine, publishUnseen } from './outbox-runner';

/** The visitor's "Try again" on a failed or slot-taken item, or "Send now" on a queued one. */
export async function retryOutboxItem(id: string): Promise<void> {
  await requeue(db, id, Date.now());
  await outboxEngine.flush({ force: true });
}

/** The visitor's "Remove": the request leaves this device (a queued one is then never sent). */
export async function removeOutboxItem(id: string): Promise<void> {
  await removeItem(db, id);
  publishOutboxNews({ type: 'waiting', count: await countWaiting(db) });
  await publishUnseen();
}

/** The visitor has been shown these Booking IDs (the banner's dialog); with none given, every one (`/my-requests`). */
export async function markBookingIdsShown(ids?: readonly string[]): Promise<void> {
  await markBookingIdSeen(db, ids ?? (await listUnseen(db)).map((item) => item.id));
  await publishUnseen();
}

/** "Pick another slot": the refused request's name, phone and date for the booking form, or null when it is gone. */
export function getRebookDraft(id: string): Promise<RebookDraft | null> {
  return findRebookDraft(db, id);
}

/** What the visitor's own payment step learnt of a request's advance (reported, lapsed, bKash off), kept on the phone. */
export function noteRequestAdvance(id: string, advance: RequestAdvance): Promise<void> {
  return recordAdvance(db, id, advance);
}
