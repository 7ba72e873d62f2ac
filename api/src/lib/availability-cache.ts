import type { TakenSlots } from '@turf/sync-contract/schemas';

interface Entry {
  slots: TakenSlots;
  expiresAt: number;
}

/**
 * Taken slots per date, kept in memory so the public availability read, the most frequent call by far, rarely
 * touches the database. Every write in this process invalidates its date at once; other processes learn through
 * PostgreSQL NOTIFY, and the short TTL bounds staleness if a notification is ever missed. Correctness never rests on
 * this cache: the unique index decides who gets a slot.
 */
export class AvailabilityCache {
  private readonly entries = new Map<string, Entry>();
  // A load is stored only while it is still the date's load here: a write (or clear) meanwhile removes it, so a
  // read that began before a write cannot store its stale answer after it.
  private readonly loading = new Map<string, Promise<TakenSlots>>();

  constructor(
    private readonly load: (date: string) => Promise<TakenSlots>,
    private readonly ttlMs = 1000,
    private readonly maxEntries = 1000,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get(date: string): Promise<TakenSlots> {
    const entry = this.entries.get(date);
    if (entry && entry.expiresAt > this.clock()) return Promise.resolve(entry.slots);
    const pending = this.loading.get(date);
    if (pending) return pending;
    const promise = this.load(date).then(
      (slots) => {
        if (this.loading.get(date) !== promise) return slots;
        this.loading.delete(date);
        if (this.entries.size >= this.maxEntries) this.entries.clear();
        this.entries.set(date, { slots, expiresAt: this.clock() + this.ttlMs });
        return slots;
      },
      (error: unknown) => {
        if (this.loading.get(date) === promise) this.loading.delete(date);
        throw error;
      },
    );
    this.loading.set(date, promise);
    return promise;
  }

  invalidate(date: string): void {
    this.entries.delete(date);
    this.loading.delete(date);
  }

  /** Forget everything (e.g. after the notification channel reconnects and may have missed messages). */
  clear(): void {
    this.entries.clear();
    this.loading.clear();
  }
}
