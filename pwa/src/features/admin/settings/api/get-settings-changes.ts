import { useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import { SETTINGS_CHANGES_PAGE_SIZE, type SettingsChangeList } from '@turf/sync-contract/schemas';
import { apiResponse } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/admin-keys';
import { nextPageOf } from '../../shared/admin-list';

export interface SettingsChangesPage {
  changes: SettingsChangeList;
  /** The server's `Link: rel="next"`, or null on the last page. */
  next: string | null;
}

/** One page of the change log, newest first. */
export async function getSettingsChanges(path: string): Promise<SettingsChangesPage> {
  const { body, headers } = await apiResponse<SettingsChangeList>(path, { timeoutMs: 8_000 });
  return { changes: body, next: nextPageOf(headers) };
}

/** Who saved the settings, when and what, a page at a time (`Load more` follows the server's Link). */
export function useSettingsChanges() {
  return useInfiniteQuery({
    queryKey: adminKeys.settingsChanges,
    queryFn: ({ pageParam }) => getSettingsChanges(pageParam),
    initialPageParam: API_PATHS.settingsChangesPage(SETTINGS_CHANGES_PAGE_SIZE),
    getNextPageParam: (last) => last.next ?? undefined,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
