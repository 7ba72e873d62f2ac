import { formatLongDate } from '@turf/sync-contract/time';
import type { Page } from 'playwright-core';

/**
 * Resolves once the app runs on the page. A prerendered page shows its HTML (and a placeholder calendar on /slots)
 * before that, so anything that reads or clicks what the app renders waits for this first.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
}

/** Picks a day on the /slots calendar, paging forward a month when the day is not shown yet. */
export async function pickDate(page: Page, date: string): Promise<void> {
  await appReady(page);
  const day = page.locator(`button[data-date="${date}"]:not(.is-outside)`);
  if ((await day.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  await day.click();
  await page.getByRole('heading', { name: `Available slots for ${formatLongDate(date)}` }).waitFor();
}
