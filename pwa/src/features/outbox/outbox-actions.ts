import { db } from '../../lib/db';
import { publishOutboxNews } from '../../lib/outbox-badge';
import { countWaiting, removeItem, requeue } from './outbox-repository';
import { outboxEngine } from './outbox-sync';

/** The visitor's "Try again" on a failed or slot-taken item, or "Send now" on a queued one. */
export async function retryOutboxItem(id: string): Promise<void> {
  await requeue(db, id, Date.now());
  await outboxEngine.flush({ force: true });
}

/** The visitor's "Remove": the request leaves this device (a queued one is then never sent). */
export async function removeOutboxItem(id: string): Promise<void> {
  await removeItem(db, id);
  publishOutboxNews({ type: 'waiting', count: await countWaiting(db) });
}
