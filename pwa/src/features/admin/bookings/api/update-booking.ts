import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { Booking, PatchBookingBody } from '@turf/sync-contract/schemas';
import { ApiError, apiRequest } from '../../../../lib/api-client';
import { reloadBookings, showBooking } from './booking-caches';

/** Sets `paid` or `cancelled`; the server answers with the booking as it now is. */
export function updateBooking(id: string, body: PatchBookingBody): Promise<Booking> {
  return apiRequest<Booking>(API_PATHS.booking(id), { method: 'PATCH', body });
}

/** The PAID and CANCELLED toggles (the Database, the board): the row shows the booking as the server answered it. */
export function useUpdateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PatchBookingBody }) => updateBooking(id, body),
    onSuccess: (updated) => showBooking(queryClient, updated),
    onError: (error) => {
      if (error instanceof ApiError) reloadBookings(queryClient);
    },
  });
}
