import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { Booking, BookingSeriesResult, CreateManagerBookingBody } from '@turf/sync-contract/schemas';
import { ApiError, apiRequest } from '../../../../lib/api-client';
import { setAdminListItems } from '../../shared/admin-list';
import { putBookingsInSchedules, reloadSchedules } from '../../shared/schedule-cache';

/** What saving the form made: one booking, or a weekly series (the dates booked and the dates skipped). */
export type ManagerBookingResult = { kind: 'single'; booking: Booking } | ({ kind: 'series' } & BookingSeriesResult);

/**
 * A booking the manager makes (a phone call, WhatsApp, the gate): confirmed at once. The body's `id`, made once per
 * form, makes a retry after a lost answer safe: the server answers the stored booking instead of booking twice.
 */
export async function createManagerBooking(body: CreateManagerBookingBody): Promise<ManagerBookingResult> {
  if (body.repeatWeeks === undefined) {
    const booking = await apiRequest<Booking>(API_PATHS.managerBookings, { method: 'POST', body });
    return { kind: 'single', booking };
  }
  const series = await apiRequest<BookingSeriesResult>(API_PATHS.managerBookings, { method: 'POST', body });
  return { kind: 'series', ...series };
}

/** The board's `Book`: the new bookings join the board and the Database at once. */
export function useCreateManagerBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManagerBooking,
    onSuccess: (result) => {
      const made = result.kind === 'single' ? [result.booking] : result.created;
      putBookingsInSchedules(queryClient, made);
      const ids = new Set(made.map((booking) => booking._id));
      setAdminListItems<Booking>(queryClient, 'bookings', (items) => [
        ...items.filter((booking) => !ids.has(booking._id)),
        ...made,
      ]);
    },
    // Refused (booked or blocked meanwhile, a rule): the board shows the slot as the server has it now.
    onError: (error) => {
      if (error instanceof ApiError) reloadSchedules(queryClient);
    },
  });
}
