import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getTakenSlots, useTakenSlots } from '../../src/features/slots/api/get-taken-slots';
import { db } from '../../src/lib/db';

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
  await db.availability.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('getTakenSlots', () => {
  it('lets the browser keep the answer but revalidate it each time (ETag: a current copy costs a 304)', async () => {
    await getTakenSlots('2030-03-06');
    expect(requests).toEqual(['/api/bookings?date=2030-03-06']);
    expect(cacheModes).toEqual(['no-cache']);
  });

  it('stores every server answer with its time, once the page is idle', async () => {
    taken = ['M-1', 'N-2'];
    const view = await getTakenSlots('2030-03-01');
    expect(view).toMatchObject({ taken: ['M-1', 'N-2'], source: 'server' });
    await waitFor(
      async () =>
        expect(await db.availability.get('2030-03-01')).toEqual({
          date: '2030-03-01',
          taken: ['M-1', 'N-2'],
          fetchedAt: view.asOf,
        }),
      { timeout: 3_000 },
    );
  });

  it('writes the copy at once when the visitor leaves the page', async () => {
    taken = ['A-1'];
    const view = await getTakenSlots('2030-03-05');
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    await waitFor(async () =>
      expect(await db.availability.get('2030-03-05')).toEqual({
        date: '2030-03-05',
        taken: ['A-1'],
        fetchedAt: view.asOf,
      }),
    );
  });

  it('answers from the device copy when the server cannot be reached, and "unknown" for a date never seen', async () => {
    taken = ['A-3'];
    const fresh = await getTakenSlots('2030-03-02');
    reachable = false;
    // Before the copy is written (the page is not idle yet) as well as after.
    expect(await getTakenSlots('2030-03-02')).toEqual({ taken: ['A-3'], source: 'cache', asOf: fresh.asOf });
    await waitFor(async () => expect(await db.availability.get('2030-03-02')).toBeDefined(), {
      timeout: 3_000,
    });
    expect(await getTakenSlots('2030-03-02')).toEqual({ taken: ['A-3'], source: 'cache', asOf: fresh.asOf });
    expect(await getTakenSlots('2030-03-03')).toEqual({ taken: [], source: 'unknown', asOf: null });
  });

  it('does not wait for a timeout when the browser knows it is offline', async () => {
    await db.availability.put({ date: '2030-03-04', taken: ['L-1'], fetchedAt: 123 });
    setOnLine(false);
    expect(await getTakenSlots('2030-03-04')).toEqual({ taken: ['L-1'], source: 'cache', asOf: 123 });
    expect(requests).toEqual([]);
  });
});

describe('useTakenSlots', () => {
  it('shows the device copy offline and refreshes by itself when the network returns', async () => {
    await db.availability.put({ date: '2030-03-05', taken: ['M-2'], fetchedAt: 1000 });
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
