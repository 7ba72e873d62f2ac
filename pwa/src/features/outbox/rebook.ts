import { db } from '../../lib/db';

/** What the booking form needs to offer "pick another slot" for a request whose slot was taken. */
export interface RebookDraft {
  id: string;
  date: string;
  name: string;
  phone: string;
}

/** The slot-taken (or failed) request's name, phone and date, or null when it is gone or was sent. */
export async function getRebookDraft(id: string): Promise<RebookDraft | null> {
  const item = await db.outbox.get(id);
  if (!item?.phone || (item.state !== 'slot-taken' && item.state !== 'failed')) return null;
  return { id: item.id, date: item.date, name: item.name, phone: item.phone };
}

/** Once the new request is made, the old one has served its purpose. */
export async function forgetRebooked(id: string): Promise<void> {
  const item = await db.outbox.get(id);
  if (item && (item.state === 'slot-taken' || item.state === 'failed')) await db.outbox.delete(id);
}
