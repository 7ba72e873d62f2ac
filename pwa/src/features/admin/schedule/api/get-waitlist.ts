import { matchQuery, type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { WaitlistEntry } from '@turf/sync-contract/schemas';
import { addDays } from '@turf/sync-contract/time';
import { useEffect } from 'react';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/admin-keys';
import { WEEK_DAYS } from '../../shared/week';

/**
 * The waitlists of the board's week (issue 31): every entry still in line or offered, by slot, in line order. The same
 * days as the board's request, the night after the week included. No device copy: offline, the list last loaded stays
 * shown in memory and Offer now is off anyway.
 */
export function getWaitlist(from: string): Promise<WaitlistEntry[]> {
  return apiRequest<WaitlistEntry[]>(API_PATHS.waitlistInRange(from, addDays(from, WEEK_DAYS)), { timeoutMs: 8_000 });
}

export function waitlistQueryOptions(from: string) {
  return queryOptions({
    queryKey: adminKeys.waitlist(from),
    queryFn: () => getWaitlist(from),
    // No clock of its own: it asks again each time the board's week is answered or changed (useWaitlist), so the two
    // never tell different times.
    refetchOnWindowFocus: false,
    staleTime: 5_000,
    retry: false,
  });
}

/**
 * The waitlists of the week starting `from`, refreshed with the board: every answer to the board's week (its 30-second
 * refresh, Refresh, the app shown again) and every change the board makes to it (a booking cancelled frees a slot,
 * which the server offers to its first in line) asks for them again. `boardShown`: the board has its week; the first
 * load waits for it, so opening the board asks once, not once beside the board and again after its answer.
 */
export function useWaitlist(from: string, boardShown: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const board = { queryKey: adminKeys.schedule(from), exact: true };
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || !matchQuery(board, event.query)) return;
      // A load already on its way is as new as the board's answer: it is not sent twice.
      void queryClient.refetchQueries({ queryKey: adminKeys.waitlist(from), exact: true }, { cancelRefetch: false });
    });
  }, [queryClient, from]);
  return useQuery({ ...waitlistQueryOptions(from), enabled: boardShown });
}

/**
 * An offer the server made (`Offer now`), shown at once in every week loaded: the entry offered, and a live offer to
 * someone else on that slot withdrawn (they are back in line). The server's own order follows (`reloadWaitlists`).
 */
export function showOfferInWaitlists(queryClient: QueryClient, offered: WaitlistEntry): void {
  for (const [key, entries] of queryClient.getQueriesData<WaitlistEntry[]>({ queryKey: adminKeys.waitlists })) {
    if (!entries?.some((entry) => entry.id === offered.id)) continue;
    queryClient.setQueryData<WaitlistEntry[]>(
      key,
      entries.map((entry) => {
        if (entry.id === offered.id) return offered;
        const sameSlot = entry.date === offered.date && entry.slotId === offered.slotId;
        return sameSlot && entry.state === 'offered' ? { ...entry, state: 'waiting', offerEndsAt: null } : entry;
      }),
    );
  }
}

/** What the board shows of the waitlists may be out of date (an offer made or refused): ask the server again. */
export function reloadWaitlists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: adminKeys.waitlists });
}
