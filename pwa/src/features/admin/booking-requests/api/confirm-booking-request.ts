import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import { MESSAGES } from '@turf/sync-contract/messages';
import type { Booking, BookingRequest } from '@turf/sync-contract/schemas';
import { ApiError, apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/admin-keys';
import { setAdminListItems } from '../../shared/admin-list';
import { putBookingsInSchedules, reloadBlocks, reloadSchedules } from '../../shared/schedule-cache';
import { markSlotBooked } from './get-booked-slots';

/** Makes the request a booking at the server's price; resolves to that booking, throws with the reason otherwise. */
export function confirmBookingRequest(id: string): Promise<Booking> {
  return apiRequest<Booking>(API_PATHS.confirmBookingRequest(id), { method: 'POST' });
}

/** The confirm was refused because another booking holds the slot (booked from another phone, or just now). */
export function isSlotTaken(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.message === MESSAGES.slotTaken;
}

/** The confirm was refused because the manager blocked the slot. */
export function isSlotBlocked(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.message === MESSAGES.slotBlocked;
}

/**
 * `Confirm` on a card. The card shows `Confirmed` a moment and then leaves the list (`removeBookingRequests`); the
 * booking joins the Database list at once.
 */
export function useConfirmBookingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BookingRequest) => confirmBookingRequest(request._id),
    onSuccess: (booking) => {
      setAdminListItems<Booking>(queryClient, 'bookings', (items) => [
        ...items.filter((shown) => shown._id !== booking._id),
        booking,
      ]);
      // The board shows the slot booked at once (the booking keeps the request's ID: the request leaves it).
      putBookingsInSchedules(queryClient, [booking]);
      // The slot is booked now: its other requests can no longer be confirmed, and offer Reject all.
      void queryClient.invalidateQueries({ queryKey: adminKeys.bookedSlots });
    },
    onError: (error, request) => {
      // Refused: the board's view of that slot (booked, blocked, the request gone) is out of date.
      if (error instanceof ApiError) reloadSchedules(queryClient);
      // Blocked meanwhile: the card learns the reason and offers Reject only.
      if (isSlotBlocked(error)) reloadBlocks(queryClient);
      if (!isSlotTaken(error)) return;
      // The card shows its slot as taken at once; the list and the waiting counts follow as the server has them.
      markSlotBooked(queryClient, request);
      void queryClient.invalidateQueries({ queryKey: adminKeys.list('booking-requests') });
      void queryClient.invalidateQueries({ queryKey: adminKeys.bookedSlots });
    },
  });
}
