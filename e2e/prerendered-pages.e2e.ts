import { MESSAGES } from '@turf/sync-contract/messages';
import { formatLongDate, todayAtVenue } from '@turf/sync-contract/time';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appReady } from './support/app-page';
import { launchChromium, newContext } from './support/browser';
import { type RunningServer, startServer } from './support/server';

// The pages the build writes as HTML (decision 016), each with its heading.
const PAGES = [
  { path: '/', heading: 'Turf Arena: football turf booking' },
  { path: '/slots', heading: 'Book a slot' },
  { path: '/events', heading: 'Events' },
  { path: '/contact', heading: 'Contact us' },
  { path: '/login', heading: 'Admin Login' },
] as const;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Before any script runs, watches the page: elements the app removes from the prerendered HTML (a client render
 * replacing it would remove <main> and <header>), and layout shifts.
 */
async function watchPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __replaced: string[]; __shift: number };
    w.__replaced = [];
    w.__shift = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && ['MAIN', 'HEADER', 'FOOTER', 'H1'].includes(node.tagName)) {
            w.__replaced.push(node.tagName);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Holds back the app's main script until the returned function is called: the seconds a slow phone waits for it. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('prerendered public pages', () => {
  for (const { path, heading } of PAGES) {
    test(`${path}: painted from HTML alone, then hydrated in place with no console error and no shift`, async () => {
      // Without JavaScript (a crawler, or the seconds before the scripts arrive) the page is already there.
      const raw = await fetch(`${server.url}${path}`);
      const html = await raw.text();
      expect(raw.headers.get('content-type')).toMatch(/text\/html/);
      // (React separates adjacent text with empty comments.)
      expect(html.replaceAll('<!-- -->', '')).toContain(`>${heading}</h1>`);
      // Its CSS is in the page, so the first paint waits for no other request.
      expect(html).toMatch(/<style>/);
      expect(html).not.toMatch(/<link rel="stylesheet"/);

      const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      const still = await noScript.newPage();
      await still.goto(`${server.url}${path}`);
      expect(await still.locator('main h1').textContent()).toBe(heading);
      expect(await still.locator('main').isVisible()).toBe(true);
      expect((await still.locator('main').boundingBox())?.height).toBeGreaterThan(200);
      await noScript.close();

      const context = await newContext(browser, 'phone');
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await watchPage(page);
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      // Hydrated: the footer's year is only filled in by the app on the phone.
      await page.getByText(`© ${new Date().getFullYear()} `).waitFor();
      const { replaced, shift } = await page.evaluate(() => {
        const w = window as unknown as { __replaced: string[]; __shift: number };
        return { replaced: w.__replaced, shift: w.__shift };
      });
      expect(replaced).toEqual([]);
      expect(shift).toBeLessThan(0.001);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  test('/slots: the build day is nowhere in the HTML; the calendar and slots are the phone’s today', async () => {
    const html = await (await fetch(`${server.url}/slots`)).text();
    expect(html).not.toContain('aria-current="date"');
    expect(html).not.toContain('Available slots for');
    expect(html).toContain('Loading slots…');

    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await page.goto(`${server.url}/slots`);
    const today = todayAtVenue();
    await page.getByRole('heading', { name: `Available slots for ${formatLongDate(today)}` }).waitFor();
    expect(await page.locator('button[aria-current="date"]').getAttribute('data-date')).toBe(today);
    expect(await page.locator('.slot-grid button').count()).toBe(4);
    // Interactive once hydrated: a day next month (none of its slots started) and a slot can be chosen.
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.locator('button[data-date]:not([disabled]):not(.is-outside)').first().click();
    await page.locator('.slot-grid button:not([disabled])').first().click();
    expect(await page.getByLabel('Time', { exact: true }).inputValue()).toMatch(/^\d{1,2}:\d{2} [ap]m - /);
    await context.close();
  });

  test('/slots: what a visitor types before the app has attached is kept and is what the form checks', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    // Hold the app's main script, as a slow connection would, while the visitor starts on the form.
    const release = await holdAppScript(page);
    // Not 'domcontentloaded': that event waits for the held module script.
    await page.goto(`${server.url}/slots`, { waitUntil: 'commit' });
    await page.getByLabel('Reference Name').fill('Rahim');
    await page.getByLabel('Phone').fill('01712345678');
    // Until the app runs, the form cannot be sent: the browser would send it itself, fields in the URL.
    expect(await page.getByRole('button', { name: 'Confirm Booking' }).isDisabled()).toBe(true);
    release();
    await page.getByText(`© ${new Date().getFullYear()} `).waitFor();
    expect(await page.getByLabel('Reference Name').inputValue()).toBe('Rahim');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    // Only the missing slot is reported: the store has the name and phone that are on screen.
    await page.getByRole('alert').filter({ hasText: MESSAGES.dateAndSlotRequired }).waitFor();
    expect(await page.getByText(MESSAGES.nameRequired).count()).toBe(0);
    expect(await page.getByText(MESSAGES.phoneRequired).count()).toBe(0);
    expect(await page.getByLabel('Phone').inputValue()).toBe('01712345678');
    await context.close();
  });

  test('/login: the prerendered form cannot be sent before the app runs; then it can', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    const release = await holdAppScript(page);
    await page.goto(`${server.url}/login`, { waitUntil: 'commit' });
    const signIn = page.getByRole('button', { name: 'Sign In' });
    await signIn.waitFor();
    expect(await signIn.isDisabled()).toBe(true);
    release();
    await appReady(page);
    expect(await signIn.isEnabled()).toBe(true);
    await context.close();
  });
});
