import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import { ApiError, apiRequest } from '../../../../lib/api-client';
import { withoutPayment } from '../payment-state';
import { changeShownBooking, reloadBookings } from './booking-caches';

export interface RemovePaymentVariables {
  bookingId: string;
  paymentId: string;
}

/** Removes a payment recorded by mistake (204); the server keeps it in the audit trail. */
export async function removePayment({ bookingId, paymentId }: RemovePaymentVariables): Promise<void> {
  await apiRequest<void>(API_PATHS.bookingPayment(bookingId, paymentId), { method: 'DELETE' });
}

/** A payment's `Remove`: the booking shows the payments left, and the due and paid they make. */
export function useRemovePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePayment,
    onSuccess: (_, { bookingId, paymentId }) =>
      changeShownBooking(queryClient, bookingId, (booking) => withoutPayment(booking, paymentId)),
    // Already removed, or the booking gone: what is shown is out of date.
    onError: (error) => {
      if (error instanceof ApiError) reloadBookings(queryClient);
    },
  });
}
