import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { BookingRequest, RejectSelectedBody } from '@turf/sync-contract/schemas';
import { apiRequest } from '../../../../lib/api-client';
import { useBulkReject } from './use-bulk-reject';

/** `Reject selected`: all or nothing. Resolves to the rejected requests; throws with the server's reason otherwise. */
export function rejectSelectedBookingRequests(ids: readonly string[]): Promise<BookingRequest[]> {
  const body: RejectSelectedBody = { ids: [...ids] };
  return apiRequest<BookingRequest[]>(API_PATHS.rejectSelectedBookingRequests, { method: 'POST', body });
}

export function useRejectSelectedBookingRequests() {
  return useBulkReject(rejectSelectedBookingRequests);
}
