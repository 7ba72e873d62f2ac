import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { TakenSlots } from '@turf/sync-contract/schemas';
import type { SlotId } from '@turf/sync-contract/slots';
import { apiRequest } from '../../../lib/api-client';
import { type DeviceCopyStore, loadWithDeviceCopy } from '../../../lib/device-copy';

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
 * Stores an answer for offline use once the page is idle: the copy is not needed to show the answer, so loading
 * and starting IndexedDB (Dexie) waits until the page has painted. Copies made meanwhile are batched, so each
 * date keeps its latest answer, and reads find them here until they are written.
 */
const pendingCopies = new Map<string, { date: string; taken: SlotId[]; fetchedAt: number }>();
let copyTimer: ReturnType<typeof setTimeout> | null = null;

function flushCopies(): void {
  if (copyTimer !== null) clearTimeout(copyTimer);
  copyTimer = null;
  const entries = [...pendingCopies.values()];
  if (entries.length === 0) return;
  void loadDb()
    .then((db) => db.availability.bulkPut(entries))
    .then(() => {
      // Only now may the in-memory copy go: a read meanwhile still finds it here.
      for (const entry of entries) if (pendingCopies.get(entry.date) === entry) pendingCopies.delete(entry.date);
    })
    .catch(() => {
      // Private mode or a full disk: the page still shows the fresh answer; only the offline copy is missing.
    });
}

function keepForOffline(entry: { date: string; taken: SlotId[]; fetchedAt: number }): void {
  pendingCopies.set(entry.date, entry);
  if (copyTimer !== null) return;
  copyTimer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(flushCopies, { timeout: 1_000 });
    else flushCopies();
  }, 0);
}

// Leaving the page (switching apps, closing the tab) is the last safe moment to write the copy.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushCopies();
  });
}

/**
 * A date's copy: what is still waiting to be written counts as stored, so a fetch that fails right after a success
 * still has it. Reading loads Dexie only when the server could not be reached.
 */
function availabilityCopy(date: string): DeviceCopyStore<SlotId[]> {
  return {
    async read() {
      const pending = pendingCopies.get(date);
      if (pending) return { value: pending.taken, fetchedAt: pending.fetchedAt };
      const stored = await (await loadDb()).availability.get(date);
      return stored && { value: stored.taken, fetchedAt: stored.fetchedAt };
    },
    write: ({ value, fetchedAt }) => keepForOffline({ date, taken: value, fetchedAt }),
  };
}

/**
 * The server's answer, copied on the way through (lib/device-copy.ts); offline, or when the server does not answer
 * in time, the last copy for that date instead (or "unknown"). API errors other than "cannot reach" stay errors,
 * shown as nothing (docs/product.md#offline-and-updates, "Taken slots offline").
 */
export async function getTakenSlots(date: string): Promise<TakenSlotsView> {
  const loaded = await loadWithDeviceCopy(
    // Revalidated, not refetched: a phone that already has the day's list gets a 304 and no body (decision 022).
    () => apiRequest<TakenSlots>(API_PATHS.takenSlots(date), { timeoutMs: TAKEN_SLOTS_TIMEOUT_MS, cache: 'no-cache' }),
    availabilityCopy(date),
  );
  switch (loaded.source) {
    case 'server':
      return { taken: loaded.value, source: 'server', asOf: loaded.asOf };
    case 'device':
      return { taken: loaded.value, source: 'cache', asOf: loaded.asOf };
    case 'none':
      return { taken: [], source: 'unknown', asOf: null };
  }
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
