import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { Booking, CancelSeriesBody } from '@turf/sync-contract/schemas';
import { ApiError, apiRequest } from '../../../../lib/api-client';
import { setAdminListItems } from '../../shared/admin-list';
import { putBookingsInSchedules, reloadSchedules } from '../../shared/schedule-cache';

/** Cancels a weekly series' bookings from `from` on (kept, marked cancelled); resolves to the bookings cancelled. */
export function cancelSeries(seriesId: string, from: string): Promise<Booking[]> {
  const body: CancelSeriesBody = { from };
  return apiRequest<Booking[]>(API_PATHS.cancelSeries(seriesId), { method: 'POST', body });
}

/** `Cancel the rest of the series` on one of its bookings: that one and the later ones. */
export function useCancelSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ seriesId, from }: { seriesId: string; from: string }) => cancelSeries(seriesId, from),
    onSuccess: (cancelled) => {
      putBookingsInSchedules(queryClient, cancelled);
      const byId = new Map(cancelled.map((booking) => [booking._id, booking]));
      setAdminListItems<Booking>(queryClient, 'bookings', (items) =>
        items.map((booking) => byId.get(booking._id) ?? booking),
      );
    },
    onError: (error) => {
      if (error instanceof ApiError) reloadSchedules(queryClient);
    },
  });
}
