import type { QueryClient } from '@tanstack/react-query';
import { apiRequest, NetworkError } from '../../../lib/api-client';
import { type AdminCacheKey, readAdminCache, writeAdminCache } from './admin-cache';

/** A list as the panel shows it: fresh from the server, or the device's copy when the server is out of reach. */
export interface AdminListView<T> {
  items: T[];
  source: 'server' | 'device';
  /** Epoch ms of the server answer shown. */
  asOf: number;
}

export const adminKeys = {
  all: ['admin'] as const,
  bookingRequests: ['admin', 'booking-requests'] as const,
  bookings: ['admin', 'bookings'] as const,
};

const KEY_OF_CACHE: Record<AdminCacheKey, readonly string[]> = {
  'booking-requests': adminKeys.bookingRequests,
  bookings: adminKeys.bookings,
};

/** Loads from the server and keeps a copy; offline, answers with that copy instead of an error. */
export async function loadAdminList<T>(cacheKey: AdminCacheKey, path: string): Promise<AdminListView<T>> {
  try {
    const items = await apiRequest<T[]>(path, { timeoutMs: 8_000 });
    const asOf = Date.now();
    // The copy on the device is a convenience: a full or blocked IndexedDB must not fail the screen.
    await writeAdminCache(cacheKey, items, asOf).catch(() => undefined);
    return { items, source: 'server', asOf };
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    const cached = await readAdminCache<T>(cacheKey).catch(() => null);
    if (!cached) throw error;
    return { items: cached.items, source: 'device', asOf: cached.fetchedAt };
  }
}

/** Applies a change the server has acknowledged to the shown list and to the device copy alike. */
export function updateAdminList<T>(
  queryClient: QueryClient,
  cacheKey: AdminCacheKey,
  update: (items: T[]) => T[],
): void {
  const next = queryClient.setQueryData<AdminListView<T>>(KEY_OF_CACHE[cacheKey], (view) =>
    view ? { ...view, items: update(view.items) } : view,
  );
  if (next) void writeAdminCache(cacheKey, next.items, next.asOf).catch(() => undefined);
}
