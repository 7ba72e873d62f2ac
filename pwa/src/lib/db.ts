import Dexie, { type EntityTable } from 'dexie';
import type { OutboxItem } from '../outbox/outbox-item';
import { STORAGE_KEYS } from './config';
import type { DeviceWaitlistEntry } from './waitlist/waitlist-entry';

/** Admin lists kept for reading offline (`Offline - as of {time}`). */
export interface AdminCacheEntry {
  key: string;
  data: unknown;
  fetchedAt: number;
}

/** The one IndexedDB schema of the app. Add a new `version(n)` for every change; never edit an old one. */
export class TurfDatabase extends Dexie {
  /** Read and written only through `outbox/outbox-repository.ts`, which keeps to the outbox's state table. */
  outbox!: EntityTable<OutboxItem, 'id'>;
  adminCache!: EntityTable<AdminCacheEntry, 'key'>;
  /** Read and written only through `waitlist/waitlist-repository.ts`. */
  waitlist!: EntityTable<DeviceWaitlistEntry, 'id'>;

  constructor(name: string = STORAGE_KEYS.database) {
    super(name);
    this.version(1).stores({
      availability: 'date, fetchedAt',
      outbox: 'id, state, nextAttemptAt, createdAt',
      adminCache: 'key',
    });
    // Issue 16: the venue's settings as the visitor last saw them.
    this.version(2).stores({ settings: 'key' });
    // Decision 055: the pages carry the settings they were rendered with, and the service worker keeps the pages; the
    // phone's own copy went with that.
    this.version(3).stores({ settings: null });
    // Decision 057: the offline copies of each date's taken slots live in localStorage, so /slots needs no Dexie.
    this.version(4).stores({ availability: null });
    // Issue 31: the waitlist entries this device joined, kept to show them offline and to answer for them.
    this.version(5).stores({ waitlist: 'id, createdAt' });
  }
}

export const db = new TurfDatabase();
