import type { Schedule } from '@turf/sync-contract/schemas';
import { db } from '../../../lib/db';
import type { DeviceCopyStore } from '../../../lib/device-copy';
import type { AdminListName } from './admin-keys';

/** What a list's device copy holds: its items as last shown; paging is for the server to say again when online. */
export interface AdminListCopy<T> {
  items: T[];
  /** The path of the page after the items, for a list the server pages; null when none follows. Not kept offline. */
  next?: string | null;
  /** How many the server holds in all, when it says (a paged list); null when unknown. Not kept offline. */
  total?: number | null;
}

/** The last list the server gave, kept on the device so the panel stays readable offline. */
export function adminListCopy<T>(name: AdminListName): DeviceCopyStore<AdminListCopy<T>> {
  return {
    async read() {
      const entry = await db.adminCache.get(name);
      if (!entry || !Array.isArray(entry.data)) return undefined;
      return { value: { items: entry.data as T[] }, fetchedAt: entry.fetchedAt };
    },
    async write({ value, fetchedAt }) {
      await db.adminCache.put({ key: name, data: value.items, fetchedAt });
    },
  };
}

/** How many weeks of the board a device keeps: the weeks around today are the ones read offline (decision 032). */
export const SCHEDULE_WEEKS_KEPT = 8;
const SCHEDULE_KEY_PREFIX = 'schedule ';

/** Whether a stored value has the schedule's shape (a copy from an older version of the app may not). */
function isSchedule(data: unknown): data is Schedule {
  const value = data as Partial<Schedule> | null;
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray(value.bookings) &&
    Array.isArray(value.blocks) &&
    Array.isArray(value.pending)
  );
}

/**
 * The last answer for one week of the schedule board (by its first day), kept so the board reads offline. Writing a
 * week drops the copies of the weeks furthest from it beyond SCHEDULE_WEEKS_KEPT, so browsing months back and
 * forth does not pile names and phones up on the phone.
 */
export function scheduleCopy(from: string): DeviceCopyStore<Schedule> {
  const key = `${SCHEDULE_KEY_PREFIX}${from}`;
  return {
    async read() {
      const entry = await db.adminCache.get(key);
      return entry && isSchedule(entry.data) ? { value: entry.data, fetchedAt: entry.fetchedAt } : undefined;
    },
    async write({ value, fetchedAt }) {
      await db.transaction('rw', db.adminCache, async () => {
        await db.adminCache.put({ key, data: value, fetchedAt });
        const weeks = (await db.adminCache.where('key').startsWith(SCHEDULE_KEY_PREFIX).primaryKeys()) as string[];
        const distance = (week: string) =>
          Math.abs(Date.parse(week.slice(SCHEDULE_KEY_PREFIX.length)) - Date.parse(from));
        const furthest = weeks.sort((a, b) => distance(a) - distance(b)).slice(SCHEDULE_WEEKS_KEPT);
        if (furthest.length > 0) await db.adminCache.bulkDelete(furthest);
      });
    },
  };
}

/** Names and phone numbers leave the device with the session. */
export async function clearAdminCache(): Promise<void> {
  await db.adminCache.clear();
}
