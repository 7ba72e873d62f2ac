import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { BookingRequest, RejectAllForSlotBody } from '@turf/sync-contract/schemas';
import { apiRequest } from '../../../../lib/api-client';
import { useBulkReject } from './use-bulk-reject';

/** `Reject all` for a booked slot: every request still waiting for it. Resolves to the rejected requests. */
export function rejectAllBookingRequestsForSlot(slot: RejectAllForSlotBody): Promise<BookingRequest[]> {
  const body: RejectAllForSlotBody = { date: slot.date, slotId: slot.slotId };
  return apiRequest<BookingRequest[]>(API_PATHS.rejectAllBookingRequestsForSlot, { method: 'POST', body });
}

export function useRejectAllBookingRequestsForSlot() {
  return useBulkReject(rejectAllBookingRequestsForSlot);
}
