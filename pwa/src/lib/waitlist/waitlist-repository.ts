import type { WaitlistStanding } from '@turf/sync-contract/schemas';
import type { TurfDatabase } from '../db';
import { type DeviceWaitlistEntry, LIVE_WAITLIST_STATES } from './waitlist-entry';

/**
 * The one module that reads and writes the Dexie `waitlist` table (issue 31). The server decides where an entry stands;
 * the device only keeps what it last heard, so every write here is a record of an answer, never a move of its own.
 */

export type NewWaitlistEntry = Pick<DeviceWaitlistEntry, 'id' | 'key' | 'date' | 'slotId' | 'time' | 'lang'>;

/**
 * The server took the device onto the list. A re-join answers the entry this device already has (the same id): its
 * standing is brought up to date, its key, the one that entry was made with, is kept, and it shows again if removed.
 */
export async function recordJoined(
  db: TurfDatabase,
  input: NewWaitlistEntry,
  standing: WaitlistStanding,
  now: number,
): Promise<DeviceWaitlistEntry> {
  return db.transaction('rw', db.waitlist, async () => {
    const known = await db.waitlist.get(input.id);
    const entry: DeviceWaitlistEntry = known
      ? { ...known, standing, heardAt: now }
      : { ...input, standing, heardAt: now, createdAt: now };
    delete entry.gone;
    delete entry.removed;
    await db.waitlist.put(entry);
    return entry;
  });
}

export function getWaitlistEntry(db: TurfDatabase, id: string): Promise<DeviceWaitlistEntry | undefined> {
  return db.waitlist.get(id);
}

/**
 * The entry this device has had for a slot, if any, removed from the page or not (the newest: a slot may have been
 * joined, left and joined again).
 */
export async function findEntryForSlot(
  db: TurfDatabase,
  date: string,
  slotId: string,
): Promise<DeviceWaitlistEntry | undefined> {
  const entries = await listWaitlistEntries(db);
  return entries.find((entry) => entry.date === date && entry.slotId === slotId);
}

/** Every entry on the device, newest first, the removed ones too. */
export function listWaitlistEntries(db: TurfDatabase): Promise<DeviceWaitlistEntry[]> {
  return db.waitlist.orderBy('createdAt').reverse().toArray();
}

/**
 * What the server said of the entry just now. An answer older than the one kept (two tabs asking at once, an accept
 * racing a poll) never overwrites a newer one: `heardAt` orders them.
 */
export async function recordStanding(
  db: TurfDatabase,
  id: string,
  standing: WaitlistStanding,
  heardAt: number,
): Promise<void> {
  await db.waitlist
    .where('id')
    .equals(id)
    .modify((entry) => {
      if (entry.heardAt > heardAt) return;
      entry.standing = standing;
      entry.heardAt = heardAt;
      delete entry.gone;
    });
}

/**
 * The offer's push reached this device (the service worker): the entry reads offered until `offerEndsAt` from now on,
 * offline too, though no page has asked yet. Only an entry heard waiting or offered is moved, and only by a push newer
 * than what was heard: a later answer (taken, declined) stands.
 */
export async function recordPushedOffer(
  db: TurfDatabase,
  id: string,
  offerEndsAt: string,
  heardAt: number,
): Promise<void> {
  await db.waitlist
    .where('id')
    .equals(id)
    .modify((entry) => {
      if (entry.heardAt > heardAt || !LIVE_WAITLIST_STATES.includes(entry.standing.state)) return;
      entry.standing = { ...entry.standing, state: 'offered', offerEndsAt };
      entry.heardAt = heardAt;
    });
}

/** The server knows no entry by this id any more: it is over, whatever was last heard. */
export async function recordGone(db: TurfDatabase, id: string): Promise<void> {
  await db.waitlist.update(id, { gone: true });
}

/**
 * The cancel key the accepted offer's request will have, kept before the accept is sent; an entry that has one keeps
 * it (a second tap after a lost answer must send the same). Returns the key to send.
 */
export function keepAcceptCancelKey(db: TurfDatabase, id: string, fresh: string): Promise<string | undefined> {
  return db.transaction('rw', db.waitlist, async () => {
    const entry = await db.waitlist.get(id);
    if (!entry) return undefined;
    if (entry.acceptCancelKey !== undefined) return entry.acceptCancelKey;
    await db.waitlist.update(id, { acceptCancelKey: fresh });
    return fresh;
  });
}

/**
 * The accepted offer's request is recorded on this phone (with the cancel key): the entry stops waiting for it, so no
 * poll sends the accept again, even after the visitor removes the request.
 */
export async function recordAcceptedRequestKept(db: TurfDatabase, id: string): Promise<void> {
  await db.waitlist
    .where('id')
    .equals(id)
    .modify((entry) => {
      delete entry.acceptCancelKey;
    });
}

/**
 * The visitor's Remove (only an ended entry is offered it): the entry leaves the page, its key stays for the slot
 * (`removed`). Removed entries of days gone by are of no use any more, and leave the device.
 */
export async function removeWaitlistEntry(db: TurfDatabase, id: string, today: string): Promise<void> {
  await db.transaction('rw', db.waitlist, async () => {
    await db.waitlist.update(id, { removed: true });
    await db.waitlist.filter((entry) => entry.removed === true && entry.date < today).delete();
  });
}
