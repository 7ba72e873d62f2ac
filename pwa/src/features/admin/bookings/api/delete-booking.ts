import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { Booking } from '@turf/sync-contract/schemas';
import { ApiError, apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/admin-keys';
import { setAdminListItems } from '../../shared/admin-list';
import { removeBookingFromSchedules } from '../../shared/schedule-cache';
import { reloadBookings } from './booking-caches';

/** Removes a booking for good (204); its slot opens again. */
export async function deleteBooking(id: string): Promise<void> {
  await apiRequest<void>(API_PATHS.booking(id), { method: 'DELETE' });
}

/** `Delete` on a row: the row leaves the list once the server has removed the booking. */
export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBooking,
    onSuccess: (_, id) => {
      setAdminListItems<Booking>(queryClient, 'bookings', (items) => items.filter((booking) => booking._id !== id));
      removeBookingFromSchedules(queryClient, id);
      queryClient.setQueriesData<Booking[]>({ queryKey: adminKeys.bookingSearches }, (found) =>
        found?.filter((booking) => booking._id !== id),
      );
    },
    // A refused delete (already gone, say) means the list on screen is out of date: show it as the server has it.
    onError: (error) => {
      if (error instanceof ApiError) reloadBookings(queryClient);
    },
  });
}
