import { API_PATHS } from '@turf/sync-contract/api-paths';
import { apiRequest } from '../../../../lib/api-client';

/** Removes a booking for good (204); its slot opens again. */
export async function deleteBooking(id: string): Promise<void> {
  await apiRequest<void>(API_PATHS.booking(id), { method: 'DELETE' });
}
