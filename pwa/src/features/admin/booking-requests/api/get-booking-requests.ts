import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { BookingRequest } from '@turf/sync-contract/schemas';
import { adminKeys, loadAdminList } from '../../shared/admin-list';

/** New requests arrive while the manager is between matches: poll while the panel is visible. */
export const REQUESTS_REFRESH_MS = 30_000;

export function getBookingRequests() {
  return loadAdminList<BookingRequest>('booking-requests', API_PATHS.bookingRequests);
}

export function bookingRequestsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.bookingRequests,
    queryFn: getBookingRequests,
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
