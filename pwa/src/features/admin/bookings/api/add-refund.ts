import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { AddRefundBody, BookingWithPayments } from '@turf/sync-contract/schemas';
import { ApiError, apiRequest } from '../../../../lib/api-client';
import { reloadBookings, showBooking } from './booking-caches';

/** Records money given back (201): the answer is the booking with what is still to refund (decision 071). */
export function addRefund(id: string, body: AddRefundBody): Promise<BookingWithPayments> {
  return apiRequest<BookingWithPayments>(API_PATHS.bookingRefunds(id), { method: 'POST', body });
}

/** `Record refund`: the booking shows its refunds as the server answered them, in the list and on the board. */
export function useAddRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AddRefundBody }) => addRefund(id, body),
    onSuccess: (updated) => showBooking(queryClient, updated),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) reloadBookings(queryClient);
    },
  });
}
