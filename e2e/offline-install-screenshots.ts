/// <reference lib="dom" />
/**
 * Makes the install sheet's screenshots (pwa/public/screenshots, named in the web app manifest) from the
 * built site in real Chromium. Run after a build: `npx tsx e2e/offline-install-screenshots.ts`, then build
 * again so they ship.
 */

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import { copyBuiltPwa, visitOnce } from './offline-helpers';
import { calendarReady } from './support/app-page';
import { DESKTOP, launchChromium, PHONE } from './support/browser';
import { REPO_ROOT, startServer } from './support/server';

const out = join(REPO_ROOT, 'pwa', 'public', 'screenshots');
mkdirSync(out, { recursive: true });
const site = copyBuiltPwa();
const server = await startServer({ STATIC_DIR: site.dir });
const browser = await launchChromium();
try {
  // Device pixels = CSS pixels, so each image has exactly the size the manifest states.
  const phone = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  const page = await visitOnce(phone, `${server.url}/slots`);
  const date = addDays(todayAtVenue(), 1);
  const day = page.locator(`button[data-date="${date}"]:not(.is-outside)`);
  await calendarReady(page);
  if ((await day.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  await day.click();
  await page.locator('button[data-slot-id="M-3"]').click();
  await page.screenshot({ path: join(out, 'slots-narrow.png') });

  // Two requests: one sent, one made offline and waiting.
  for (const [slotId, name, offline] of [
    ['M-3', 'Rahim Uddin', false],
    ['M-4', 'Karim Ahmed', true],
  ] as const) {
    await phone.setOffline(offline);
    await page.locator(`button[data-slot-id="${slotId}"]`).click();
    await page.getByLabel('Reference Name').fill(name);
    await page.getByLabel('Phone').fill('01712345678');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Booking Request Submitted' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
  }
  await page
    .getByRole('link', { name: /My requests/ })
    .first()
    .click();
  await page.locator('li.request-card').nth(1).waitFor();
  await page.screenshot({ path: join(out, 'my-requests-narrow.png') });
  await phone.close();

  const desktop = await browser.newContext({ viewport: DESKTOP, deviceScaleFactor: 1 });
  const wide = await visitOnce(desktop, `${server.url}/slots`);
  const wideDay = wide.locator(`button[data-date="${date}"]:not(.is-outside)`);
  if ((await wideDay.count()) === 0) await wide.getByRole('button', { name: 'Next month' }).click();
  await wideDay.click();
  await wide.locator('button[data-slot-id="M-2"]').click();
  await wide.screenshot({ path: join(out, 'slots-wide.png') });
  await desktop.close();
  console.log(`install screenshots written to ${out}`);
} finally {
  await browser.close();
  await server.stop();
  site.remove();
}
