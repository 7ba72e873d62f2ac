import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { BookedSlotWithRequests } from '@turf/sync-contract/schemas';
import { apiRequest } from '../../../../lib/api-client';
import { adminKeys } from '../../shared/admin-keys';
import { REQUESTS_REFRESH_MS } from './get-booking-requests';

/** Booked slots that still have requests waiting: their cards say the slot is taken and offer `Reject all`. */
export function getBookedSlots(): Promise<BookedSlotWithRequests[]> {
  return apiRequest<BookedSlotWithRequests[]>(API_PATHS.bookedSlotsWithRequests, { timeoutMs: 8_000 });
}

/** `date slotId` of a slot, the key cards look their slot up by. */
export function slotKey(slot: { date: string; slotId: string }): string {
  return `${slot.date} ${slot.slotId}`;
}

export function useBookedSlots() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.bookedSlots,
      queryFn: getBookedSlots,
      // Refreshed with the list; offline it is simply absent, and Reject all with it (it needs a connection anyway).
      refetchInterval: REQUESTS_REFRESH_MS,
      staleTime: 5_000,
      retry: false,
      select: (slots) => new Map(slots.map((slot) => [slotKey(slot), slot.waiting])),
    }),
  );
}

/**
 * The server said a slot is booked (a confirm refused with `This slot is already booked`): its cards show it as
 * taken at once, before the refetch brings the count of requests still waiting for it. One is the least that is
 * true (the refused request waits); `Reject all` shows only once the server has said more wait.
 */
export function markSlotBooked(queryClient: QueryClient, slot: Pick<BookedSlotWithRequests, 'date' | 'slotId'>): void {
  queryClient.setQueryData<BookedSlotWithRequests[]>(adminKeys.bookedSlots, (slots = []) =>
    slots.some((booked) => slotKey(booked) === slotKey(slot))
      ? slots
      : [...slots, { date: slot.date, slotId: slot.slotId, waiting: 1 }],
  );
}
