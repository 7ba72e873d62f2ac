import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { SeriesPreview } from '@turf/sync-contract/schemas';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/admin-keys';

/** What saving a weekly series would do, date by date, without saving anything. */
export function getSeriesPreview(date: string, slotId: string, repeatWeeks: number): Promise<SeriesPreview> {
  return apiRequest<SeriesPreview>(API_PATHS.seriesPreview(date, slotId, repeatWeeks), { timeoutMs: 8_000 });
}

/** The preview under `Repeat weekly`; null weeks (not a number from 2 to 26) asks nothing. */
export function useSeriesPreview(date: string, slotId: string, repeatWeeks: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: adminKeys.seriesPreview(date, slotId, repeatWeeks ?? 0),
      queryFn: () => getSeriesPreview(date, slotId, repeatWeeks ?? 0),
      staleTime: 5_000,
      retry: false,
    }),
    enabled: repeatWeeks !== null,
    // While the manager types another number, the last list stays (marked as being checked) instead of vanishing.
    placeholderData: keepPreviousData,
  });
}
