import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { Booking } from '@turf/sync-contract/schemas';
import { adminKeys, loadAdminList } from '../../shared/admin-list';

export function getBookings() {
  return loadAdminList<Booking>('bookings', API_PATHS.allBookings);
}

export function bookingsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.bookings,
    queryFn: getBookings,
    refetchOnWindowFocus: 'always',
    staleTime: 5_000,
    retry: false,
  });
}

export function useBookings() {
  return useQuery(bookingsQueryOptions());
}
