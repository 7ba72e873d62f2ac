import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { BkashRefundBody, BookingWithPayments } from '@turf/sync-contract/schemas';
import { ApiError, apiRequest } from '../../../../lib/api-client';
import { reloadBookings, showBooking } from './booking-caches';

/** Gives money back through bKash (201): the answer is the booking with the refund recorded (decision 089). */
export function bkashRefund(id: string, body: BkashRefundBody): Promise<BookingWithPayments> {
  return apiRequest<BookingWithPayments>(API_PATHS.bookingBkashRefund(id), { method: 'POST', body });
}

/** `Refund by bKash`: the booking shows the refund (and its advance's line) as the server answered it. */
export function useBkashRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BkashRefundBody }) => bkashRefund(id, body),
    onSuccess: (updated) => showBooking(queryClient, updated),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) reloadBookings(queryClient);
    },
  });
}
