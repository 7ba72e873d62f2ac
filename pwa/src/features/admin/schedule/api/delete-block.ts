import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import { ApiError, apiRequest } from '../../../../lib/api-client';
import { reloadBlocks, reloadSchedules, removeBlockFromSchedules } from '../../shared/schedule-cache';

/** Opens a blocked slot again (204). */
export async function deleteBlock(id: string): Promise<void> {
  await apiRequest<void>(API_PATHS.block(id), { method: 'DELETE' });
}

/** A block already gone (404: unblocked on another phone) is what the manager wanted: the slot is open. */
async function openSlot(id: string): Promise<void> {
  try {
    await deleteBlock(id);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/** `Unblock`: one slot. */
export function useDeleteBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openSlot,
    onSuccess: (_, id) => {
      removeBlockFromSchedules(queryClient, id);
      reloadBlocks(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError) reloadSchedules(queryClient);
    },
  });
}

/**
 * `Unblock the day`: every block of a day in one tap (issue 29), a whole-day block undone at once. One call per block,
 * side by side, each audited as the one-slot Unblock is; any refusal reloads the board to show what stayed blocked.
 */
export function useDeleteBlocks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      const results = await Promise.allSettled(ids.map(openSlot));
      ids.forEach((id, index) => {
        if (results[index]?.status === 'fulfilled') removeBlockFromSchedules(queryClient, id);
      });
      const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
    onSuccess: () => reloadBlocks(queryClient),
    onError: (error) => {
      if (error instanceof ApiError) reloadSchedules(queryClient);
    },
  });
}
