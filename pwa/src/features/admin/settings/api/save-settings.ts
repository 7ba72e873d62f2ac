import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { PutSettingsBody, VersionedSettings } from '@turf/sync-contract/schemas';
import { apiRequest } from '../../../../lib/api-client';
import { showVenueSettings } from '../../../../lib/venue-settings';
import { adminKeys } from '../../shared/admin-keys';

/** The whole document and the version it was edited from: all or nothing, 409 when another save came in between. */
export function saveSettings(body: PutSettingsBody): Promise<VersionedSettings> {
  return apiRequest<VersionedSettings>(API_PATHS.settings, { method: 'PUT', body, timeoutMs: 15_000 });
}

/** `Save`: the saved version becomes the form's, the change log gains it, and this phone's pages show it at once. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.settings, saved);
      void queryClient.invalidateQueries({ queryKey: adminKeys.settingsChanges });
      showVenueSettings(saved);
    },
  });
}
