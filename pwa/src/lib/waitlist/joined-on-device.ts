/**
 * localStorage: set once this device has joined a waitlist. The slot list opens the device's database (Dexie) to show
 * where this device stands on a booked slot only then: a first visit to `/slots` loads no database library (decision
 * 057). Kept here, in the waitlist's lazy chunks, rather than with `STORAGE_KEYS` in `lib/config.ts`, which every page
 * loads first (and `/` is at its budget).
 */
const JOINED_KEY = 'turf.waitlist.joined';

export function markJoinedOnDevice(): void {
  try {
    globalThis.localStorage?.setItem(JOINED_KEY, '1');
  } catch {
    // Private mode: the slot list only shows `Notify me`; `/my-requests` has the entry all the same.
  }
}

/** Whether this device has joined a waitlist. Storage that cannot be read answers yes: the database is looked in then. */
export function joinedOnDevice(): boolean {
  try {
    const storage = globalThis.localStorage;
    return !storage || storage.getItem(JOINED_KEY) !== null;
  } catch {
    return true;
  }
}
