interface Entry<Answer> {
  answer: Answer;
  expiresAt: number;
}

/**
 * Taken slots per date, kept in memory so the public availability read, the most frequent call by far, rarely
 * touches the database. Every write in this process invalidates its date at once; other processes learn through
 * PostgreSQL NOTIFY, and the short TTL bounds staleness if a notification is ever missed. Correctness never rests on
 * this cache: the unique index decides who gets a slot.
 * What is kept per date is whatever the loader makes of it (the app keeps the answer's bytes and ETag with the
 * slots), so everything derived from a date's slots is forgotten together with them.
 */
export class AvailabilityCache<Answer> {
  private readonly entries = new Map<string, Entry<Answer>>();
  // A load is stored only while it is still the date's load here: a write (or clear) meanwhile removes it, so a
  // read that began before a write cannot store its stale answer after it.
  private readonly loading = new Map<string, Promise<Answer>>();

  constructor(
    private readonly load: (date: string) => Promise<Answer>,
    private readonly ttlMs = 1000,
    private readonly maxEntries = 1000,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** The date's answer if it is in memory and fresh, without a promise (for callers that can answer at once). */
  held(date: string): Answer | undefined {
    const entry = this.entries.get(date);
    return entry !== undefined && entry.expiresAt > this.clock() ? entry.answer : undefined;
  }

  get(date: string): Promise<Answer> {
    const held = this.held(date);
    if (held !== undefined) return Promise.resolve(held);
    const pending = this.loading.get(date);
    if (pending) return pending;
    const promise = this.load(date).then(
      (answer) => {
        if (this.loading.get(date) !== promise) return answer;
        this.loading.delete(date);
        if (this.entries.size >= this.maxEntries) this.entries.clear();
        this.entries.set(date, { answer, expiresAt: this.clock() + this.ttlMs });
        return answer;
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
