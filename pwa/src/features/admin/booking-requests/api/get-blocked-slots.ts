import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { Block, BookingRequest } from '@turf/sync-contract/schemas';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/admin-keys';
import { slotKey } from './get-booked-slots';
import { REQUESTS_REFRESH_MS } from './get-booking-requests';

/** The blocks from `from` to `to`, both included. */
export function getBlocks(from: string, to: string): Promise<Block[]> {
  return apiRequest<Block[]>(API_PATHS.blocksInRange(from, to), { timeoutMs: 8_000 });
}

/** The first and last date the requests want, or null for none. */
function datesOf(requests: readonly Pick<BookingRequest, 'date'>[]): { from: string; to: string } | null {
  if (requests.length === 0) return null;
  const dates = requests.map((request) => request.date).sort();
  return { from: dates[0] as string, to: dates.at(-1) as string };
}

/**
 * The slots the manager blocked among those the shown requests want, as `date slotId` -> reason: their cards say
 * `Slot blocked: {reason}` and offer Reject only. The requests are for today to the booking horizon, well inside the
 * range one call may span. Refreshed with the list; offline it is simply absent (Confirm is off anyway).
 */
export function useBlockedSlots(requests: readonly Pick<BookingRequest, 'date'>[]) {
  const range = datesOf(requests);
  return useQuery({
    ...queryOptions({
      queryKey: adminKeys.blocks(range?.from ?? '', range?.to ?? ''),
      queryFn: () => getBlocks(range?.from ?? '', range?.to ?? ''),
      refetchInterval: REQUESTS_REFRESH_MS,
      staleTime: 5_000,
      retry: false,
      select: (blocks: Block[]) => new Map(blocks.map((block) => [slotKey(block), block.reason])),
    }),
    enabled: range !== null,
  });
}
