import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { TakenSlots } from '@turf/sync-contract/schemas';
import type { SlotId } from '@turf/sync-contract/slots';
import { apiRequest, NetworkError } from '../../../lib/api-client';

/**
 * What the slot list knows about a date. `source` says where it came from: the server just now, the copy
 * kept on this device (offline; `asOf` is when the server gave it), or nothing at all (never seen offline).
 */
export interface TakenSlotsView {
  taken: SlotId[];
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

/** Dexie loads beside the first request instead of before the page paints. */
const loadDb = () => import('../../../lib/db').then((module) => module.db);

/**
 * Stores an answer for offline use once the page is idle: IndexedDB (and Dexie's code) is not needed to show
 * the answer, so a phone opening the slots page spends its first seconds on the page, not on the copy.
 */
function keepForOffline(entry: { date: string; taken: SlotId[]; fetchedAt: number }): void {
  const store = () =>
    void loadDb()
      .then((db) => db.availability.put(entry))
      .catch(() => {
        // Private mode or a full disk: the page still shows the fresh answer; only the offline copy is missing.
      });
  if (typeof requestIdleCallback === 'function') requestIdleCallback(store, { timeout: 2_000 });
  else setTimeout(store, 200);
}

async function readStored(date: string): Promise<TakenSlotsView> {
  try {
    const stored = await (await loadDb()).availability.get(date);
    if (stored) return { taken: stored.taken, source: 'cache', asOf: stored.fetchedAt };
  } catch {
    // IndexedDB unavailable (private mode on some browsers): same as never seen.
  }
  return { taken: [], source: 'unknown', asOf: null };
}

/**
 * The server's answer, stored with its time on the way through; offline, or when the server does not answer
 * in time, the last stored answer for that date instead (or "unknown"). API errors other than "cannot reach"
 * stay errors: the spec only logs them.
 */
export async function getTakenSlots(date: string): Promise<TakenSlotsView> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return readStored(date);
  let taken: TakenSlots;
  try {
    taken = await apiRequest<TakenSlots>(API_PATHS.takenSlots(date), { timeoutMs: TAKEN_SLOTS_TIMEOUT_MS });
  } catch (error) {
    if (error instanceof NetworkError) return readStored(date);
    throw error;
  }
  const fetchedAt = Date.now();
  keepForOffline({ date, taken, fetchedAt });
  return { taken, source: 'server', asOf: fetchedAt };
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
