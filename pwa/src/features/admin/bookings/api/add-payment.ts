import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { AddPaymentBody, BookingWithPayments } from '@turf/sync-contract/schemas';
import { ApiError, apiRequest } from '../../../../lib/api-client';
import { reloadBookings, showBooking } from './booking-caches';

/** Records a payment received (201): the answer is the booking with every payment and what is still due. */
export function addPayment(id: string, body: AddPaymentBody): Promise<BookingWithPayments> {
  return apiRequest<BookingWithPayments>(API_PATHS.bookingPayments(id), { method: 'POST', body });
}

/** `Add payment`: the booking shows its payments and due as the server answered them, in the list and on the board. */
export function useAddPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AddPaymentBody }) => addPayment(id, body),
    onSuccess: (updated) => showBooking(queryClient, updated),
    // A booking gone meanwhile (deleted on another phone) is out of date here; a refused amount or a duplicate ID is
    // the form's to show, and says nothing of what is shown.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) reloadBookings(queryClient);
    },
  });
}
