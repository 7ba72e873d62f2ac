import { useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import { AUDIT_PAGE_SIZE, type AuditEntryList } from '@turf/sync-contract/schemas';
import { apiResponse } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/admin-keys';
import { nextPageOf } from '../../shared/admin-list';

export interface AuditPage {
  entries: AuditEntryList;
  /** The server's `Link: rel="next"`, or null on the last page. */
  next: string | null;
}

/** One page of the trail, newest first. */
export async function getAuditPage(path: string): Promise<AuditPage> {
  const { body, headers } = await apiResponse<AuditEntryList>(path, { timeoutMs: 8_000 });
  return { entries: body, next: nextPageOf(headers) };
}

/**
 * Who changed what and when, a page at a time (`Load more` follows the server's Link): every change, or one request's
 * or booking's when `bookingId` is given. Read when shown, never polled: the manager opens it to look something up.
 */
export function useAuditEntries(bookingId?: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.audit(bookingId),
    queryFn: ({ pageParam }) => getAuditPage(pageParam),
    initialPageParam: API_PATHS.auditPage(AUDIT_PAGE_SIZE, bookingId),
    getNextPageParam: (last) => last.next ?? undefined,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
