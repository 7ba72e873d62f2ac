import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOST_DATES_KEPT } from '../../src/features/slots/api/availability-copies';
import { getTakenSlots, useTakenSlots } from '../../src/features/slots/api/get-taken-slots';
import { STORAGE_KEYS } from '../../src/lib/config';

/** The copies as the phone keeps them (localStorage, decision 057). */
function storedCopies(): Record<string, { value: string[]; fetchedAt: number }> {
  return JSON.parse(localStorage.getItem(STORAGE_KEYS.availabilityCopies) ?? '{}');
}

function keepCopy(date: string, value: string[], fetchedAt: number): void {
  localStorage.setItem(
    STORAGE_KEYS.availabilityCopies,
    JSON.stringify({ ...storedCopies(), [date]: { value, fetchedAt } }),
  );
}

let taken: string[] = [];
let reachable = true;
const requests: string[] = [];
const cacheModes: (RequestCache | undefined)[] = [];

function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  requests.push(String(input));
  cacheModes.push(init?.cache);
  if (!reachable) return Promise.reject(new TypeError('Failed to fetch'));
  return Promise.resolve(new Response(JSON.stringify(taken), { status: 200 }));
}

function setOnLine(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
}

beforeEach(async () => {
  taken = [];
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
    expect(requests).toEqual(['/api/bookings?date=2030-03-06']);
    expect(cacheModes).toEqual(['no-cache']);
  });

  it('stores every server answer with its time at once, so a reload straight after finds it', async () => {
    taken = ['M-1', 'N-2'];
    const view = await getTakenSlots('2030-03-01');
    expect(view).toMatchObject({ taken: ['M-1', 'N-2'], source: 'server' });
    expect(storedCopies()['2030-03-01']).toEqual({ value: ['M-1', 'N-2'], fetchedAt: view.asOf });
  });

  it('answers from the device copy when the server cannot be reached, and "unknown" for a date never seen', async () => {
    taken = ['A-3'];
    const fresh = await getTakenSlots('2030-03-02');
    reachable = false;
    expect(await getTakenSlots('2030-03-02')).toEqual({ taken: ['A-3'], source: 'cache', asOf: fresh.asOf });
    expect(await getTakenSlots('2030-03-03')).toEqual({ taken: [], source: 'unknown', asOf: null });
  });

  it('keeps the newest answers of at most MOST_DATES_KEPT dates, the other dates untouched', async () => {
    for (let day = 0; day < MOST_DATES_KEPT; day += 1)
      keepCopy(`2031-01-${String(day + 1).padStart(2, '0')}x`, ['M-1'], 1000 + day);
    taken = ['N-1'];
    const view = await getTakenSlots('2030-03-09');
    const copies = storedCopies();
    expect(Object.keys(copies)).toHaveLength(MOST_DATES_KEPT);
    expect(copies['2030-03-09']).toEqual({ value: ['N-1'], fetchedAt: view.asOf });
    // The one the server gave longest ago made room.
    expect(copies['2031-01-01x']).toBeUndefined();
    expect(copies['2031-01-02x']).toEqual({ value: ['M-1'], fetchedAt: 1001 });
  });

  it('treats storage holding something else, or blocked storage, as no copy, and still shows the answer', async () => {
    localStorage.setItem(STORAGE_KEYS.availabilityCopies, '[not json');
    setOnLine(false);
    expect(await getTakenSlots('2030-03-06')).toEqual({ taken: [], source: 'unknown', asOf: null });
    localStorage.setItem(
      STORAGE_KEYS.availabilityCopies,
      JSON.stringify({ '2030-03-06': { value: 'M-1', fetchedAt: 5 } }),
    );
    expect(await getTakenSlots('2030-03-06')).toEqual({ taken: [], source: 'unknown', asOf: null });

    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      expect(await getTakenSlots('2030-03-06')).toEqual({ taken: [], source: 'unknown', asOf: null });
    } finally {
      getItem.mockRestore();
    }

    setOnLine(true);
    taken = ['M-4'];
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(await getTakenSlots('2030-03-07')).toMatchObject({ taken: ['M-4'], source: 'server' });
    } finally {
      setItem.mockRestore();
    }
  });

  it('does not wait for a timeout when the browser knows it is offline', async () => {
    keepCopy('2030-03-04', ['L-1'], 123);
    setOnLine(false);
    expect(await getTakenSlots('2030-03-04')).toEqual({ taken: ['L-1'], source: 'cache', asOf: 123 });
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
    await waitFor(() => expect(result.current.data).toEqual({ taken: ['M-2'], source: 'cache', asOf: 1000 }));
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });

    taken = ['M-2', 'M-3'];
    setOnLine(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.data).toMatchObject({ taken: ['M-2', 'M-3'], source: 'server' }));
    client.clear();
  });

  it('does nothing without a date', () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useTakenSlots(null), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(requests.filter((url) => url.includes('/api/bookings'))).toEqual([]);
  });
});
