import { getSlot } from '@turf/sync-contract/slots';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminBn } from '../pwa/src/i18n/admin-bn';
import { type AdminCatalogue, adminEn } from '../pwa/src/i18n/admin-en';
import { bn } from '../pwa/src/i18n/catalogue-bn';
import { type Catalogue, en } from '../pwa/src/i18n/catalogue-en';
import { STORAGE_KEYS } from '../pwa/src/lib/config';
import { appReady, calendarReady } from './support/app-page';
import { axeOf } from './support/axe';
import { savePicture, screenshot } from './support/browser';
import { availabilityCopyTime } from './support/device-copy';
import { latinWords } from './support/latin-words';
import { ADMIN_EMAIL, adminToken, type RunningServer, startServer } from './support/server';
import { connectChromium } from './support/suite';

/**
 * Every screen, on the phones people have (320 px, the narrowest, and 390 px) and on a laptop: nothing makes the page
 * wider than the screen, every control is a 48 px target on a phone, and every control owns its whole box (a tap at its
 * centre reaches it, not something lying over it). Axe has nothing to say. In Bangla, no screen shows an English word
 * (issue 15).
 */

/**
 * `E2E_FULL_SWEEP=1` (by hand, not in CI): the sweep a release gets, axe at every size in both languages and the
 * 360 px phone too, as issue 29 asks; CI keeps the lighter matrix below (issue 28).
 */
const FULL_SWEEP = process.env.E2E_FULL_SWEEP === '1';

interface Viewport {
  width: number;
  height: number;
  phone: boolean;
}

const VIEWPORTS: readonly Viewport[] = [
  { width: 320, height: 568, phone: true },
  ...(FULL_SWEEP ? [{ width: 360, height: 740, phone: true }] : []),
  { width: 390, height: 844, phone: true },
  { width: 1280, height: 800, phone: false },
];

/**
 * Axe scans each screen once per language (issue 28): Bangla on the phone, as most visitors see the site, English on
 * the laptop. So every screen is scanned in both layouts and in both languages; what depends on the width alone (the
 * page's width, the size and reach of each control) is measured at every viewport by this file's own checks.
 */
const AXE_AT: Record<(typeof LANGUAGES)[number]['lang'], number> = { en: 1280, bn: 390 };

const TOKEN_KEY = STORAGE_KEYS.adminToken;
/** The widest common sans font on Linux: what fits with it fits with Roboto, Noto Sans or a phone's own. */
const WIDE_FONT = '* { font-family: "DejaVu Sans" !important; }';
const DATE = addDays(todayAtVenue(), 3);
/** Names this file seeds or types, and the manager who acts: data, which stays as written in any language. */
const SEEDED = ['Pending Player', 'Booked Player', 'Layout Tester'] as const;
const DATA = [...SEEDED, ADMIN_EMAIL];

let server: RunningServer;
let browser: Browser;
let token: string;

async function seed(path: string, body: unknown): Promise<{ _id: string }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { _id: string };
}

/** A phone number of its own for each request: the server lets one phone have 1 request waiting per slot, 3 in all. */
let phoneSerial = 0;
const nextPhone = (prefix: string) => `${prefix}${String(++phoneSerial).padStart(8, '0')}`;

