import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { VersionedSettings } from '@turf/sync-contract/schemas';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/admin-keys';

/** The settings as saved now, with their version: what the form edits and names back when it saves. */
export function getSettings(): Promise<VersionedSettings> {
  return apiRequest<VersionedSettings>(API_PATHS.settings, { timeoutMs: 8_000 });
}

export const settingsQueryOptions = queryOptions({
  queryKey: adminKeys.settings,
  queryFn: getSettings,
  // Loaded once for the form: a refetch under the manager's typing would change nothing shown (the form keeps its own
  // copy) but could hide that someone else saved. The 409 says so instead, and `Load the newest` asks again.
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
  retry: false,
});

export function useSettings() {
  return useQuery(settingsQueryOptions);
}
