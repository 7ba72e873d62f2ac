import { API_PATHS } from '@turf/sync-contract/api-paths';
import { BOOKING_ID_PATTERN, newBookingId } from '@turf/sync-contract/booking-id';
import { getSlot } from '@turf/sync-contract/slots';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import type { BrowserContext, Locator } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { useOfflineSuite, visitOnce } from './offline-helpers';
import { appReady, pickDate } from './support/app-page';
import { axeOf } from './support/axe';
import { DESKTOP, newContext, PHONE, savePicture } from './support/browser';
import { availabilityCopyTime } from './support/device-copy';
import { adminToken } from './support/server';

/**
 * The public site with the network gone, after one visit put it in the service worker's cache: every page with the
 * offline banner, /slots with the availability it last saw and its time, the success dialog of a request kept on the
 * phone, /my-requests with that request waiting to be sent, and the 404 page. On a phone and on a laptop, axe
 * (WCAG 2.2 AA and best practice, as the rest of the suite scans) finds nothing, and each state is kept as a
 * screenshot (`offline-a11y-<state>-<size>.png`).
 */

const OFFLINE_BANNER = 'You are offline. Pages still open, and booking requests wait on this phone';
const PAGES: [state: string, path: string][] = [
  ['home', '/'],
  ['slots', '/slots'],
  ['events', '/events'],
  ['contact', '/contact'],
  ['my-requests-empty', '/my-requests'],
  ['login', '/login'],
];

const suite = useOfflineSuite();
/** Three days ahead: a booked slot there is what the phone must remember offline. */
const DATE = addDays(todayAtVenue(), 3);

beforeAll(async () => {
  const id = newBookingId();
  const created = await fetch(`${suite.server.url}${API_PATHS.bookingRequests}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      id,
      date: DATE,
      slotId: 'M-3',
      name: 'Booked Earlier',
      phone: '01712345670',
      time: getSlot('M-3').time,
    }),
  });
  expect(created.status).toBe(201);
  const confirmed = await fetch(`${suite.server.url}${API_PATHS.confirmBookingRequest(id)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken(suite.server)}` },
  });
  expect(confirmed.status).toBe(200);
});

describe('offline, every public screen passes axe', () => {
  for (const size of ['phone', 'desktop'] as const) {
    const viewport = size === 'phone' ? PHONE : DESKTOP;
    const sizeName = `${viewport.width}x${viewport.height}`;
    test(`at ${sizeName}`, async () => {
      const context: BrowserContext = await newContext(suite.browser, size);
      const problems: string[] = [];
      let scans = 0;
      try {
        // Online once: the service worker caches the site, and /slots learns the date's availability.
        const page = await visitOnce(context, `${suite.server.url}/slots`);
        await pickDate(page, DATE);
        // Every slot is disabled while the day loads: wait for the loaded list's M-3.
        await page.locator('.slot-grid:not([inert]) button[data-slot-id="M-3"]:disabled').waitFor();
        // The phone keeps the answer as it shows it (decision 057): going offline right away loses nothing.
        expect(await availabilityCopyTime(page, DATE)).not.toBeNull();
        await context.setOffline(true);

        /**
         * Scans the screen from the top, as a visitor arrives, then keeps a picture of the screen with `show` in
         * view: a full-page picture of a phone puts the fixed tab bar in the middle of the page.
         */
        async function scan(state: string, show?: Locator): Promise<void> {
          await page.evaluate(() => window.scrollTo(0, 0));
          const axe = await axeOf(page).analyze();
          scans += 1;
          expect(axe.passes.length, `${state}: axe ran its checks`).toBeGreaterThan(0);
          for (const violation of axe.violations) {
            problems.push(
              `${state} at ${sizeName}: axe ${violation.id} at ${violation.nodes.map((n) => `${n.target}: ${n.failureSummary}`).join(' | ')}`,
            );
          }
          if (show) await show.evaluate((el) => el.scrollIntoView({ block: 'center' }));
          await savePicture(page, `offline-a11y-${state}-${sizeName}`);
        }

        async function openOffline(path: string): Promise<void> {
          await page.goto(`${suite.server.url}${path}`);
          await appReady(page);
          await page.getByText(OFFLINE_BANNER).waitFor();
          await page.locator('main h1').first().waitFor();
        }

        // The offline banner on every public page.
        for (const [state, path] of PAGES) {
          await openOffline(path);
          if (path === '/login') await page.getByRole('button', { name: 'Sign In' }).waitFor();
          await scan(`banner-${state}`);
        }

        // /slots: the availability it last saw for the date, marked with its time.
        await openOffline('/slots');
        await pickDate(page, DATE);
        await page.getByText(/^Offline - availability as of /).waitFor();
        await page.getByRole('tab', { name: 'Morning', exact: true }).click();
        await page.locator('button[data-slot-id="M-3"]:disabled').waitFor();
        expect(await page.locator('button[data-slot-id="M-4"]').isEnabled()).toBe(true);
        await scan('slots-as-of', page.getByText(/^Offline - availability as of /));

        // A request made offline: its dialog says it is kept on this phone and shows the Booking ID.
        await page.locator('button[data-slot-id="M-4"]').click();
        await page.getByLabel('Reference Name').fill('Offline Axe');
        await page.getByLabel('Phone').fill('01812345679');
        await page.getByRole('button', { name: 'Confirm Booking' }).click();
        const dialog = page.getByRole('dialog', { name: 'Booking Request Submitted' });
        await dialog.waitFor();
        await dialog.getByText('saved on this phone').waitFor();
        const id = (await dialog.getByTestId('booking-id').textContent())?.trim() ?? '';
        expect(id).toMatch(BOOKING_ID_PATTERN);
        await scan('success-dialog-saved');
        await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'hidden' });

        // /my-requests: that request, waiting to be sent.
        await openOffline('/my-requests');
        const waiting = page.locator('li.request-card').filter({ has: page.getByRole('heading', { name: id }) });
        await waiting.getByText('Waiting to send').waitFor();
        await scan('my-requests-waiting', waiting);

        // Its Remove asks in the site's own dialog; Escape keeps the request, focus back on Remove.
        const remove = waiting.getByRole('button', { name: 'Remove' });
        await remove.click();
        const question = page.getByRole('dialog', { name: 'Remove this request' });
        await question.getByText(`Remove ${id}? It has not been sent yet, so the venue will never get it.`).waitFor();
        await scan('my-requests-remove-question');
        await page.keyboard.press('Escape');
        await question.waitFor({ state: 'detached' });
        await expect.poll(() => remove.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await waiting.count()).toBe(1);

        // An address that is no page of the site, opened offline.
        await openOffline('/no-such-page');
        await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
        await scan('not-found');
      } finally {
        await context.close();
      }
      expect(scans).toBe(PAGES.length + 5);
      expect(problems).toEqual([]);
    }, 180_000);
  }
});
