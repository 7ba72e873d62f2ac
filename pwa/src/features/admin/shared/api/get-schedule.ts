import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { Schedule } from '@turf/sync-contract/schemas';
import { addDays } from '@turf/sync-contract/time';
import { apiRequest } from '../../../../lib/api-client';
import { loadWithDeviceCopy } from '../../../../lib/device-copy';
import { scheduleCopy } from '../admin-cache';
import { adminKeys } from '../admin-keys';
import type { ScheduleView } from '../schedule-cache';
import { WEEK_DAYS } from '../week';

/** As the requests page: new requests and the other manager's changes arrive while the board is open. */
export const SCHEDULE_REFRESH_MS = 30_000;

/**
 * One week of the board (bookings, blocks, pending requests) and the night after it in one request, with its device copy: offline, the
 * copy; offline with no copy of that week, the NetworkError, which the board words as "no saved copy yet".
 */
export async function getSchedule(from: string): Promise<ScheduleView> {
  // One day more than the week: the Late Night after its last day is the next date's early hours (issue 29).
  const to = addDays(from, WEEK_DAYS);
  const loaded = await loadWithDeviceCopy(
    () => apiRequest<Schedule>(API_PATHS.schedule(from, to), { timeoutMs: 8_000 }),
    scheduleCopy(from),
  );
  if (loaded.source === 'none') throw loaded.error;
  return { ...loaded.value, source: loaded.source, asOf: loaded.asOf };
}

export function scheduleQueryOptions(from: string) {
  return queryOptions({
    queryKey: adminKeys.schedule(from),
    queryFn: () => getSchedule(from),
    // React Query pauses the interval while the page is hidden and refetches when it becomes visible again.
    refetchInterval: SCHEDULE_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 5_000,
    retry: false,
  });
}

/** The week starting `from`, with the night after it; `enabled: false` holds it back until a caller needs it. */
export function useSchedule(from: string, enabled = true) {
  return useQuery({ ...scheduleQueryOptions(from), enabled });
}
