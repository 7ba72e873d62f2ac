import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { WaitlistEntry } from '@turf/sync-contract/schemas';
import { ApiError, apiRequest } from '../../../../lib/api-client';
import { reloadSchedules } from '../../shared/schedule-cache';
import { reloadWaitlists, showOfferInWaitlists } from './get-waitlist';

/**
 * Holds the entry's slot for it now (issue 31), whoever is first in line; a live offer to someone else on that slot is
 * withdrawn by the server, which puts them back in line. Resolves to the entry as offered.
 */
export function offerWaitlistEntry(id: string): Promise<WaitlistEntry> {
  return apiRequest<WaitlistEntry>(API_PATHS.waitlistOffer(id), { method: 'POST' });
}

/** `Offer now` on a waiting entry of a slot's waitlist. */
export function useOfferWaitlistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: WaitlistEntry) => offerWaitlistEntry(entry.id),
    onSuccess: (offered) => {
      showOfferInWaitlists(queryClient, offered);
      reloadWaitlists(queryClient);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      // Refused: the entry left the line, or the slot is held (booked, blocked, a visitor paying) or started; the board
      // shows it as the server has it.
      reloadWaitlists(queryClient);
      reloadSchedules(queryClient);
    },
  });
}
