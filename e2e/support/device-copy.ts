import type { Page } from 'playwright-core';
import { STORAGE_KEYS } from '../../pwa/src/lib/config';

/** Reads the copy's time in the page: the app's availability copies in localStorage (decision 057). */
function copyTime({ key, day }: { key: string; day: string }): number | null {
  try {
    const copies = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, { fetchedAt?: unknown }>;
    const fetchedAt = copies[day]?.fetchedAt;
    return typeof fetchedAt === 'number' ? fetchedAt : null;
  } catch {
    return null;
  }
}

/** When the server gave the availability of `day` that the device keeps for offline use (epoch ms), or null if none. */
export function availabilityCopyTime(page: Page, day: string): Promise<number | null> {
  return page.evaluate(copyTime, { key: STORAGE_KEYS.availabilityCopies, day });
}
