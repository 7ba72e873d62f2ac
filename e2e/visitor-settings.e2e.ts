import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { VersionedSettings } from '@turf/sync-contract/schemas';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { appReady, pickDate } from './support/app-page';
import { newContext, screenshot } from './support/browser';
import { adminToken } from './support/server';
import { useServerAndBrowser } from './support/suite';

/**
 * Issue 16 in real Chromium: the manager changes the night price and the phone number with `PUT /api/settings` (from
 * another device: the panel's own save is admin-settings.e2e.ts); a visitor whose phone has the service worker sees
 * both on the next visit (no rebuild, no restart), the request they made before the change keeps the price it was made
 * at once confirmed, and offline the pages open with the last copy, which has the new values.
 */

// Closing the browser closes every context the tests opened.
const suite = useServerAndBrowser({ BOOKING_RATE_LIMIT: '1000' });

async function visitorPage(): Promise<Page> {
  const context = await newContext(suite.browser, 'phone');
  return context.newPage();
}

/**
 * A visit to `/slots`: opens it on `date`'s Night tab once the app has its settings answer, and returns what N-4 says
 * and the ETag its settings request revalidated (null for a first ask).
 */
async function visitSlots(page: Page, date: string): Promise<{ price: string | null; revalidated: string | null }> {
  const settingsAnswer = page.waitForResponse((response) => response.url().endsWith(API_PATHS.settings));
  await page.goto(`${suite.server.url}/slots`);
  await appReady(page);
  // The ETag of the copy the browser held, sent back so an unchanged version costs a 304 (Chromium reports the
  // revalidated answer as the cached 200, so the request's header is what shows it).
  const revalidated = (await (await settingsAnswer).request().allHeaders())['if-none-match'] ?? null;
  await pickDate(page, date);
  await page.getByRole('tab', { name: 'Night', exact: true }).click();
  const price = await page.locator('.slot-grid:not([inert]) button[data-slot-id="N-4"] .slot-status').textContent();
  return { price, revalidated };
}

const NEW_PHONE = '+8801811111111';

async function saveNightPriceAndPhone(night: number, phone: string): Promise<void> {
  const token = await adminToken(suite.server);
  const current = (await (await fetch(`${suite.server.url}${API_PATHS.settings}`)).json()) as VersionedSettings;
  const settings = structuredClone(current.settings);
  settings.prices.regular.Night = night;
  settings.venue.phone = phone;
  const response = await fetch(`${suite.server.url}${API_PATHS.settings}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ version: current.version, settings }),
  });
  expect(response.status).toBe(200);
}

describe("the visitor's prices follow the manager's saved settings", () => {
  test('a new night price shows on the next visit; a request made before keeps its price after confirmation', async () => {
    const date = addDays(todayAtVenue(), 3);
    const page = await visitorPage();
    expect(await visitSlots(page, date)).toEqual({ price: 'BDT 2500', revalidated: null });

    // The visitor requests N-1 at today's price: the dialog says what the server stored.
    await page.locator('button[data-slot-id="N-1"]').click();
    expect(await page.getByText('Slot Price').locator('xpath=following-sibling::dd').textContent()).toBe('BDT 2500');
    await page.getByLabel('Reference Name').fill('Price Keeper');
    await page.getByLabel('Phone').fill('01712345601');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Booking Request Submitted' });
    await dialog.waitFor();
    expect(await dialog.locator('.dialog-price').textContent()).toBe('Price: BDT 2500');
    const bookingId = (await dialog.getByTestId('booking-id').textContent()) as string;
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The phone has the service worker: the next visits are served from its copies of the pages.
    // (Its first install can take seconds on a busy host: the page's own signal is waited for, not a poll's second.)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });

    // The manager raises the night price and changes the phone number; no rebuild, no restart.
    await saveNightPriceAndPhone(3100, NEW_PHONE);
    // A device that never visited gets the new values in the page's HTML itself, before any script, once the server
    // has rendered the pages again (a fraction of a second after the save).
    const contactPage = () => fetch(`${suite.server.url}/en/contact`).then((response) => response.text());
    await expect.poll(contactPage, { timeout: 10_000 }).toContain(`href="tel:${NEW_PHONE}"`);
    expect(await contactPage()).not.toContain('tel:+8801700000000');
    const token = await adminToken(suite.server);
    const confirmed = await fetch(`${suite.server.url}${API_PATHS.confirmBookingRequest(bookingId)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as { price: number }).price).toBe(2500);

    // The visitor's next visit shows the new price for the other night slots (asking with the old version's ETag).
    expect(await visitSlots(page, date)).toEqual({ price: 'BDT 3100', revalidated: '"settings-1"' });
    // The same visit shows the new phone in the footer, though the service worker's copy of the page was the old one.
    const footerPhone = page.locator('footer a[href^="tel:"]');
    await expect.poll(() => footerPhone.getAttribute('href')).toBe(`tel:${NEW_PHONE}`);
    // That visit had the service worker fetch its copies again: the next one opens with the new values in the HTML.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const copy = await caches.match('/en/contact/index.html', { ignoreSearch: true });
            return copy ? (await copy.text()).includes('tel:+8801811111111') : false;
          }),
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(await visitSlots(page, date)).toEqual({ price: 'BDT 3100', revalidated: '"settings-2"' });
    await page.locator('button[data-slot-id="N-2"]').click();
    expect(await page.getByText('Slot Price').locator('xpath=following-sibling::dd').textContent()).toBe('BDT 3100');
    await screenshot(page, 'visitor-settings-new-night-price');

    // The request made before the change: confirmed, at the price it was made at.
    await page.goto(`${suite.server.url}/my-requests`);
    await appReady(page);
    const card = page.locator(`#my-request-${bookingId}`);
    await expect.poll(() => card.getAttribute('data-state'), { timeout: 30_000 }).toBe('confirmed');
    await expect
      .poll(() => card.getByText('Price', { exact: true }).locator('xpath=following-sibling::dd').textContent())
      .toBe('BDT 2500');
    await screenshot(page, 'visitor-settings-request-keeps-price');

    // Offline: the pages open from the last copy, which has the new phone in its HTML and the new price on /slots.
    await page.context().setOffline(true);
    const contactHtml = page.waitForResponse((response) => response.url().endsWith('/contact'));
    await page.goto(`${suite.server.url}/contact`);
    expect(await (await contactHtml).text()).toContain(`href="tel:${NEW_PHONE}"`);
    await appReady(page);
    expect(await page.locator('main a[href^="tel:"]').first().getAttribute('href')).toBe(`tel:${NEW_PHONE}`);
    await screenshot(page, 'visitor-settings-offline-contact');
    await page.goto(`${suite.server.url}/slots`);
    await appReady(page);
    await pickDate(page, date);
    await page.getByRole('tab', { name: 'Night', exact: true }).click();
    await expect
      .poll(() => page.locator('.slot-grid:not([inert]) button[data-slot-id="N-4"] .slot-status').textContent())
      .toBe('BDT 3100');
    await page.context().setOffline(false);
  });
});
