import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { VenueReport } from '@turf/sync-contract/schemas';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/admin-keys';

/** The venue's numbers for a range, as the server counts them; `enabled` waits for a range that makes sense. */
export function useReport(from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.report(from, to),
    queryFn: () => apiRequest<VenueReport>(API_PATHS.reports(from, to), { timeoutMs: 8_000 }),
    enabled,
    // The last range's figures stay on screen while the next one's load: no flash of an empty page.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}
