import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { Booking } from '@turf/sync-contract/schemas';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/admin-keys';

/** The bookings the server finds for `q` (issue 29): Booking ID, name or phone, each with its money. */
export function searchBookings(q: string): Promise<Booking[]> {
  return apiRequest<Booking[]>(API_PATHS.searchBookings(q));
}

export function bookingSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: adminKeys.bookingSearch(q),
    queryFn: () => searchBookings(q),
    enabled: q !== '',
    staleTime: 5_000,
    retry: false,
  });
}

/**
 * The search the Database shows, and the one the schedule board can reuse: `q` trimmed; blank asks nothing. The
 * answer of the text before stays shown while the next one loads, so the list does not flash empty as one types.
 */
export function useBookingSearch(q: string) {
  const trimmed = q.trim();
  return useQuery({ ...bookingSearchQueryOptions(trimmed), placeholderData: (previous) => previous });
}
