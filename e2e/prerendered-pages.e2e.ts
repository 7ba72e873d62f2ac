import { banglaDigits } from '@turf/sync-contract/bangla';
import { MESSAGES } from '@turf/sync-contract/messages';
import { addDays, formatLongDate, todayAtVenue } from '@turf/sync-contract/time';
import { EXAMPLE_VENUE } from '@turf/sync-contract/venue';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { bn } from '../pwa/src/i18n/catalogue-bn';
import { appReady } from './support/app-page';
import { newContext, screenshot } from './support/browser';
import { useServerAndBrowser } from './support/suite';

// The pages the build writes as HTML (decision 016), each with its heading, its title and the start of its description.
const PAGES = [
  {
    path: '/',
    heading: 'Turf Arena: football turf booking',
    title: 'Book a football turf slot | Turf Arena',
    description: 'Turf Arena in Zindabazar, Sylhet, Bangladesh: pick a date',
  },
  {
    path: '/slots',
    heading: 'Book a slot',
    title: 'Book a slot | Turf Arena',
    description: 'Pick a date and one of 16',
  },
  {
    path: '/events',
    heading: 'Events',
    title: 'Events | Turf Arena',
    description: 'Tournaments and what is coming soon at Turf Arena',
  },
  { path: '/contact', heading: 'Contact us', title: 'Contact us | Turf Arena', description: 'Reach Turf Arena on' },
  {
    path: '/login',
    heading: 'Admin Login',
    title: 'Admin Login | Turf Arena',
    description: "The turf manager's sign-in",
  },
  // Each page is prerendered in Bangla too, at its own address (decision 043).
  {
    path: '/bn/slots',
    heading: bn.pages.slots.title,
    title: `${bn.pages.slots.title} | Turf Arena`,
    description: bn.pages.slots.description(EXAMPLE_VENUE).slice(0, 20),
  },
  {
    path: '/bn/contact',
    heading: bn.contact.title,
    title: `${bn.pages.contact.title} | Turf Arena`,
    description: bn.pages.contact.description(EXAMPLE_VENUE).slice(0, 20),
  },
] as const;

/** The footer's year, written as the page's language writes it (filled in by the app on the phone). */
const yearIn = (path: string) => {
  const year = new Date().getFullYear();
  return path.startsWith('/bn') ? banglaDigits(year) : String(year);
};

const suite = useServerAndBrowser();

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

/**
 * The page's wall clock reads today at 5:30 am at the venue, before the first slot (its timers and `performance` are
 * left alone): the app then opens today's list on Morning, the tab the HTML holds room for. Later in the day it opens
 * on the first period still to come, whose times may break onto more lines than Morning's; that move is the opening
 * tab's, not hydration's.
 */
