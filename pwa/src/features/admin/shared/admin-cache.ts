import { db } from '../../../lib/db';

export type AdminCacheKey = 'booking-requests' | 'bookings';

export interface CachedAdminList<T> {
  items: T[];
  fetchedAt: number;
}

/** The last list the server gave, kept on the device so the panel stays readable offline. */
export async function readAdminCache<T>(key: AdminCacheKey): Promise<CachedAdminList<T> | null> {
  const entry = await db.adminCache.get(key);
  if (!entry || !Array.isArray(entry.data)) return null;
  return { items: entry.data as T[], fetchedAt: entry.fetchedAt };
}

export async function writeAdminCache<T>(key: AdminCacheKey, items: T[], fetchedAt: number): Promise<void> {
  await db.adminCache.put({ key, data: items, fetchedAt });
}

/** Names and phone numbers leave the device with the session. */
export async function clearAdminCache(): Promise<void> {
  await db.adminCache.clear();
}
