import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { Booking, PatchBookingBody } from '@turf/sync-contract/schemas';
import { apiRequest } from '../../../../lib/api-client';

/** Sets `paid` or `cancelled`; the server answers with the booking as it now is. */
export function updateBooking(id: string, body: PatchBookingBody): Promise<Booking> {
  return apiRequest<Booking>(API_PATHS.booking(id), { method: 'PATCH', body });
}
