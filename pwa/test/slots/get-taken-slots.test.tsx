import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOST_DATES_KEPT } from '../../src/features/slots/api/availability-copies';
import { getTakenSlots, useTakenSlots } from '../../src/features/slots/api/get-taken-slots';
import { STORAGE_KEYS } from '../../src/lib/config';

type Kept = { booked: string[]; closed: string[] } | string[];

/** The copies as the phone keeps them (localStorage, decision 057). */
function storedCopies(): Record<string, { value: Kept; fetchedAt: number }> {
  return JSON.parse(localStorage.getItem(STORAGE_KEYS.availabilityCopies) ?? '{}');
}

/** A copy as this version keeps it, or as one before decision 080 did (the day's taken slots as one list). */
function keepCopy(date: string, value: Kept, fetchedAt: number): void {
  localStorage.setItem(
    STORAGE_KEYS.availabilityCopies,
    JSON.stringify({ ...storedCopies(), [date]: { value, fetchedAt } }),
  );
}

/** What the fake server answers for any date. */
let booked: string[] = [];
let closed: string[] = [];
let reachable = true;
const requests: string[] = [];
const cacheModes: (RequestCache | undefined)[] = [];

function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  requests.push(String(input));
  cacheModes.push(init?.cache);
  if (!reachable) return Promise.reject(new TypeError('Failed to fetch'));
  return Promise.resolve(new Response(JSON.stringify({ booked, closed }), { status: 200 }));
}

function setOnLine(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

beforeEach(async () => {
  booked = [];
  closed = [];
  reachable = true;
  requests.length = 0;
  cacheModes.length = 0;
  setOnLine(true);
  vi.stubGlobal('fetch', fakeFetch);
  localStorage.removeItem(STORAGE_KEYS.availabilityCopies);
});
afterEach(() => vi.unstubAllGlobals());

describe('getTakenSlots', () => {
  it('lets the browser keep the answer but revalidate it each time (ETag: a current copy costs a 304)', async () => {
    await getTakenSlots('2030-03-06');
    expect(requests).toEqual(['/api/availability?date=2030-03-06']);
    expect(cacheModes).toEqual(['no-cache']);
  });

  it('stores every server answer with its time at once, so a reload straight after finds it', async () => {
    booked = ['M-1', 'N-2'];
    closed = ['A-1'];
    const view = await getTakenSlots('2030-03-01');
    expect(view).toMatchObject({ taken: ['M-1', 'N-2', 'A-1'], closed: ['A-1'], source: 'server' });
    expect(storedCopies()['2030-03-01']).toEqual({
      value: { booked: ['M-1', 'N-2'], closed: ['A-1'] },
      fetchedAt: view.asOf,
    });
  });

  it('answers from the device copy when the server cannot be reached, and "unknown" for a date never seen', async () => {
    booked = ['A-3'];
    closed = ['N-4'];
    const fresh = await getTakenSlots('2030-03-02');
    reachable = false;
    expect(await getTakenSlots('2030-03-02')).toEqual({
      taken: ['A-3', 'N-4'],
      closed: ['N-4'],
      source: 'cache',
      asOf: fresh.asOf,
    });
    expect(await getTakenSlots('2030-03-03')).toEqual({ taken: [], closed: [], source: 'unknown', asOf: null });
  });

  it('reads a copy an older version kept (one list of taken slots) as all booked, and keeps it in the new form', async () => {
    keepCopy('2030-03-08', ['M-1', 'N-2'], 456);
    setOnLine(false);
    expect(await getTakenSlots('2030-03-08')).toEqual({
      taken: ['M-1', 'N-2'],
      closed: [],
      source: 'cache',
      asOf: 456,
    });
    // The next answer stored rewrites the kept copies in this version's form, the old one with the rest.
    setOnLine(true);
    await getTakenSlots('2030-03-10');
    expect(storedCopies()['2030-03-08']).toEqual({ value: { booked: ['M-1', 'N-2'], closed: [] }, fetchedAt: 456 });
  });

  it('keeps the newest answers of at most MOST_DATES_KEPT dates, the other dates untouched', async () => {
    for (let day = 0; day < MOST_DATES_KEPT; day += 1)
      keepCopy(`2031-01-${String(day + 1).padStart(2, '0')}x`, ['M-1'], 1000 + day);
    booked = ['N-1'];
    const view = await getTakenSlots('2030-03-09');
    const copies = storedCopies();
    expect(Object.keys(copies)).toHaveLength(MOST_DATES_KEPT);
    expect(copies['2030-03-09']).toEqual({ value: { booked: ['N-1'], closed: [] }, fetchedAt: view.asOf });
    // The one the server gave longest ago made room.
    expect(copies['2031-01-01x']).toBeUndefined();
    expect(copies['2031-01-02x']).toEqual({ value: { booked: ['M-1'], closed: [] }, fetchedAt: 1001 });
  });

  it('treats storage holding something else, or blocked storage, as no copy, and still shows the answer', async () => {
    localStorage.setItem(STORAGE_KEYS.availabilityCopies, '[not json');
    setOnLine(false);
    expect(await getTakenSlots('2030-03-06')).toEqual({ taken: [], closed: [], source: 'unknown', asOf: null });
    localStorage.setItem(
      STORAGE_KEYS.availabilityCopies,
      JSON.stringify({ '2030-03-06': { value: 'M-1', fetchedAt: 5 } }),
    );
    expect(await getTakenSlots('2030-03-06')).toEqual({ taken: [], closed: [], source: 'unknown', asOf: null });

    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      expect(await getTakenSlots('2030-03-06')).toEqual({ taken: [], closed: [], source: 'unknown', asOf: null });
    } finally {
      getItem.mockRestore();
    }

    setOnLine(true);
    booked = ['M-4'];
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(await getTakenSlots('2030-03-07')).toMatchObject({ taken: ['M-4'], closed: [], source: 'server' });
    } finally {
      setItem.mockRestore();
    }
  });

  it('does not wait for a timeout when the browser knows it is offline', async () => {
    keepCopy('2030-03-04', ['L-1'], 123);
    setOnLine(false);
    expect(await getTakenSlots('2030-03-04')).toEqual({ taken: ['L-1'], closed: [], source: 'cache', asOf: 123 });
    expect(requests).toEqual([]);
  });
});

describe('useTakenSlots', () => {
  it('shows the device copy offline and refreshes by itself when the network returns', async () => {
    keepCopy('2030-03-05', ['M-2'], 1000);
    setOnLine(false);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useTakenSlots('2030-03-05'), { wrapper });
    await waitFor(() =>
      expect(result.current.data).toEqual({ taken: ['M-2'], closed: [], source: 'cache', asOf: 1000 }),
    );
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });

    booked = ['M-2'];
    closed = ['M-3'];
    setOnLine(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() =>
      expect(result.current.data).toMatchObject({ taken: ['M-2', 'M-3'], closed: ['M-3'], source: 'server' }),
    );
    client.clear();
  });

  it('does nothing without a date', () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useTakenSlots(null), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(requests.filter((url) => url.includes('/api/'))).toEqual([]);
  });
});
