import { formatLongDate } from '@turf/sync-contract/time';
import type { Locator, Page } from 'playwright-core';
import { MARKS } from '../../pwa/src/lib/config';

/**
 * Resolves once the app runs on the page. A prerendered page shows its HTML (and a placeholder calendar on /slots)
 * before that, so anything that reads or clicks what the app renders waits for this first.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
}

/**
 * Resolves once this tab's outbox has settled (the app's `MARKS.outboxIdle`) after `since` (the page's
 * `performance.now()`; by default any time since the page loaded): the start found no work for it, or a run ended and
 * the banner shows where the requests stand. From then on the outbox sends and shows nothing more by itself, so a test
 * waits for this instead of sleeping to prove that nothing else happens.
 */
export async function outboxIdle(page: Page, since = 0): Promise<void> {
  await page.waitForFunction(
    ({ name, after }) => performance.getEntriesByName(name).some((mark) => mark.startTime > after),
    { name: MARKS.outboxIdle, after: since },
  );
}

/**
 * Resolves once the page has had an idle moment since the call: whatever the app left for one (the outbox and its
 * database library, decisions 016 and 057) has been started by then, since idle callbacks run in the order asked.
 */
export async function afterIdle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestIdleCallback(() => resolve());
        // Chromium starts an idle period after a frame, and a headless page with nothing to draw may make none.
        requestAnimationFrame(() => {});
      }),
  );
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

/**
 * A visitor's request made as a person makes it: `/slots`, the day, the period's tab, the slot, the form. Resolves
 * with the success dialog and the Booking ID it shows.
 */
export async function requestFromForm(
  page: Page,
  origin: string,
  request: { date: string; period: string; slotId: string; name: string; phone: string },
): Promise<{ dialog: Locator; bookingId: string }> {
  await page.goto(`${origin}/slots`);
  await pickDate(page, request.date);
  await page.getByRole('tab', { name: request.period, exact: true }).tap();
  await page.locator(`.slot-grid:not([inert]) button[data-slot-id="${request.slotId}"]`).tap();
  await page.getByLabel('Reference Name').fill(request.name);
  await page.getByLabel('Phone').fill(request.phone);
  await page.getByRole('button', { name: 'Confirm Booking' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Booking Request Submitted' });
  await dialog.waitFor();
  const bookingId = (await dialog.locator('.booking-id-value, [data-booking-id]').first().textContent())?.trim() ?? '';
  return { dialog, bookingId };
}
