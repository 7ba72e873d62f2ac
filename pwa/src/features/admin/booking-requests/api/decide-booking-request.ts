import { API_PATHS } from '@turf/sync-contract/api-paths';
import { apiRequest } from '../../../../lib/api-client';

export type Decision = 'confirm' | 'reject';

/** Confirm makes a booking at the server's price; reject keeps the request as `rejected`. Both throw on failure. */
export async function decideBookingRequest(id: string, decision: Decision): Promise<void> {
  if (decision === 'confirm') {
    await apiRequest<unknown>(API_PATHS.confirmBookingRequest(id), { method: 'POST' });
  } else {
    await apiRequest<unknown>(API_PATHS.bookingRequest(id), { method: 'DELETE' });
  }
}
