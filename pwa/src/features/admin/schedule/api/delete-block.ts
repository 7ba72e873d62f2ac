import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import { ApiError, apiRequest } from '../../../../lib/api-client';
import { reloadBlocks, reloadSchedules, removeBlockFromSchedules } from '../../shared/schedule-cache';

/** Opens a blocked slot again (204). */
export async function deleteBlock(id: string): Promise<void> {
  await apiRequest<void>(API_PATHS.block(id), { method: 'DELETE' });
}

/** `Unblock`. A block already gone (404: unblocked on another phone) is what the manager wanted: the slot is open. */
export function useDeleteBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await deleteBlock(id);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    },
    onSuccess: (_, id) => {
      removeBlockFromSchedules(queryClient, id);
      reloadBlocks(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError) reloadSchedules(queryClient);
    },
  });
}
