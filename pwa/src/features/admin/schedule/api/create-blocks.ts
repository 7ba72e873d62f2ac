import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { Block, CreateBlocksBody } from '@turf/sync-contract/schemas';
import { ApiError, apiRequest } from '../../../../lib/api-client';
import { putBlocksInSchedules, reloadBlocks, reloadSchedules } from '../../shared/schedule-cache';

/** Closes slots of one day with a reason: all or nothing (a booked slot among them refuses the lot). */
export function createBlocks(body: CreateBlocksBody): Promise<Block[]> {
  return apiRequest<Block[]>(API_PATHS.blocks, { method: 'POST', body });
}

/**
 * The board's `Block`: the blocked slots show so at once. A venue day's slots span two dates (its Late Night is the
 * next date's early hours), and one call blocks one date's: one call per date, in order.
 */
export function useCreateBlocks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bodies: readonly CreateBlocksBody[]) => {
      const made: Block[] = [];
      for (const body of bodies) made.push(...(await createBlocks(body)));
      return made;
    },
    onSuccess: (blocks) => {
      putBlocksInSchedules(queryClient, blocks);
      reloadBlocks(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError) reloadSchedules(queryClient);
    },
  });
}
