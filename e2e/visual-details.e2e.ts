import type { SlotId } from '@turf/sync-contract/slots';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHANNELS, STORAGE_KEYS } from '../pwa/src/lib/config';
import { appReady, calendarReady, pickDate } from './support/app-page';
import { savePicture, screenshot } from './support/browser';
import { contrastRatio, luminance, parseRgb, readPixels, readPixelsIn } from './support/pixels';
import { adminToken, type RunningServer, sendBookingRequest, startServer } from './support/server';
import { connectChromium } from './support/suite';

/** Details a person sees on a phone or a laptop: focus in view, the selected day, whole clocks, the dialog, banners, slides. */

const TOKEN_KEY = STORAGE_KEYS.adminToken;
/** The slideshow's own interval (pwa/src/features/home/slides.ts, which the e2e cannot import: it pulls in Vite assets). */
const SLIDE_INTERVAL_MS = 5_000;
const ACCENT = parseRgb('rgb(34, 197, 94)');

let server: RunningServer;
let browser: Browser;
let token: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer({ BOOKING_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
  browser = await connectChromium();
  token = await adminToken(server);
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

async function openAt(
  size: { width: number; height: number },
  path: string,
  options: { admin?: boolean; reducedMotion?: boolean; touch?: boolean; clock?: boolean } = {},
): Promise<Page> {
  const phone = options.touch ?? size.width < 768;
  const context = await browser.newContext({
    viewport: size,
    reducedMotion: options.reducedMotion === false ? 'no-preference' : 'reduce',
    ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  contexts.push(context);
  // The page's timers on a clock the test moves on (`page.clock.runFor`), from its first script.
  if (options.clock) await context.clock.install();
  if (options.admin) {
    await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: TOKEN_KEY, value: token });
  }
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  if (!options.admin) await appReady(page);
  return page;
}

/** A phone number of its own for each request: the server lets one phone have 1 request waiting per slot, 3 in all. */
let phoneSerial = 0;
const nextPhone = (prefix: string) => `${prefix}${String(++phoneSerial).padStart(8, '0')}`;

async function createRequest(slotId: SlotId, daysAhead: number, name: string): Promise<string> {
  return sendBookingRequest(server, { slotId, daysAhead, name, phone: nextPhone('017') });
}

async function fillAndSubmit(page: Page): Promise<Locator> {
  await page.getByLabel('Reference Name').fill('Detail Tester');
  await page.getByLabel('Phone').fill(nextPhone('019'));
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Booking Request Submitted' });
  await dialog.waitFor();
  return dialog;
}

interface Bars {
  /** The fixed bar at the bottom (the phone's tab bar). */
  bottom: string;
  /** The sticky bar at the top. */
  top: string;
}
const PUBLIC_BARS: Bars = { bottom: 'nav.tab-bar', top: 'header.site-header' };
const ADMIN_BARS: Bars = { bottom: 'nav.adm-nav', top: '.adm-sidebar__top' };

/**
 * Scrolls the page so that `target` sits right under a bar (all of it inside the viewport, so nothing would scroll
 * it by itself), puts focus on the control before it (or after it, going backwards) without scrolling, and presses
 * Tab (Shift+Tab) as a keyboard user does. Then the focused control must be clear of both bars.
 */
async function expectTabKeepsInView(page: Page, target: Locator, bars: Bars, backwards = false): Promise<void> {
  await target.evaluate(
    (el, { bars: { top, bottom }, backwards: back }) => {
      const box = el.getBoundingClientRect();
      const topBar = document.querySelector(top)?.getBoundingClientRect();
      const bottomBar = document.querySelector(bottom)?.getBoundingClientRect();
      if (!topBar || !bottomBar) throw new Error('bars not found');
      // Under the top bar going backwards, under the bottom bar going forwards.
      const wantedTop = back ? topBar.bottom - box.height + 4 : window.innerHeight - box.height - 4;
      window.scrollBy(0, box.top - wantedTop);
      const tabbable = Array.from(
        document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
      ).filter((e) => e.tabIndex >= 0 && !(e as HTMLButtonElement).disabled && e.getClientRects().length > 0);
      const from = tabbable[tabbable.indexOf(el as HTMLElement) + (back ? 1 : -1)];
      if (!from) throw new Error('no neighbour to tab from');
      from.focus({ preventScroll: true });
    },
    { bars, backwards },
  );
  // The precondition: before the key press, the control is under a bar.
  const before = await coverage(target, bars);
  expect(before.covered, 'the control starts under a bar').toBe(true);

  await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  expect(await target.evaluate((el) => el === document.activeElement)).toBe(true);
  const after = await coverage(target, bars);
  expect(after, 'the focused control is clear of both bars').toMatchObject({ covered: false });
}

function coverage(target: Locator, bars: Bars) {
  return target.evaluate(
    (el, { top, bottom }) => {
      const box = el.getBoundingClientRect();
      const topEdge = document.querySelector(top)?.getBoundingClientRect().bottom ?? 0;
      const bottomEdge = document.querySelector(bottom)?.getBoundingClientRect().top ?? window.innerHeight;
      return {
        covered: box.top < topEdge || box.bottom > bottomEdge,
        top: Math.round(box.top),
        bottom: Math.round(box.bottom),
        topEdge: Math.round(topEdge),
        bottomEdge: Math.round(bottomEdge),
      };
    },
    { top: bars.top, bottom: bars.bottom },
  );
}

const PHONE = { width: 390, height: 844 };

describe('focus is never hidden under the tab bar or the top bar (WCAG 2.4.11)', () => {
  test('Confirm Booking going forwards, Reference Name going backwards', async () => {
    const page = await openAt(PHONE, '/slots');
    await pickDate(page, addDays(todayAtVenue(), 1));
    await page.locator('button[data-slot-id="M-1"]').click();
    await expectTabKeepsInView(page, page.getByRole('button', { name: 'Confirm Booking' }), PUBLIC_BARS);
    await expectTabKeepsInView(page, page.getByLabel('Reference Name'), PUBLIC_BARS, true);
  });

  test('Call us on /contact', async () => {
    const page = await openAt(PHONE, '/contact');
    await expectTabKeepsInView(page, page.getByRole('link', { name: 'Call us' }), PUBLIC_BARS);
  });

  test("the manager's Reject and Confirm", async () => {
    // A list long enough to scroll, as on a busy evening: a card in the middle can sit under the tab bar.
    const ids: string[] = [];
    for (const slotId of ['A-1', 'A-2', 'A-3', 'A-4'] as const)
      ids.push(await createRequest(slotId, 2, 'Focus Player'));
    const id = ids[1];
    const page = await openAt(PHONE, '/admin/booking-requests', { admin: true });
    const card = page.getByRole('article', { name: `Booking ID ${id}` });
    await card.waitFor();
    await expectTabKeepsInView(page, card.getByRole('button', { name: /^Reject/ }), ADMIN_BARS);
    await expectTabKeepsInView(page, card.getByRole('button', { name: /^Confirm/ }), ADMIN_BARS);
  });
});

/** The colour painted just inside a calendar day's box (left of its number): its fill. */
async function dayFill(page: Page, day: Locator) {
  const box = await day.boundingBox();
  if (!box) throw new Error('day not visible');
  const pixels = await readPixels(page, { x: box.x + 7, y: box.y + box.height / 2 - 2, width: 4, height: 4 });
  return pixels[5] ?? [0, 0, 0];
}

function near(a: readonly number[], b: readonly number[]): boolean {
  return a.every((value, i) => Math.abs(value - (b[i] ?? 0)) <= 4);
}

describe('the selected day looks selected, not like today', () => {
  test('after a tap on a phone and under a desktop mouse', async () => {
    const date = addDays(todayAtVenue(), 2);
    for (const [size, touch] of [
      [PHONE, true],
      [{ width: 1280, height: 800 }, false],
    ] as const) {
      const page = await openAt(size, '/slots', { touch });
      const day = page.locator(`button[data-date="${date}"]:not(.is-outside)`);
      await calendarReady(page);
      if ((await day.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
      if (touch) await day.tap();
      else await day.click(); // and the mouse stays over it
      await expect.poll(() => day.getAttribute('class')).toContain('is-selected');
      // Polled: a phone's tap highlight tints the day for a moment after the tap.
      await expect
        .poll(async () => near(await dayFill(page, day), ACCENT), {
          message: `selected day's fill at ${size.width} px`,
        })
        .toBe(true);
      const today = page.locator('button.day.is-today');
      if ((await today.count()) > 0 && (await today.isVisible())) {
        expect(near(await dayFill(page, today), ACCENT), "today's fill").toBe(false);
      }
      await screenshot(page, 'details-selected-day');
    }
  });
});

describe('slot times keep each clock whole', () => {
  test('at 320 and 360 px, in every period, a line breaks only around the dash', async () => {
    for (const width of [320, 360]) {
      const page = await openAt({ width, height: 640 }, '/slots');
      await pickDate(page, addDays(todayAtVenue(), 1));
      for (const period of ['Morning', 'Afternoon', 'Night', 'Late Night']) {
        await page.getByRole('tab', { name: period, exact: true }).click();
        const split = await page.locator('.slot-time').evaluateAll((times) =>
          times.flatMap((time) => {
            // The line each character is on, from a range around it.
            const chars: { char: string; top: number }[] = [];
            const walker = document.createTreeWalker(time, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              for (let i = 0; i < (node.textContent ?? '').length; i++) {
                const range = document.createRange();
                range.setStart(node, i);
                range.setEnd(node, i + 1);
                chars.push({ char: node.textContent?.[i] ?? '', top: Math.round(range.getBoundingClientRect().top) });
              }
            }
            const text = chars.map((c) => c.char).join('');
            const broken: string[] = [];
            for (const match of text.matchAll(/\d{1,2}:\d{2}\s[ap]m/g)) {
              const first = chars[match.index]?.top;
              const last = chars[match.index + match[0].length - 1]?.top;
              if (first !== last) broken.push(`${match[0]} in "${text}"`);
            }
            return broken;
          }),
        );
        expect(split, `${period} at ${width} px`).toEqual([]);
      }
      await page.locator('.slot-list').evaluate((el) => el.scrollIntoView());
      await savePicture(page, `details-slot-times-${width}x640`);
    }
  });
});

describe('the success dialog', () => {
  test('shows Messenger, WhatsApp and Call Now without scrolling, from a 360x640 phone up', async () => {
    for (const size of [
      { width: 360, height: 640 },
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const page = await openAt(size, '/slots');
      await pickDate(page, addDays(todayAtVenue(), 4));
      await page.locator('button[data-slot-id="M-2"]').click();
      const dialog = await fillAndSubmit(page);
      await savePicture(page, `details-dialog-${size.width}x${size.height}`);
      const fit = await dialog.evaluate((el) => {
        const frame = el.getBoundingClientRect();
        const actions = Array.from(el.querySelectorAll('.contact-action')).map((a) => {
          const box = a.getBoundingClientRect();
          return {
            name: a.textContent?.trim(),
            inView: box.top >= Math.max(0, frame.top) && box.bottom <= Math.min(window.innerHeight, frame.bottom),
          };
        });
        // Only the push offer (issue 14) may lie below them, one scroll away: nothing the spec shows.
        const offer = el.querySelector('.notify-offer')?.getBoundingClientRect();
        const lastAction = el.querySelector('.dialog-actions')?.getBoundingClientRect();
        return { actions, offerAfterActions: (offer?.top ?? 0) >= (lastAction?.bottom ?? Number.POSITIVE_INFINITY) };
      });
      expect(fit, `${size.width}x${size.height}`).toEqual({
        actions: [
          { name: 'Chat on Messenger', inView: true },
          { name: 'Chat on WhatsApp', inView: true },
          { name: 'Call Now', inView: true },
        ],
        offerAfterActions: true,
      });
      const offer = dialog.locator('.notify-offer');
      await offer.scrollIntoViewIfNeeded();
      expect(await offer.isVisible()).toBe(true);
    }
  });

  test('on a smaller phone it scrolls, with a fade at its foot while more is below', async () => {
    const page = await openAt({ width: 320, height: 568 }, '/slots');
    await pickDate(page, addDays(todayAtVenue(), 5));
    await page.locator('button[data-slot-id="M-2"]').click();
    const dialog = await fillAndSubmit(page);
    const state = await dialog.evaluate((el) => ({
      scrolls: el.scrollHeight > el.clientHeight,
      fade: getComputedStyle(el, '::after').position,
    }));
    expect(state).toEqual({ scrolls: true, fade: 'sticky' });
    await savePicture(page, 'details-dialog-320x568');
    // The last action can be scrolled to.
    const call = dialog.getByRole('link', { name: 'Call Now' });
    await call.scrollIntoViewIfNeeded();
    expect(await call.isVisible()).toBe(true);
  });
});

describe('the offline and sent banners line up with the page content', () => {
  test('on a phone and a laptop', async () => {
    for (const size of [PHONE, { width: 1280, height: 800 }]) {
      const page = await openAt(size, '/events');
      const context = page.context();
      const heading = page.getByRole('heading', { level: 1, name: 'Events' });

      const alignment = async (bar: string) => {
        await page.locator(bar).waitFor();
        return page.evaluate((selector) => {
          const dot = document.querySelector(`${selector} .connectivity-dot`)?.getBoundingClientRect();
          const text = document.querySelector(selector)?.getBoundingClientRect();
          const page = document.querySelector('.page');
          const title = document.querySelector('h1')?.getBoundingClientRect();
          if (!dot || !text || !page || !title) throw new Error('missing');
          const padding = parseFloat(getComputedStyle(page).paddingRight);
          const contentRight = page.getBoundingClientRect().right - padding;
          return {
            startsWithTheTitle: Math.abs(dot.left - title.left) <= 1,
            endsWithTheContent:
              Math.abs(
                text.right -
                  parseFloat(getComputedStyle(document.querySelector(selector) as Element).paddingRight) -
                  contentRight,
              ) <= 1,
          };
        }, bar);
      };

      await heading.waitFor();
      await context.setOffline(true);
      expect(await alignment('.connectivity-offline'), `offline at ${size.width}`).toEqual({
        startsWithTheTitle: true,
        endsWithTheContent: true,
      });
      await screenshot(page, 'details-banner-offline');
      await context.setOffline(false);
      await page.locator('.connectivity-offline').waitFor({ state: 'detached' });

      // Another tab of the site (or the service worker) says saved requests went out.
      const other = await context.newPage();
      await other.goto(`${server.url}/events`);
      await other.evaluate(
        (name) => new BroadcastChannel(name).postMessage({ type: 'sent', count: 1 }),
        CHANNELS.outboxNews,
      );
      expect(await alignment('.connectivity-sent'), `sent at ${size.width}`).toEqual({
        startsWithTheTitle: true,
        endsWithTheContent: true,
      });
      await screenshot(page, 'details-banner-sent');
    }
  });
});

/** In the SVG of slide 1 (1200x600): the trophy with its handles and base. */
const TROPHY = { left: 890, right: 1070, top: 120, bottom: 307 };

describe('the slideshow', () => {
  test('slide 1 keeps its whole trophy in view on phones and a laptop', async () => {
    for (const width of [320, 360, 390, 1280]) {
      const page = await openAt({ width, height: 800 }, '/');
      const visible = await page
        .locator('.slide')
        .first()
        .locator('img')
        .evaluate((img: HTMLImageElement) => {
          // object-fit: cover, placed by object-position: which part of the 1200x600 art the box shows.
          const box = img.getBoundingClientRect();
          const scale = Math.max(box.width / 1200, box.height / 600);
          const [x = '50%', y = '50%'] = getComputedStyle(img).objectPosition.split(' ');
          const offsetX = ((box.width - 1200 * scale) * parseFloat(x)) / 100;
          const offsetY = ((box.height - 600 * scale) * parseFloat(y)) / 100;
          return {
            left: -offsetX / scale,
            right: (box.width - offsetX) / scale,
            top: -offsetY / scale,
            bottom: (box.height - offsetY) / scale,
          };
        });
      expect(visible.left, `at ${width} px`).toBeLessThanOrEqual(TROPHY.left);
      expect(visible.right, `at ${width} px`).toBeGreaterThanOrEqual(TROPHY.right);
      expect(visible.top, `at ${width} px`).toBeLessThanOrEqual(TROPHY.top);
      expect(visible.bottom, `at ${width} px`).toBeGreaterThanOrEqual(TROPHY.bottom);
    }
  });

  // Four pages, twelve slides, a picture of each to read: minutes on a loaded two-core host, not the default minute.
  test('every caption passes WCAG AA against the image under it (measured on the painted pixels)', async () => {
    for (const size of [
      { width: 320, height: 568 },
      { width: 360, height: 640 },
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const page = await openAt(size, '/');
      for (let slide = 1; slide <= 3; slide++) {
        if (slide > 1) await page.getByRole('button', { name: 'Next slide' }).click();
        const current = page.locator('.slide.is-current');
        await current.locator('img').evaluate((img: HTMLImageElement) => img.decode());
        await screenshot(page, `details-slide-${slide}`);
        // Each line of the title and of the text, and the colour it is written in.
        const lines = await current.locator('.slide-caption h2, .slide-caption p').evaluateAll((elements) =>
          elements.flatMap((el) => {
            const range = document.createRange();
            range.selectNodeContents(el);
            const large = el.tagName === 'H2';
            return Array.from(range.getClientRects()).map((rect) => ({
              box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
              color: getComputedStyle(el).color,
              // WCAG large text: 18.66 px bold and up (the title) needs 3:1, the rest 4.5:1.
              needs: large ? 3 : 4.5,
              text: el.textContent ?? '',
            }));
          }),
        );
        expect(lines.length).toBeGreaterThan(1);
        // The backdrop alone: the text made transparent, the brightest pixel behind each line is the worst case.
        const hideText = await page.addStyleTag({
          content:
            '.slide-caption h2, .slide-caption p { color: transparent !important; text-shadow: none !important; }',
        });
        const backdrops = await readPixelsIn(
          page,
          lines.map((line) => line.box),
        );
        for (const [index, line] of lines.entries()) {
          const brightest = Math.max(...(backdrops[index] ?? []).map(luminance));
          const ratio = contrastRatio(luminance(parseRgb(line.color)), brightest);
          expect(
            ratio,
            `slide ${slide} "${line.text}" at ${size.width}x${size.height}: ${ratio.toFixed(2)}:1`,
          ).toBeGreaterThanOrEqual(line.needs);
        }
        await hideText.evaluate((style) => (style as Element).remove());
      }
    }
  }, 180_000);

  test('a phone user can pause it and play it again with the rotation control', async () => {
    const page = await openAt(PHONE, '/', { reducedMotion: false, clock: true });
    const title = () => page.locator('.slide.is-current h2').textContent();
    const rotation = page.getByRole('button', { name: 'Pause slideshow' });
    await rotation.tap();
    await page.getByRole('button', { name: 'Play slideshow' }).waitFor();
    const held = await title();
    await page.clock.runFor(SLIDE_INTERVAL_MS + 1_000);
    expect(await title()).toBe(held);
    await page.getByRole('button', { name: 'Play slideshow' }).tap();
    await page.getByRole('button', { name: 'Pause slideshow' }).waitFor();
    await page.clock.runFor(SLIDE_INTERVAL_MS);
    await expect.poll(title, { timeout: SLIDE_INTERVAL_MS + 2_000 }).not.toBe(held);
  }, 30_000);
});
