import { describe, expect, it } from 'vitest';
import { AvailabilityCache } from '../../../src/lib/bookings/availability-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('AvailabilityCache', () => {
  it('serves repeated reads from memory until the TTL passes', async () => {
    let now = 0;
    let loads = 0;
    const cache = new AvailabilityCache(
      async () => {
        loads++;
        return ['M-1'];
      },
      1000,
      100,
      () => now,
    );
    expect(await cache.get('2026-12-01')).toEqual(['M-1']);
    expect(await cache.get('2026-12-01')).toEqual(['M-1']);
    expect(loads).toBe(1);
    now = 1001;
    await cache.get('2026-12-01');
    expect(loads).toBe(2);
  });

  it('shares one load among concurrent misses', async () => {
    let loads = 0;
    const gate = deferred<['N-1']>();
    const cache = new AvailabilityCache(() => {
      loads++;
      return gate.promise;
    });
    const reads = [cache.get('d'), cache.get('d'), cache.get('d')];
    gate.resolve(['N-1']);
    expect(await Promise.all(reads)).toEqual([['N-1'], ['N-1'], ['N-1']]);
    expect(loads).toBe(1);
  });

  it('never keeps an answer loaded before an invalidation of its date', async () => {
    const answers = [deferred<string[]>(), deferred<string[]>()];
    let call = 0;
    const cache = new AvailabilityCache(
      () => (answers[call++] as ReturnType<typeof deferred<string[]>>).promise as never,
    );
    const stale = cache.get('d');
    cache.invalidate('d'); // a booking was written while the first read was in the database
    answers[0]?.resolve([]);
    expect(await stale).toEqual([]);
    const fresh = cache.get('d');
    answers[1]?.resolve(['A-1']);
    expect(await fresh).toEqual(['A-1']);
    expect(call).toBe(2);
  });

  it('forgets everything on clear (after a lost notification channel)', async () => {
    let loads = 0;
    const cache = new AvailabilityCache(async () => {
      loads++;
      return [];
    });
    await cache.get('a');
    await cache.get('b');
    cache.clear();
    await cache.get('a');
    await cache.get('b');
    expect(loads).toBe(4);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const cache = new AvailabilityCache(async () => {
      if (fail) throw new Error('db down');
      return ['L-1'];
    });
    await expect(cache.get('d')).rejects.toThrow('db down');
    fail = false;
    expect(await cache.get('d')).toEqual(['L-1']);
  });

  it('keeps whatever the loader makes of a date, and forgets all of it together', async () => {
    let loads = 0;
    const cache = new AvailabilityCache(async (date) => ({ date, body: `loaded ${++loads}` }));
    const first = await cache.get('d');
    expect(await cache.get('d')).toBe(first);
    cache.invalidate('d');
    const second = await cache.get('d');
    expect(second).toEqual({ date: 'd', body: 'loaded 2' });
    expect(second).not.toBe(first);
  });
});
