import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { Booking, PatchBookingBody } from '@turf/sync-contract/schemas';
import { ApiError, apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/admin-keys';
import { setAdminListItems } from '../../shared/admin-list';
import { putBookingsInSchedules, reloadSchedules } from '../../shared/schedule-cache';

/** Sets `paid` or `cancelled`; the server answers with the booking as it now is. */
export function updateBooking(id: string, body: PatchBookingBody): Promise<Booking> {
  return apiRequest<Booking>(API_PATHS.booking(id), { method: 'PATCH', body });
}

/** The PAID and CANCELLED toggles (the Database, the board): the row shows the booking as the server answered it. */
export function useUpdateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PatchBookingBody }) => updateBooking(id, body),
    onSuccess: (updated) => {
      setAdminListItems<Booking>(queryClient, 'bookings', (items) =>
        items.map((booking) => (booking._id === updated._id ? updated : booking)),
      );
      putBookingsInSchedules(queryClient, [updated]);
    },
    // A refused change means the row on screen may be out of date: show it as the server has it.
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      void queryClient.invalidateQueries({ queryKey: adminKeys.list('bookings') });
      reloadSchedules(queryClient);
    },
  });
}
