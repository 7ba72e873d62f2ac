import { addDays, formatLongDate, todayAtVenue } from '@turf/sync-contract/time';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { afterIdle, appReady, outboxIdle, pickDate } from './support/app-page';
import { axeOf } from './support/axe';
import { savePicture } from './support/browser';
import { availabilityCopyTime } from './support/device-copy';
import { type RunningServer, startServer } from './support/server';
import { connectChromium } from './support/suite';

/**
 * Picking the right slot on /slots in real Chromium: the tab a date opens on, the Late Night note that names the
 * night, the visitor's own request marked on their phone, and focus after the Booking ID dialog.
 */

const VIEWPORTS = [
  { width: 390, height: 844, phone: true },
  { width: 360, height: 640, phone: true },
  { width: 1280, height: 800, phone: false },
] as const;

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer({ BOOKING_RATE_LIMIT: '1000' });
  browser = await connectChromium();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

async function openSlots(viewport: { width: number; height: number; phone: boolean }): Promise<Page> {
  const { width, height, phone } = viewport;
  const context = await browser.newContext({
    viewport: { width, height },
    ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${server.url}/slots`);
  await appReady(page);
  return page;
}

const selectedTab = (page: Page) => page.locator('[role="tab"][aria-selected="true"]').textContent();

/** `weekday, Month D` of a `YYYY-MM-DD`, written out independently of the app's helper. */
function dayName(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

describe('the tab a date opens on', () => {
  test.each([
    ['14:00', 'Afternoon', 'A-3'],
    ['16:45', 'Night', 'N-1'],
  ])('today at %s (venue clock) it is %s, whose %s can be booked', async (time, period, bookable) => {
    const page = await (async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      contexts.push(context);
      const p = await context.newPage();
      // The phone's clock says `time` in Dhaka today; the server's clock is left alone.
      await p.clock.setFixedTime(new Date(`${todayAtVenue()}T${time}:00+06:00`));
      await p.goto(`${server.url}/slots`);
      await appReady(p);
      return p;
    })();
    await page.locator('.slot-grid:not([inert]) button[data-slot-id]').first().waitFor();
    expect(await selectedTab(page)).toBe(period);
    expect(await page.locator(`button[data-slot-id="${bookable}"]`).isEnabled()).toBe(true);
    // Morning is all over: it is still one tap away, every slot in it "Started".
    await page.getByRole('tab', { name: 'Morning', exact: true }).click();
    expect(await page.locator('.slot-grid button:disabled').count()).toBe(4);
    expect(await page.locator('.slot-grid').textContent()).toMatch(/^(.*Started){4}$/);
  });
});

describe('Late Night, a request of my own, and focus after the dialog', () => {
  VIEWPORTS.forEach((viewport, index) => {
    const size = `${viewport.width}x${viewport.height}`;
    test(`at ${size}`, async () => {
      const page = await openSlots(viewport);
      const date = addDays(todayAtVenue(), 2 + index);
      await pickDate(page, date);
      await page.getByRole('tab', { name: 'Late Night', exact: true }).click();
      const note = page.locator('.late-night-note');
      expect(await note.textContent()).toBe(
        `Late Night slots are the early hours of ${dayName(date)}: the night after ${dayName(addDays(date, -1))}.`,
      );
      expect(await note.isVisible()).toBe(true);
      const slot = page.locator('button[data-slot-id="L-2"]');
      expect(await slot.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));

      await slot.click();
      await page.getByLabel('Reference Name').fill('Night Owl');
      await page.getByLabel('Phone').fill(`0171234560${index}`);
      const confirm = page.getByRole('button', { name: 'Confirm Booking' });
      await confirm.click();
      const dialog = page.getByRole('dialog', { name: 'Booking Request Submitted' });
      await dialog.waitFor();
      // Escape on the phones, the close button on the laptop: both give focus back to the button that sent it.
      if (viewport.phone) await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
      // The dialog hides at once; its `close` event, which hands focus back, comes in the next task.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 5_000 })
        .toBe('Confirm Booking');
      expect(await confirm.evaluate((button) => button === document.activeElement)).toBe(true);

      // The request just made is marked on this phone, still on the Late Night tab the visitor was on.
      await expect.poll(() => slot.textContent(), { timeout: 10_000 }).toContain('Requested by you');
      expect(await selectedTab(page)).toBe('Late Night');
      expect(await slot.isDisabled()).toBe(true);
      expect(await page.locator('button[data-slot-id="L-3"]').textContent()).toContain('BDT 2000');
      // Loading the outbox added no stylesheet after the page's own (the shell's again would undo the page's rules).
      expect(await page.locator('link[rel="stylesheet"]:not([disabled])').count()).toBe(0);
      if (viewport.width < 420) {
        // A phone's calendar is the row of the next two weeks (issue 29).
        const day = await page.locator('button.strip-day').first().boundingBox();
        expect(day?.width).toBeGreaterThanOrEqual(48);
      }

      // Axe, from the top as a visitor arrives (the fixed tab bar does not cover a control mid-scroll).
      await page.evaluate(() => window.scrollTo(0, 0));
      const axe = await axeOf(page).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
      // The screen as the visitor sees it with the slot list under the top bar (a full-page picture would draw the
      // phone's fixed tab bar over the middle of the page).
      await page.evaluate(() => {
        const list = document.querySelector('.slot-list');
        if (list) window.scrollTo(0, list.getBoundingClientRect().top + window.scrollY - 72);
      });
      await savePicture(page, `slots-late-night-requested-${size}`);

      if (index === 0) {
        // Still marked after a reload: it comes from the requests kept on this phone, not from memory.
        await page.reload();
        await appReady(page);
        await pickDate(page, date);
        await page.getByRole('tab', { name: 'Late Night', exact: true }).click();
        await expect.poll(() => slot.textContent(), { timeout: 10_000 }).toContain('Requested by you');
        // Another phone (a fresh browser profile) sees the slot as free: the mark is this device's only.
        const other = await openSlots(viewport);
        await pickDate(other, date);
        await other.getByRole('tab', { name: 'Late Night', exact: true }).click();
        // The slot list of the server's answer (every slot is disabled and out of reach while a day loads).
        const elsewhere = other.locator('.slot-grid:not([inert]) button[data-slot-id="L-2"]');
        await elsewhere.waitFor();
        expect(await elsewhere.textContent()).toContain('BDT 2000');
        expect(await elsewhere.isEnabled()).toBe(true);
      }
    });
  });
});

/** Whether `selector`'s box lies wholly between the sticky top bar and the phone's bottom tab bar. */
function wholeOnScreen(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const box = document.querySelector(css)?.getBoundingClientRect();
    const top = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
    const bar = document.querySelector('.tab-bar');
    const bottom = bar && getComputedStyle(bar).display !== 'none' ? bar.getBoundingClientRect().top : innerHeight;
    return box !== undefined && box.height > 0 && box.top >= top && box.bottom <= bottom;
  }, selector);
}

describe('on a phone, the next two weeks as a row (issue 29)', () => {
  test.each([
    [360, 740],
    [390, 844],
  ])(
    'at %sx%s the slots are on the first screen, and a picked slot brings the name and phone into view',
    async (width, height) => {
      const page = await openSlots({ width, height, phone: true });
      const today = todayAtVenue();
      const row = page.getByRole('grid', { name: /\d{4}$/ });
      const days = row.locator('button[data-date]');
      await days.first().waitFor();
      // Today and the 13 days after it, in order; no month grid until asked for.
      expect(await days.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-date')))).toEqual(
        Array.from({ length: 14 }, (_, i) => addDays(today, i)),
      );
      expect(await page.locator('table.calendar-grid').count()).toBe(0);
      // The slot list's heading, its tabs and its first row of slots, without a scroll.
      await page.locator('.slot-grid:not([inert]) button[data-slot-id]').first().waitFor();
      expect(await wholeOnScreen(page, '#slot-list-title')).toBe(true);
      expect(await wholeOnScreen(page, '.period-tabs')).toBe(true);
      expect(await wholeOnScreen(page, '.slot-grid li:first-child')).toBe(true);
      expect(await page.evaluate(() => scrollY)).toBe(0);
      await savePicture(page, `slots-day-row-${width}x${height}`);

      // A day from the row, by touch; then a slot: the name and phone fields scroll into view, focus stays on the slot.
      const date = addDays(today, 5);
      await row.locator(`button[data-date="${date}"]`).tap();
      await page.getByRole('heading', { name: `Available slots for ${formatLongDate(date)}` }).waitFor();
      expect(await wholeOnScreen(page, '.booking-contact')).toBe(false);
      const slot = page.locator('.slot-grid:not([inert]) button[data-slot-id="M-2"]');
      await slot.tap();
      await page.waitForFunction(() => {
        const box = document.querySelector('.booking-contact')?.getBoundingClientRect();
        const bar = document.querySelector('.tab-bar')?.getBoundingClientRect().top ?? innerHeight;
        const top = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
        return box !== undefined && box.top >= top && box.bottom <= bar;
      });
      expect(await page.getByLabel('Reference Name').isVisible()).toBe(true);
      expect(await slot.evaluate((button) => button === document.activeElement)).toBe(true);
      await savePicture(page, `slots-day-row-picked-${width}x${height}`);
    },
  );

  test('by keyboard: arrows move along the row, the switch opens the month and brings the row back; no sideways scroll at 320 px', async () => {
    const page = await openSlots({ width: 320, height: 640, phone: true });
    const today = todayAtVenue();
    const row = page.locator('table.day-strip-row');
    await row.locator(`button[data-date="${today}"]`).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-date'))).toBe(addDays(today, 2));
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-date'))).toBe(addDays(today, 13));
    // The last day is scrolled into the row's view; the page itself never scrolls sideways.
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /^Available slots for / }).waitFor();
    expect(await page.locator('button.strip-day.is-selected').getAttribute('data-date')).toBe(addDays(today, 13));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    const axe = await axeOf(page).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);

    const toMonth = page.getByRole('button', { name: 'Whole month' });
    expect(await toMonth.getAttribute('aria-expanded')).toBe('false');
    await toMonth.focus();
    await page.keyboard.press('Enter');
    await page.locator('table.calendar-grid').waitFor();
    const back = page.getByRole('button', { name: 'Next 14 days' });
    expect(await back.getAttribute('aria-expanded')).toBe('true');
    await back.click();
    await page.locator('table.day-strip-row').waitFor();
  });

  test('a desktop keeps the month, with no row and no switch', async () => {
    const page = await openSlots({ width: 1280, height: 800, phone: false });
    await page.locator('table.calendar-grid button[data-date]').first().waitFor();
    expect(await page.locator('.day-strip').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Whole month' }).count()).toBe(0);
  });
});

describe('what a first visit to /slots loads', () => {
  test('neither the outbox nor its database library, until the visitor sends a request; the day’s answer is kept at once', async () => {
    // No service worker: its precache would fetch every file beside the page.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    contexts.push(context);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      const name = new URL(request.url()).pathname.replace(/^.*\//, '');
      if (name.endsWith('.js')) scripts.push(name);
    });
    await page.goto(`${server.url}/slots`);
    await appReady(page);
    const date = addDays(todayAtVenue(), 4);
    await pickDate(page, date);
    await page.getByRole('tab', { name: 'Night', exact: true }).click();
    await page.locator('button[data-slot-id="N-3"]:enabled').waitFor();
    // Kept for offline as it is shown, not when the page is idle or left.
    expect(await availabilityCopyTime(page, date)).not.toBeNull();
    // Past the start's look at the outbox (it found nothing to send) and the idle moment the slot list would load the
    // device's requests at.
    await outboxIdle(page);
    await afterIdle(page);
    const outboxChunks = () => scripts.filter((name) => /^(db|outbox)-/.test(name));
    expect(outboxChunks()).toEqual([]);

    // The first request loads them, and its slot is marked as the visitor's own.
    await page.locator('button[data-slot-id="N-3"]').click();
    await page.getByLabel('Reference Name').fill('First Visit');
    await page.getByLabel('Phone').fill('01712345678');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Booking Request Submitted' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(() => page.locator('button[data-slot-id="N-3"]').textContent(), { timeout: 10_000 })
      .toContain('Requested by you');
    expect(outboxChunks().some((name) => name.startsWith('db-'))).toBe(true);
  }, 120_000);
});
