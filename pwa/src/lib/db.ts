import type { SlotId } from '@turf/sync-contract/slots';
import Dexie, { type EntityTable } from 'dexie';

/** The last answer the server gave for a date's taken slots, kept so the slot list works offline. */
export interface CachedAvailability {
  date: string;
  taken: SlotId[];
  /** Epoch ms when the server answered. */
  fetchedAt: number;
}

export type OutboxState =
  | 'queued'
  | 'sending'
  | 'sent'
  | 'confirmed'
  | 'rejected'
  | 'cancelled'
  | 'slot-taken'
  | 'failed';
export type OutboxFailureReason = 'offline' | 'slot-taken' | 'invalid' | 'server';

/** A booking request made on this device. It stays here until the visitor removes it. */
export interface OutboxItem {
  /** The device-made Booking ID; the server dedupes by it, so a resend is harmless. */
  id: string;
  date: string;
  slotId: SlotId;
  time: string;
  name: string;
  /** Dropped once the server has acknowledged the request: the device keeps no phone number it no longer needs. */
  phone?: string;
  state: OutboxState;
  /** Why the last attempt did not end in `sent`; `status` is the HTTP status when the server answered. */
  failure?: { reason: OutboxFailureReason; message: string; status?: number };
  attempts: number;
  /** Epoch ms before which the sender leaves a failed-to-reach item alone (backoff). */
  nextAttemptAt: number;
  /**
   * Set while one sender has claimed the item (state `sending`). Only the claim's holder may settle it, and
   * a claim whose holder died (tab closed mid-send) is taken over once `until` passes or by the lock holder.
   */
  lease?: { token: string; until: number };
  /** Epoch ms the server acknowledged the request. */
  sentAt?: number;
  /** The visitor was told it is saved on this phone, so its later sending is news worth a banner. */
  savedOnDevice?: boolean;
  createdAt: number;
  updatedAt: number;
}

/** Admin lists kept for reading offline (`Offline - as of {time}`). */
export interface AdminCacheEntry {
  key: string;
  data: unknown;
  fetchedAt: number;
}

/** The one IndexedDB schema of the app. Add a new `version(n)` for every change; never edit an old one. */
export class TurfDatabase extends Dexie {
  availability!: EntityTable<CachedAvailability, 'date'>;
  outbox!: EntityTable<OutboxItem, 'id'>;
  adminCache!: EntityTable<AdminCacheEntry, 'key'>;

  constructor(name = 'turf') {
    super(name);
    this.version(1).stores({
      availability: 'date, fetchedAt',
      outbox: 'id, state, nextAttemptAt, createdAt',
      adminCache: 'key',
    });
  }
}

export const db = new TurfDatabase();
