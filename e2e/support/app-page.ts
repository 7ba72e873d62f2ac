import { formatLongDate } from '@turf/sync-contract/time';
import type { Page } from 'playwright-core';

/**
 * Resolves once the app runs on the page. A prerendered page shows its HTML (and a placeholder calendar on /slots)
 * before that, so anything that reads or clicks what the app renders waits for this first.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
}

/**
 * Resolves once /slots shows its live calendar. The app may run a moment before the calendar knows the venue's
 * today; until then the placeholder has no day to pick, and paging a month ahead would skip the day wanted.
 */
export async function calendarReady(page: Page): Promise<void> {
  await page.locator('button[data-date]').first().waitFor({ state: 'attached' });
}

/** Picks a day on the /slots calendar, paging forward a month when the day is not shown yet. */
export async function pickDate(page: Page, date: string): Promise<void> {
  await appReady(page);
  await calendarReady(page);
  const day = page.locator(`button[data-date="${date}"]:not(.is-outside)`);
  if ((await day.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  await day.click();
  await page.getByRole('heading', { name: `Available slots for ${formatLongDate(date)}` }).waitFor();
}
