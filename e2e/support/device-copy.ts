import type { Page } from 'playwright-core';
import { STORAGE_KEYS } from '../../pwa/src/lib/config';

/** Reads the copy's time in the page: IndexedDB `availability` of the app's database (lib/db.ts). */
function copyTime({ name, day }: { name: string; day: string }): Promise<number | null> {
  return new Promise((resolve) => {
    const open = indexedDB.open(name);
    open.onerror = () => resolve(null);
    open.onsuccess = () => {
      const database = open.result;
      if (!database.objectStoreNames.contains('availability')) {
        database.close();
        resolve(null);
        return;
      }
      const read = database.transaction('availability').objectStore('availability').get(day);
      read.onsuccess = () => {
        database.close();
        resolve((read.result as { fetchedAt?: number } | undefined)?.fetchedAt ?? null);
      };
      read.onerror = () => {
        database.close();
        resolve(null);
      };
    };
  });
}

/** When the server gave the availability of `day` that the device keeps for offline use (epoch ms), or null if none. */
export function availabilityCopyTime(page: Page, day: string): Promise<number | null> {
  return page.evaluate(copyTime, { name: STORAGE_KEYS.database, day });
}
