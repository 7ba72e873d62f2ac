import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import { type BookingRequest, REQUESTS_PAGE_MAX, REQUESTS_PAGE_SIZE } from '@turf/sync-contract/schemas';
import { ApiError } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/admin-keys';
import {
  type AdminListView,
  fetchAdminPage,
  loadAdminList,
  setAdminListItems,
  shownAdminList,
} from '../../shared/admin-list';
import { keepLoadedTail } from '../keep-loaded-tail';

/** New requests arrive while the manager is between matches: poll while the panel is visible. */
export const REQUESTS_REFRESH_MS = 30_000;

/**
 * The first page, as long as the list shown (so a refresh keeps what the manager loaded up to a page's maximum) and
 * one request whatever the list's length: a refresh costs a page, never the whole list (decision 018).
 */
export function getBookingRequests(queryClient: QueryClient): Promise<AdminListView<BookingRequest>> {
  const shown = () => shownAdminList<BookingRequest>(queryClient, 'booking-requests');
  const limit = Math.min(REQUESTS_PAGE_MAX, Math.max(REQUESTS_PAGE_SIZE, shown()?.items.length ?? 0));
  return loadAdminList<BookingRequest>('booking-requests', async () => {
    const fresh = await fetchAdminPage<BookingRequest>(API_PATHS.bookingRequestsPage(limit));
    // Combined with the list as it is when the answer arrives: a `Load more` may have added to it meanwhile.
    return keepLoadedTail(shown(), fresh);
  });
}

export function bookingRequestsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.list('booking-requests'),
    queryFn: ({ client }) => getBookingRequests(client),
    // React Query pauses the interval while the page is hidden and refetches when it becomes visible again.
    refetchInterval: REQUESTS_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 5_000,
    retry: false,
  });
}

export function useBookingRequests() {
  return useQuery(bookingRequestsQueryOptions());
}

/** Takes decided requests off the shown list and its device copy (and off the server's count with them). */
export function removeBookingRequests(queryClient: QueryClient, ids: Iterable<string>): void {
  const gone = new Set(ids);
  setAdminListItems<BookingRequest>(queryClient, 'booking-requests', (items) => items.filter((r) => !gone.has(r._id)));
}

/**
 * A refusal (the server answered no) means the list on screen is out of date: load it, and the booked slots, as the
 * server has them. Not being reached says nothing about the list.
 */
export function reloadAfterRefusal(queryClient: QueryClient, error: unknown): void {
  if (!(error instanceof ApiError)) return;
  void queryClient.invalidateQueries({ queryKey: adminKeys.list('booking-requests') });
  void queryClient.invalidateQueries({ queryKey: adminKeys.bookedSlots });
}
