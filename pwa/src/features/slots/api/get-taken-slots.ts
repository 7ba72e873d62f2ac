import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { DayAvailability } from '@turf/sync-contract/schemas';
import type { SlotId } from '@turf/sync-contract/slots';
import { apiRequest } from '../../../lib/api-client';
import { loadWithDeviceCopy } from '../../../lib/device-copy';
import { availabilityCopy } from './availability-copies';

/**
 * What the slot list knows about a date. `source` says where it came from: the server just now, the copy
 * kept on this device (offline; `asOf` is when the server gave it), or nothing at all (never seen offline).
 */
export interface TakenSlotsView {
  /** Every slot that cannot be requested: booked or closed alike. */
  taken: SlotId[];
  /** Those of them the manager closed (a block), shown as closed rather than booked (decision 080). */
  closed: SlotId[];
  source: 'server' | 'cache' | 'unknown';
  /** Epoch ms of the server answer shown, or null when unknown. */
  asOf: number | null;
}

export const takenSlotsKeys = {
  all: ['taken-slots'] as const,
  date: (date: string) => ['taken-slots', date] as const,
};

/** A phone on one bar of signal gets this long before the list falls back to the copy on the device. */
export const TAKEN_SLOTS_TIMEOUT_MS = 4_000;
/** While showing a device copy, how often to try the server again (the `online` event may never come). */
const CACHE_RETRY_MS = 15_000;

/**
 * The server's answer, copied on the way through (lib/device-copy.ts); offline, or when the server does not answer
 * in time, the last copy for that date instead (or "unknown"). API errors other than "cannot reach" stay errors,
 * shown as nothing (docs/product.md#offline-and-updates, "Taken slots offline").
 */
export async function getTakenSlots(date: string): Promise<TakenSlotsView> {
  const loaded = await loadWithDeviceCopy(
    // Revalidated, not refetched: a phone that already has the day's list gets a 304 and no body (decision 022).
    () =>
      apiRequest<DayAvailability>(API_PATHS.availability(date), {
        timeoutMs: TAKEN_SLOTS_TIMEOUT_MS,
        cache: 'no-cache',
      }),
    availabilityCopy(date),
  );
  if (loaded.source === 'none') return { taken: [], closed: [], source: 'unknown', asOf: null };
  const { booked, closed } = loaded.value;
  return {
    taken: [...booked, ...closed],
    closed,
    source: loaded.source === 'server' ? 'server' : 'cache',
    asOf: loaded.asOf,
  };
}

export function takenSlotsQueryOptions(date: string) {
  return queryOptions({
    queryKey: takenSlotsKeys.date(date),
    queryFn: () => getTakenSlots(date),
    // A device copy is stale at once, so reconnecting, refocusing or remounting asks the server again.
    staleTime: (query) => (query.state.data?.source === 'server' ? 15_000 : 0),
    refetchOnReconnect: 'always',
    refetchInterval: (query) => (query.state.data && query.state.data.source !== 'server' ? CACHE_RETRY_MS : false),
  });
}

export function useTakenSlots(date: string | null) {
  return useQuery({ ...takenSlotsQueryOptions(date ?? ''), enabled: date !== null });
}
