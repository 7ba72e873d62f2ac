import type { QueryClient } from '@tanstack/react-query';
import type { Booking } from '@turf/sync-contract/schemas';
import { adminKeys } from '../../shared/admin-keys';
import { setAdminListItems } from '../../shared/admin-list';
import { changeBookingInSchedules, putBookingsInSchedules, reloadSchedules } from '../../shared/schedule-cache';

/**
 * Where a booking the server changed is shown: the Database's list and the schedule board's weeks. The one owner of
 * "show the booking as the server now has it" for the toggles and the payment calls.
 */

/** The booking as the server answered it replaces the shown one, in the list and on the board. */
export function showBooking(queryClient: QueryClient, updated: Booking): void {
  setAdminListItems<Booking>(queryClient, 'bookings', (items) =>
    items.map((booking) => (booking._id === updated._id ? updated : booking)),
  );
  putBookingsInSchedules(queryClient, [updated]);
  changeInSearches(queryClient, updated._id, () => updated);
}

/** The search answers shown (issue 29) keep a changed booking as the list does, so a found card is never stale. */
function changeInSearches(queryClient: QueryClient, id: string, change: (booking: Booking) => Booking): void {
  queryClient.setQueriesData<Booking[]>({ queryKey: adminKeys.bookingSearches }, (found) =>
    found?.map((booking) => (booking._id === id ? change(booking) : booking)),
  );
}

/** A change the server acknowledged without answering the booking (a 204), applied to each shown copy of it. */
export function changeShownBooking(queryClient: QueryClient, id: string, change: (booking: Booking) => Booking): void {
  setAdminListItems<Booking>(queryClient, 'bookings', (items) =>
    items.map((booking) => (booking._id === id ? change(booking) : booking)),
  );
  changeBookingInSchedules(queryClient, id, change);
  changeInSearches(queryClient, id, change);
}

/** A refused change means what is shown may be out of date: show it as the server has it. */
export function reloadBookings(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: adminKeys.list('bookings') });
  void queryClient.invalidateQueries({ queryKey: adminKeys.bookingSearches });
  reloadSchedules(queryClient);
}
