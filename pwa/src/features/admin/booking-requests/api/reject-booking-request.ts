import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { BookingRequest } from '@turf/sync-contract/schemas';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/admin-keys';
import { removePendingFromSchedules } from '../../shared/schedule-cache';

/** Rejects one request (the server keeps it as `rejected`); resolves to it, throws with the reason otherwise. */
export function rejectBookingRequest(id: string): Promise<BookingRequest> {
  return apiRequest<BookingRequest>(API_PATHS.bookingRequest(id), { method: 'DELETE' });
}

/** `Reject` on a card. The card shows `Rejected` a moment and then leaves the list (`removeBookingRequests`). */
export function useRejectBookingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BookingRequest) => rejectBookingRequest(request._id),
    onSuccess: (_, request) => {
      // A booked slot's count of waiting requests may have dropped (to none: its Reject all goes).
      void queryClient.invalidateQueries({ queryKey: adminKeys.bookedSlots });
      removePendingFromSchedules(queryClient, [request._id]);
    },
  });
}
