import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { Booking } from '@turf/sync-contract/schemas';
import { adminKeys } from '../../shared/admin-keys';
import { fetchAdminPage, loadAdminList } from '../../shared/admin-list';

export function getBookings() {
  return loadAdminList<Booking>('bookings', () => fetchAdminPage<Booking>(API_PATHS.allBookings));
}

export function bookingsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.list('bookings'),
    queryFn: getBookings,
    refetchOnWindowFocus: 'always',
    staleTime: 5_000,
    retry: false,
  });
}

export function useBookings() {
  return useQuery(bookingsQueryOptions());
}
