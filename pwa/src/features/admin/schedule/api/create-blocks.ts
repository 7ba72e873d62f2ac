import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { Block, CreateBlocksBody } from '@turf/sync-contract/schemas';
import { ApiError, apiRequest } from '../../../../lib/api-client';
import { putBlocksInSchedules, reloadBlocks, reloadSchedules } from '../../shared/schedule-cache';

/** Closes slots of one day with a reason: all or nothing (a booked slot among them refuses the lot). */
export function createBlocks(body: CreateBlocksBody): Promise<Block[]> {
  return apiRequest<Block[]>(API_PATHS.blocks, { method: 'POST', body });
}

/** The board's `Block`: the blocked slots show so at once. */
export function useCreateBlocks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBlocks,
    onSuccess: (blocks) => {
      putBlocksInSchedules(queryClient, blocks);
      reloadBlocks(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError) reloadSchedules(queryClient);
    },
  });
}
