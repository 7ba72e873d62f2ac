import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import type { BookingRequest } from '@turf/sync-contract/schemas';
import { afterEach, expect, it, vi } from 'vitest';
import {
  bookingRequestsQueryOptions,
  removeBookingRequests,
} from '../../src/features/admin/booking-requests/api/get-booking-requests';
import type { AdminListView } from '../../src/features/admin/shared/admin-list';
import { makeRequest } from './fake-admin-api';

afterEach(() => vi.unstubAllGlobals());

/** A list answer as the server gives it: the pending requests at the moment it was asked. */
function listAnswer(pending: readonly BookingRequest[]): Response {
  return new Response(JSON.stringify(pending), {
    status: 200,
    headers: { 'content-type': 'application/json', 'x-total-count': String(pending.length) },
  });
}

it('a request decided while the list is loading leaves the list and the count, though the answer in flight predates it', async () => {
  let pending = [makeRequest(1), makeRequest(2), makeRequest(3)];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (!String(input).includes('/api/booking-requests')) throw new TypeError('Failed to fetch');
      asked += 1;
      const snapshot = pending;
      // The first answer leaves the server before the decision and reaches the phone after it.
      if (asked === 1) await gate;
      return listAnswer(snapshot);
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new QueryObserver(queryClient, { ...bookingRequestsQueryOptions(), refetchInterval: false });
  const unsubscribe = observer.subscribe(() => {});
  await waitFor(() => expect(asked).toBe(1));

  // The manager confirms R01 on the board: the server has it decided, the panel takes it off its list.
  pending = pending.filter((request) => request._id !== 'R01-AAA-AAA');
  removeBookingRequests(queryClient, ['R01-AAA-AAA']);
  release();

  await waitFor(() => {
    const view = queryClient.getQueryData<AdminListView<BookingRequest>>(observer.options.queryKey);
    expect(view?.items.map((request) => request._id)).toEqual(['R02-AAA-AAA', 'R03-AAA-AAA']);
    expect(view?.total).toBe(2);
  });
  unsubscribe();
});