async function earlyMorningAtTheVenue(page: Page): Promise<void> {
  await page.addInitScript(
    (morning) => {
      const RealDate = Date;
      const offset = morning - RealDate.now();
      class VenueMorning extends RealDate {
        constructor(...args: ConstructorParameters<DateConstructor> | []) {
          if (args.length === 0) super(RealDate.now() + offset);
          else super(...(args as ConstructorParameters<DateConstructor>));
        }
        static override now(): number {
          return RealDate.now() + offset;
        }
      }
      globalThis.Date = VenueMorning as DateConstructor;
    },
    Date.parse(`${todayAtVenue()}T05:30:00+06:00`),
  );
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
  for (const { path, heading, title, description } of PAGES) {
    test(`${path}: painted from HTML alone, then hydrated in place with no console error and no shift`, async () => {
      // Without JavaScript (a crawler, or the seconds before the scripts arrive) the page is already there.
      const raw = await fetch(`${suite.server.url}${path}`);
      const html = await raw.text();
      expect(raw.headers.get('content-type')).toMatch(/text\/html/);
      // (React separates adjacent text with empty comments.)
      expect(html.replaceAll('<!-- -->', '')).toContain(`>${heading}</h1>`);
      // Its own title and description, for the tab, search results and link previews, with no script run.
      expect([...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1])).toEqual([title]);
      const descriptions = [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map((match) => match[1]);
      expect(descriptions).toHaveLength(1);
      expect(descriptions[0]?.startsWith(description)).toBe(true);
      // Its CSS is in the page, so the first paint waits for no other request. (A disabled link only names an
      // inlined file for Vite's loader of lazy chunks; the browser never fetches it.)
      expect(html).toMatch(/<style>/);
      expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]* disabled>)/);

      const noScript = await suite.browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
      });
      const still = await noScript.newPage();
      const stylesheets: string[] = [];
      still.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
      });
      await still.goto(`${suite.server.url}${path}`);
      expect(stylesheets).toEqual([]);
      expect(await still.locator('main h1').textContent()).toBe(heading);
      expect(await still.locator('main').isVisible()).toBe(true);
      expect((await still.locator('main').boundingBox())?.height).toBeGreaterThan(200);
      await noScript.close();

      const context = await newContext(suite.browser, 'phone');
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await watchPage(page);
      await earlyMorningAtTheVenue(page);
      await page.goto(`${suite.server.url}${path}`, { waitUntil: 'networkidle' });
      // Hydrated: the footer's year is only filled in by the app on the phone.
      await page.getByText(`© ${yearIn(path)} `).waitFor();
      // The app is fetched once the page is painted (decision 038): its big chunk never shares the link with the
      // HTML the visitor is waiting to see; `/slots` too (decision 055).
      const timing = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
        const app = performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/main-[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime);
        return { paint, app };
      });
      expect(timing.app).toHaveLength(1);
      expect(timing.app[0]).toBeGreaterThanOrEqual(timing.paint);
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
    const html = await (await fetch(`${suite.server.url}/slots`)).text();
    expect(html).not.toContain('aria-current="date"');
    expect(html).not.toContain('Available slots for');
    expect(html).toContain('Loading slots…');

    const context = await newContext(suite.browser, 'phone');
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/slots`);
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
    const context = await newContext(suite.browser, 'phone');
    const page = await context.newPage();
    // Hold the app's main script, as a slow connection would, while the visitor starts on the form.
    const release = await holdAppScript(page);
    // Not 'domcontentloaded': that event waits for the held module script.
    await page.goto(`${suite.server.url}/slots`, { waitUntil: 'commit' });
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

  test('/slots on slow data: before the app has loaded, the calendar shows the phone’s month and the form says why it waits', async () => {
    const context = await newContext(suite.browser, 'phone');
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await watchPage(page);
    const release = await holdAppScript(page);
    await page.goto(`${suite.server.url}/slots`, { waitUntil: 'commit' });
    const today = todayAtVenue();
    // Worked out here with Intl, independently of the page's own month arithmetic.
    const month = new Date(`${today}T12:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric' });
    const title = page.locator('.calendar-title');
    await page.waitForFunction((expected) => {
      const heading = document.querySelector('.calendar-title');
      return heading !== null && getComputedStyle(heading, '::after').content === JSON.stringify(expected);
    }, month);
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.calendar-placeholder button.day')].map((day) => ({
        text: getComputedStyle(day, '::after').content.replaceAll('"', ''),
        state: day.dataset.state,
        today: day.dataset.today !== undefined,
      })),
    );
    const day = Number(today.slice(8));
    const daysInMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0)).getUTCDate();
    const inMonth = shown.filter((cell) => cell.state !== 'outside');
    expect(inMonth.map((cell) => Number(cell.text))).toEqual(Array.from({ length: daysInMonth }, (_, i) => i + 1));
    expect(inMonth.filter((cell) => cell.state === 'open').length).toBe(daysInMonth - day + 1);
    expect(shown.filter((cell) => cell.today).map((cell) => Number(cell.text))).toEqual([day]);
    expect(await title.boundingBox()).not.toBeNull();
    // The button waits, and says why.
    expect(await page.getByRole('button', { name: 'Confirm Booking' }).isDisabled()).toBe(true);
    const status = page.getByRole('status').filter({ hasText: 'Loading the booking form…' });
    expect(await status.isVisible()).toBe(true);
    await screenshot(page, 'slots-before-the-app');

    release();
    await appReady(page);
    await page.locator('button[aria-current="date"]').waitFor();
    expect(await page.locator('button[aria-current="date"]').getAttribute('data-date')).toBe(today);
    expect(await page.locator('.calendar-placeholder').count()).toBe(0);
    await status.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Confirm Booking' }).isEnabled()).toBe(true);
    // The app attached to the filled-in HTML as to its own: nothing replaced, nothing logged.
    const replaced = await page.evaluate(() => (window as unknown as { __replaced: string[] }).__replaced);
    expect(replaced).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('/slots on slow data: a day tapped before the app has loaded shows picked at once, and the app opens on it', async () => {
    const context = await newContext(suite.browser, 'phone');
    const page = await context.newPage();
    const release = await holdAppScript(page);
    await page.goto(`${suite.server.url}/slots`, { waitUntil: 'commit' });
    // The phone's row of days, filled in by the early script: the fourth is three days from today.
    const tapped = addDays(todayAtVenue(), 3);
    const day = page.locator('.calendar-placeholder .strip-day').nth(3);
    await page.locator('.calendar-placeholder .strip-number[data-day]').first().waitFor({ state: 'attached' });
    await day.tap();
    expect(await day.getAttribute('data-picked')).toBe('');
    // Picked, in the look of the app's picked day: the accent fill.
    const fill = (selector: string) =>
      page.evaluate((css) => {
        const element = document.querySelector(css);
        return element ? getComputedStyle(element, '::before').backgroundColor : null;
      }, selector);
    expect(await fill('.calendar-placeholder .strip-day[data-picked]')).not.toBe('rgba(0, 0, 0, 0)');
    expect(await fill('.calendar-placeholder .strip-day[data-today]')).toBe('rgba(0, 0, 0, 0)');
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
    await screenshot(page, 'slots-tapped-before-the-app');

    release();
    await appReady(page);
    await page.getByRole('heading', { name: `Available slots for ${formatLongDate(tapped)}` }).waitFor();
    expect(await page.locator('.strip-day.is-selected').getAttribute('data-date')).toBe(tapped);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-early-pick'))).toBe(false);
    await context.close();
  });

  test('/login: the prerendered form cannot be sent before the app runs; then it can', async () => {
    const context = await newContext(suite.browser, 'phone');
    const page = await context.newPage();
    const release = await holdAppScript(page);
    await page.goto(`${suite.server.url}/login`, { waitUntil: 'commit' });
    const signIn = page.getByRole('button', { name: 'Sign In' });
    await signIn.waitFor();
    expect(await signIn.isDisabled()).toBe(true);
    release();
    await appReady(page);
    expect(await signIn.isEnabled()).toBe(true);
    await context.close();
  });
});
