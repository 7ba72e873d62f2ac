/// <reference lib="dom" />
import { localePath } from '@turf/sync-contract/locale';
import { getSlot } from '@turf/sync-contract/slots';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appReady, outboxIdle, pickDate } from './support/app-page';
import { axeOf } from './support/axe';
import { DESKTOP, PHONE, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { connectChromium } from './support/suite';

/**
 * A reload while the form says "Processing...": the request waits on the phone, the next start sends it from the
 * page the visitor is on (not only from /my-requests), and the visitor sees its Booking ID again. The service worker
 * is kept out, so Background Sync cannot be what sends it: the app's own start must.
 */

async function axeViolations(page: Page): Promise<string[]> {
  const axe = await axeOf(page).analyze();
  return axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`);
}

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ BOOKING_RATE_LIMIT: '1000' });
  browser = await connectChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function rowsFor(id: string): Promise<number> {
  const [row] = await server.sql<{ n: number }[]>`select count(*)::int as n from booking_requests where id = ${id}`;
  return row?.n ?? 0;
}

/**
 * Submits the form and holds its POST on the way: the request never reaches the server. Returns its Booking ID. Only
 * that first POST is held (a route removed while it holds a request lets the request go on, so the route stays).
 */
async function submitAndHold(page: Page, name: string, phone: string): Promise<string> {
  let heldId: ((id: string) => void) | null = null;
  const held = new Promise<string>((resolve) => (heldId = resolve));
  await page.route('**/api/booking-requests', (route: Route) => {
    if (route.request().method() !== 'POST' || heldId === null) return route.continue();
    heldId((route.request().postDataJSON() as { id: string }).id);
    heldId = null;
    // Never answered: the phone's connection hangs, as on a weak signal.
  });
  await page.getByLabel('Reference Name').fill(name);
  await page.getByLabel('Phone').fill(phone);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await page.getByRole('button', { name: 'Processing…' }).waitFor();
  return held;
}

describe('a reload while "Processing..." loses nothing', () => {
  // On the phone the visitor reloads /slots; on the desktop they open another page instead (a new start too).
  for (const [size, viewport, phone, nextPage] of [
    ['phone', PHONE, '01712340001', '/slots'],
    ['desktop', DESKTOP, '01712340002', '/events'],
  ] as const) {
    test(`${size}: the request reaches the server from ${nextPage}, and its Booking ID is shown again`, async () => {
      const context = await browser.newContext({
        viewport,
        serviceWorkers: 'block',
        ...(size === 'phone' ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
      });
      const page = await context.newPage();
      await page.goto(`${server.url}/slots`);
      await appReady(page);
      const date = addDays(todayAtVenue(), size === 'phone' ? 4 : 5);
      await pickDate(page, date);
      await page.getByRole('tab', { name: 'Night', exact: true }).click();
      await page.locator('button[data-slot-id="N-2"]').click();

      const id = await submitAndHold(page, `Reload ${size}`, phone);
      expect(await rowsFor(id)).toBe(0);
      // The visitor gives up waiting and reloads; the network is fine again.
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/booking-requests')) posts.push(request.url());
      });
      await page.goto(`${server.url}${nextPage}`);
      await appReady(page);

      // Sent from the page the visitor is on, without a visit to /my-requests.
      await expect.poll(() => rowsFor(id), { timeout: 15_000, interval: 250 }).toBe(1);
      expect(new URL(page.url()).pathname).toBe(localePath('en', nextPage));
      expect(posts).toHaveLength(1);

      // The visitor sees the request and its Booking ID again.
      const bar = page.locator('.connectivity-request').filter({ hasText: id });
      await bar.getByText(`Your booking request ${id} was sent.`).waitFor();
      await screenshot(page, `reload-mid-send-banner-${size}`);
      expect(await axeViolations(page)).toEqual([]);
      await bar.getByRole('button', { name: 'Show Booking ID' }).click();
      const dialog = page.getByRole('dialog', { name: 'Booking Request Submitted' });
      await dialog.waitFor();
      expect((await dialog.getByTestId('booking-id').textContent())?.trim()).toBe(id);
      // Styled as on /slots, wherever it opens (its styles come with it).
      expect(await dialog.evaluate((element) => getComputedStyle(element).borderRadius)).toBe('18px');
      await dialog.getByRole('button', { name: 'Copy' }).waitFor();
      const whatsapp = (await dialog.getByRole('link', { name: /Chat on WhatsApp/ }).getAttribute('href')) ?? '';
      expect(decodeURIComponent(whatsapp)).toContain(`Booking ID: ${id}`);
      expect(decodeURIComponent(whatsapp)).toContain(`Slot: ${getSlot('N-2').time}`);
      await screenshot(page, `reload-mid-send-dialog-${size}`);
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await bar.waitFor({ state: 'detached' });
      // The button that opened it is gone (its ID is seen): focus goes to the page, not lost.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');

      // Seen: the next start shows nothing more and sends nothing twice.
      await page.reload();
      await appReady(page);
      // The start has looked at the outbox and found nothing left to send or show.
      await outboxIdle(page);
      expect(await page.locator('.connectivity-request').count()).toBe(0);
      expect(await rowsFor(id)).toBe(1);
      await context.close();
    });
  }
});