beforeAll(async () => {
  server = await startServer({ BOOKING_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
  browser = await connectChromium();
  token = await adminToken(server);
  // One pending request for the Booking Requests page, one confirmed booking for the Database page.
  const request = (slotId: 'N-1' | 'N-2', name: string) =>
    seed('/api/booking-requests', { date: DATE, slotId, name, phone: nextPhone('017'), time: getSlot(slotId).time });
  await request('N-1', SEEDED[0]);
  const { _id } = await request('N-2', SEEDED[1]);
  const confirmed = await fetch(`${server.url}/api/booking-requests/${_id}/confirm`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(confirmed.ok).toBe(true);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function newViewportContext(viewport: Viewport): Promise<BrowserContext> {
  const { width, height, phone } = viewport;
  return browser.newContext({
    viewport: { width, height },
    // Still slides: the slideshow neither turns nor animates while its controls are measured.
    reducedMotion: 'reduce',
    ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await appReady(page);
}

interface Screen {
  name: string;
  /** Screens of the manager's panel open in a context that is logged in. */
  admin?: boolean;
  /**
   * The part a full-page picture would not show (a modal dialog is fixed to the screen; the fixed tab bar lies over
   * the middle of a full-page picture): the screen's picture is then what the screen shows with it in view.
   */
  inView?: string;
  /**
   * The screen keeps a bar on the phone's screen while it scrolls (the settings' Save bar): at any scroll position it
   * lies over part of some field, which axe's target-size rule counts as a small target. On a phone that rule is left
   * to this file's own check, which scrolls each control clear of the bars and wants 48 px.
   */
  stickyBar?: boolean;
  open(page: Page): Promise<void>;
  /** Undoes what `open` changed beyond the page (the connection), for the screens after it. */
  leave?(page: Page): Promise<void>;
}

/** A text with counts in it as a pattern that takes any count, in Latin or Bangla digits. */
function countPattern(sample: string): string {
  return sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[0-9০-৯]+/g, '[0-9০-৯]+');
}

/** Picks a day on the /slots calendar, paging forward a month when the day is not shown yet. */
async function pickDay(page: Page, date: string, text: Catalogue): Promise<void> {
  const day = page.locator(`button[data-date="${date}"]:not(.is-outside)`);
  await calendarReady(page);
  if ((await day.count()) === 0) await page.getByRole('button', { name: text.slots.nextMonth }).click();
  await day.click();
  await page.getByRole('heading', { name: `${text.slots.availableFor} ${text.dates.longDate(date)}` }).waitFor();
}

/** Every screen, opened as a person would in the language of `text` (the visitor's) and `admin` (the panel's). */
function screensIn(text: Catalogue, admin: AdminCatalogue): readonly Screen[] {
  const slots: Screen = {
    name: 'slots',
    async open(page) {
      await visit(page, '/slots');
      await pickDay(page, DATE, text);
      // Night has the longest times (`10:30 pm - 12:00 am`).
      await page.getByRole('tab', { name: text.slots.periods.Night, exact: true }).click();
      await page.locator('button[data-slot-id="N-4"]').click();
    },
  };
  return [
    { name: 'home', open: (page) => visit(page, '/') },
    slots,
    {
      // Sent with the name and phone left empty. Before `slots-dialog`, whose request takes the slot on this phone.
      name: 'slots-form-errors',
      async open(page) {
        await slots.open(page);
        await page.getByRole('button', { name: text.form.confirm }).click();
        await page.locator('.field-error').first().waitFor();
      },
    },
    {
      name: 'slots-dialog',
      inView: 'dialog[open]',
      async open(page) {
        await slots.open(page);
        await page.getByLabel(text.form.referenceName).fill(SEEDED[2]);
        await page.getByLabel(text.form.phone).fill(nextPhone('018'));
        await page.getByRole('button', { name: text.form.confirm }).click();
        await page.getByRole('dialog', { name: text.dialog.title }).waitFor();
      },
    },
    {
      // The request just made on this phone is listed, with the offer of notifications (or why this browser has none).
      name: 'my-requests',
      async open(page) {
        await visit(page, '/my-requests');
        await page.locator('.request-card .notify-offer').first().waitFor();
      },
    },
    {
      // Offline: the banner, and the date's availability as of the copy `slots` left on the phone.
      name: 'slots-offline',
      inView: '.availability-note',
      async open(page) {
        await visit(page, '/slots');
        // No service worker here, so code not loaded before going offline cannot load: wait for this visit's copy of
        // today, which the slot list writes as its answer arrives, so the page's code for the day's list has loaded.
        const start = await page.evaluate(() => performance.timeOrigin);
        await expect
          .poll(async () => ((await availabilityCopyTime(page, todayAtVenue())) ?? 0) >= start, { timeout: 10_000 })
          .toBe(true);
        await page.context().setOffline(true);
        await pickDay(page, DATE, text);
        await page.locator('.connectivity-offline').waitFor();
        await page.locator('.availability-note').filter({ hasNotText: text.slots.offlineUnknown }).waitFor();
      },
      leave: (page) => page.context().setOffline(false),
    },
    { name: 'events', open: (page) => visit(page, '/events') },
    { name: 'contact', open: (page) => visit(page, '/contact') },
    { name: '404', open: (page) => visit(page, '/no-such-page') },
    {
      name: 'login',
      async open(page) {
        await visit(page, '/login');
        await page.getByRole('button', { name: text.login.signIn }).waitFor();
      },
    },
    {
      name: 'admin-requests',
      admin: true,
      async open(page) {
        await page.goto(`${server.url}/admin/booking-requests`);
        await page.getByRole('article').first().waitFor();
      },
    },
    {
      name: 'admin-database',
      admin: true,
      async open(page) {
        await page.goto(`${server.url}/admin/database`);
        await page.locator('[data-booking-id]').first().waitFor();
      },
    },
    {
      // The board on the day of the seeded booking and request: a day of slot cards on a phone, the week on a laptop.
      name: 'admin-schedule',
      admin: true,
      async open(page) {
        await page.goto(`${server.url}/admin/schedule?date=${DATE}`);
        await page.locator(`[data-slot-key="${DATE} N-2"]`).getByText('Booked Player').first().waitFor();
      },
    },
    {
      name: 'admin-schedule-search',
      admin: true,
      async open(page) {
        await page.goto(`${server.url}/admin/schedule?date=${DATE}`);
        await page.locator('summary', { hasText: admin.database.search }).click();
        await page.getByRole('searchbox', { name: admin.database.search }).fill(SEEDED[1]);
        await page.getByRole('button', { name: new RegExp(`^${SEEDED[1]} · `) }).waitFor();
      },
    },
    {
      name: 'admin-reports',
      admin: true,
      async open(page) {
        await page.goto(`${server.url}/admin/reports`);
        await page.locator('.adm-heatmap').waitFor();
      },
    },
    {
      name: 'admin-activity',
      admin: true,
      async open(page) {
        await page.goto(`${server.url}/admin/reports/activity`);
        await page.locator('.adm-activity__entry').first().waitFor();
      },
    },
    {
      name: 'admin-add-payment',
      admin: true,
      inView: 'dialog[open]',
      async open(page) {
        await page.goto(`${server.url}/admin/database`);
        await page
          .locator('[data-booking-id]')
          .first()
          .getByRole('button', { name: new RegExp(`^${admin.payments.add}`) })
          .click();
        await page.getByRole('dialog').getByRole('heading', { name: admin.payments.add }).waitFor();
      },
    },
    {
      name: 'admin-settings',
      admin: true,
      stickyBar: true,
      async open(page) {
        await page.goto(`${server.url}/admin/settings`);
        await page.getByRole('heading', { level: 2, name: admin.settings.sections.venue }).waitFor();
      },
    },
    {
      name: 'admin-schedule-book',
      admin: true,
      inView: 'dialog[open]',
      async open(page) {
        await page.goto(`${server.url}/admin/schedule?date=${DATE}`);
        await page
          .locator(`[data-slot-key="${DATE} N-3"]`)
          .getByRole('button', { name: new RegExp(`^${admin.schedule.book}`) })
          .click();
        await page.getByRole('dialog').getByLabel(admin.bookingForm.repeatWeekly).check();
        const { allFree, someFree } = admin.seriesPreview;
        await page
          .getByRole('dialog')
          .getByText(new RegExp(`^(${countPattern(allFree(7))}|${countPattern(someFree(5, 7))})$`))
          .waitFor();
      },
    },
  ];
}

const LANGUAGES = [
  { lang: 'en', text: en, admin: adminEn },
  { lang: 'bn', text: bn, admin: adminBn },
] as const;

/** Nothing sticks out: the layout viewport is the screen (Chromium widens it on a phone to fit what overflows). */
async function expectFitsScreen(page: Page, width: number, what: string): Promise<void> {
  const fit = await page.evaluate(() => ({
    innerWidth: window.innerWidth,
    scrollWidth: document.documentElement.scrollWidth,
  }));
  expect(fit.innerWidth, `${what}: layout viewport`).toBe(width);
  expect(fit.scrollWidth, `${what}: page width`).toBeLessThanOrEqual(width);
}

interface Target {
  name: string;
  width: number;
  height: number;
  /** What a tap at the centre of its box reaches, when that is not the control itself or inside it. */
  coveredBy: string | null;
}

/**
 * Every visible control of the screen (of the open dialog only, when one is modal): its tap box (an input's
 * label when it is wrapped in one) and what `elementFromPoint` finds at the box's centre once it is scrolled
 * to the middle of the screen.
 */
function measureTargets(page: Page): Promise<Target[]> {
  return page.evaluate(() => {
    const scope: ParentNode = document.querySelector('dialog[open]') ?? document;
    const controls = Array.from(
      scope.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"], summary',
      ),
    ).filter(
      (el) =>
        el.getClientRects().length > 0 &&
        getComputedStyle(el).visibility !== 'hidden' &&
        !el.closest('[inert], [aria-hidden="true"]') &&
        // A closed <details> shows its summary only; Chromium keeps boxes for the rest, unseen and untappable.
        (el.matches('summary') || !el.closest('details:not([open])')) &&
        // Skip links sit off screen until focused; they are 48 px tall when they show.
        !el.matches('.skip-link, .adm-skip'),
    );
    return controls.map((el) => {
      const label = el.matches('input') ? el.closest('label') : null;
      const tapBox = label ?? el;
      tapBox.scrollIntoView({ block: 'center', inline: 'center' });
      const box = tapBox.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      const owns = hit !== null && (tapBox === hit || tapBox.contains(hit));
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? el.tagName).trim();
      return {
        name: `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} "${name.slice(0, 40)}"`,
        width: Math.round(box.width * 10) / 10,
        height: Math.round(box.height * 10) / 10,
        coveredBy: owns
          ? null
          : hit
            ? `${hit.tagName.toLowerCase()}.${String(hit.className).split(' ')[0]}`
            : 'nothing (off screen)',
      };
    });
  });
}

/**
 * 48 px on a phone. One exception the screen's width forces: below 336 px, seven calendar columns cannot each
 * be 48 px wide (the calendar runs edge to edge from 419 px down, so at 320 px each day is 42 px).
 */
function smallTargets(targets: Target[], width: number): string[] {
  return targets
    .filter((target) => {
      const min = target.name.startsWith('button.day ') && width < 336 ? Math.floor((width - 24) / 7) : 48;
      return target.width < min || target.height < min;
    })
    .map((target) => `${target.name} ${target.width}x${target.height}`);
}

describe.each(LANGUAGES)(
  'every screen fits the phone, and every control can be hit ($lang)',
  ({ lang, text, admin }) => {
    const screens = screensIn(text, admin);
    // The English screenshots keep their names; the Bangla ones are marked.
    const shot = (name: string) => (lang === 'en' ? `fit-${name}` : `fit-${lang}-${name}`);
    for (const viewport of VIEWPORTS) {
      const size = `${viewport.width}x${viewport.height}`;
      test(`at ${size}`, async () => {
        const visitor = await newViewportContext(viewport);
        const manager = await newViewportContext(viewport);
        // The language the switch would have chosen: every address answers in it.
        for (const context of [visitor, manager])
          await context.addCookies([{ name: 'lang', value: lang, url: server.url }]);
        await manager.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
          key: TOKEN_KEY,
          value: token,
        });
        const pages = { visitor: await visitor.newPage(), manager: await manager.newPage() };
        const problems: string[] = [];
        try {
          for (const screen of screens) {
            const page = screen.admin ? pages.manager : pages.visitor;
            const what = `${screen.name} (${lang}) at ${size}`;
            await screen.open(page);
            await page.waitForLoadState('load');

            await expectFitsScreen(page, viewport.width, what);
            const targets = await measureTargets(page);
            expect(targets.length, `${what}: controls found`).toBeGreaterThan(0);
            for (const target of targets.filter((t) => t.coveredBy !== null)) {
              problems.push(`${what}: ${target.name} is covered by ${target.coveredBy}`);
            }
            if (viewport.phone) {
              for (const small of smallTargets(targets, viewport.width)) problems.push(`${what}: ${small} < 48 px`);
            }
            if (FULL_SWEEP || viewport.width === AXE_AT[lang]) {
              // From the top, as a visitor arrives: axe's target-size counts a control the fixed tab bar happens to
              // cover at the current scroll position as too small.
              await page.evaluate(() => window.scrollTo(0, 0));
              const builder = axeOf(page);
              if (screen.stickyBar && viewport.phone) builder.disableRules(['target-size']);
              const axe = await builder.analyze();
              for (const violation of axe.violations) {
                problems.push(
                  `${what}: axe ${violation.id} at ${violation.nodes.map((n) => `${n.target}: ${n.failureSummary}`).join(' | ')}`,
                );
              }
            }

            if (lang === 'bn') {
              for (const word of await latinWords(page, DATA)) problems.push(`${what}: English ${word}`);
            }

            await page.evaluate(() => window.scrollTo(0, 0));
            if (screen.inView) {
              await page.locator(screen.inView).evaluate((element) => element.scrollIntoView({ block: 'center' }));
              await savePicture(page, `${shot(screen.name)}-${size}`);
            } else {
              await screenshot(page, shot(screen.name));
            }

            const wideFont = await page.addStyleTag({ content: WIDE_FONT });
            await expectFitsScreen(page, viewport.width, `${what} with a wide font`);
            await wideFont.evaluate((style) => (style as Element).remove());
            await screen.leave?.(page);
          }
        } finally {
          await visitor.close();
          await manager.close();
        }
        expect(problems).toEqual([]);
      }, 240_000);
    }
  },
);
