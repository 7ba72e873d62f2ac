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

/** What is still waiting to be copied counts as stored: a fetch that fails right after a success still has it. */
async function readStored(date: string): Promise<TakenSlotsView> {
  const pending = pendingCopies.get(date);
  if (pending) return { taken: pending.taken, source: 'cache', asOf: pending.fetchedAt };
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
