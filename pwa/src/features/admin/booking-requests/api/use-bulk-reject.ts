import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingRequest } from '@turf/sync-contract/schemas';
import { adminKeys } from '../../shared/admin-keys';
import { removePendingFromSchedules } from '../../shared/schedule-cache';
import { reloadAfterRefusal, removeBookingRequests } from './get-booking-requests';

/**
 * A rejection of many requests at once, whichever way they are chosen: the rejected ones leave the list and the
 * booked slots are asked again. A refusal rejected nothing: the list it was made on is out of date (decision 018).
 */
export function useBulkReject<Variables>(reject: (variables: Variables) => Promise<BookingRequest[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reject,
    onSuccess: (rejected) => {
      const ids = rejected.map((request) => request._id);
      removeBookingRequests(queryClient, ids);
      removePendingFromSchedules(queryClient, ids);
      void queryClient.invalidateQueries({ queryKey: adminKeys.bookedSlots });
    },
    onError: (error) => reloadAfterRefusal(queryClient, error),
  });
}
