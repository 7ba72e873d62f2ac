/// <reference lib="dom" />
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { bn } from '../pwa/src/i18n/catalogue-bn';
import { en } from '../pwa/src/i18n/catalogue-en';
import { serviceWorkerControls, useOfflineSuite } from './offline-helpers';
import { appReady, calendarReady } from './support/app-page';
import { axeOf } from './support/axe';
import { DESKTOP, PHONE, screenshot } from './support/browser';

// Decision 043: a page per language at its own address, the unprefixed one answered in the visitor's language.
const suite = useOfflineSuite();

/** A phone (or desktop) whose browser is set to Bangla, as many cheap Android phones in Bangladesh are. */
function banglaBrowser(size: 'phone' | 'desktop' = 'phone'): Promise<BrowserContext> {
  return suite.browser.newContext(
    size === 'phone'
      ? { locale: 'bn-BD', viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
      : { locale: 'bn-BD', viewport: DESKTOP },
  );
}

/** The JavaScript files a page asked for, by name. */
function scriptsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    // The service worker's precache fetches every file of both languages once, for offline: not the page's.
    if (request.serviceWorker()) return;
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) names.push(url.pathname.replace(/^.*\//, ''));
  });
  return names;
}

/** Bytes of JavaScript the page transferred (the budgets: `/` 110 KB, `/slots` 140 KB). */
async function scriptBytes(page: Page): Promise<number> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .reduce((sum, entry) => sum + entry.transferSize, 0),
  );
}

/** The fonts Chromium drew a node's text with: a Bangla text drawn with no Bengali font would be boxes. */
async function fontsOf(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.filter((font) => font.glyphCount > 0).map((font) => font.familyName);
}

/**
 * Each distinct Bangla letter and digit of the page drawn alone on a canvas in the page's font: were they boxes
 * (no font with the glyph), every one would draw the same box.
 */
async function distinctBanglaGlyphs(page: Page): Promise<{ letters: number; drawings: number }> {
  return page.evaluate(() => {
    const letters = [...new Set(document.body.innerText.match(/[\u0985-\u09B9\u09E6-\u09EF]/g) ?? [])];
    const canvas = document.createElement('canvas');
    canvas.width = 40;
    canvas.height = 40;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return { letters: letters.length, drawings: 0 };
    context.font = `24px ${getComputedStyle(document.body).fontFamily}`;
    const drawings = new Set(
      letters.map((letter) => {
        context.clearRect(0, 0, 40, 40);
        context.fillText(letter, 4, 30);
        return Array.from(context.getImageData(0, 0, 40, 40).data.filter((_, i) => i % 4 === 3)).join(',');
      }),
    );
    return { letters: letters.length, drawings: drawings.size };
  });
}

describe('a page per language, chosen by the visitor', () => {
  test('a Bangla browser opening /slots: Bangla from the first byte; English after the switch, form kept; reload stays English; offline both', async () => {
    const context = await banglaBrowser();
    const page = await context.newPage();
    const scripts = scriptsOf(page);

    // The HTML answer itself, before any script: Bangla, chosen by Accept-Language, and marked as varying by it.
    const response = await page.goto(`${suite.server.url}/slots`);
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/^<!doctype html>\s*<html lang="bn">/);
    expect(html).toContain(`<title>${bn.pages.slots.title} | `);
    expect(html).toContain(`>${bn.form.title}<`);
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]+\/en\/slots">/);
    expect(response?.headers().vary).toMatch(/Cookie, Accept-Language/);

    await appReady(page);
    // The app moved the address to the language's own, and only the Bangla catalogue was fetched.
    expect(new URL(page.url()).pathname).toBe('/bn/slots');
    expect(scripts.some((name) => name.startsWith('catalogue-bn-'))).toBe(true);
    expect(scripts.some((name) => name.startsWith('catalogue-en-'))).toBe(false);
    await page.getByRole('heading', { name: bn.form.title }).waitFor();
    expect(await page.locator('.calendar .calendar-title, .calendar-title').first().textContent()).toMatch(
      /[\u0980-\u09FF]/,
    );

    // A half-filled form: a date, a slot, a name and part of a phone number.
    const date = addDays(todayAtVenue(), 3);
    const day = page.locator(`button[data-date="${date}"]:not(.is-outside)`);
    await calendarReady(page);
    if ((await day.count()) === 0) await page.getByRole('button', { name: bn.slots.nextMonth }).click();
    await day.click();
    await page.getByRole('tab', { name: bn.slots.periods.Night, exact: true }).click();
    await page.locator('button[data-slot-id="N-2"]').click();
    await page.getByLabel(bn.form.referenceName).fill('রহিম');
    await page.getByLabel(bn.form.phone).fill('01712');

    await page.locator('nav.tab-bar').getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: en.form.title }).waitFor();
    expect(await page.getByLabel(en.form.referenceName).inputValue()).toBe('রহিম');
    expect(await page.getByLabel(en.form.phone).inputValue()).toBe('01712');
    expect(await page.getByLabel(en.form.date).inputValue()).not.toBe('');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(new URL(page.url()).pathname).toBe('/en/slots');
    expect(await page.title()).toMatch(new RegExp(`^${en.pages.slots.title} \\| `));
    const cookie = (await context.cookies()).find((c) => c.name === 'lang');
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 60 * 60 * 1000);
    await screenshot(page, 'languages-switched-to-english');

    // The unprefixed address again: the cookie beats the browser's Bangla.
    const again = await page.goto(`${suite.server.url}/slots`);
    expect((await again?.text()) ?? '').toMatch(/<html lang="en">/);
    await appReady(page);
    expect(new URL(page.url()).pathname).toBe('/en/slots');
    await page.getByRole('heading', { name: en.form.title }).waitFor();

    // Offline after that one visit: both languages open, and the switch still works.
    await serviceWorkerControls(page);
    await context.setOffline(true);
    for (const [address, heading] of [
      ['/bn/contact', bn.contact.title],
      ['/en/contact', en.contact.title],
      ['/bn/my-requests', bn.myRequests.title],
      ['/contact', en.contact.title],
    ] as const) {
      await page.goto(`${suite.server.url}${address}`);
      await page.locator('main h1').first().waitFor({ state: 'attached', timeout: 10_000 });
      expect((await page.locator('main h1').first().textContent())?.trim(), address).toBe(heading);
    }
    await appReady(page);
    await page.locator('nav.tab-bar').getByRole('button', { name: 'বাংলা' }).click();
    await page.getByRole('heading', { name: bn.contact.title, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/bn/contact');
    await context.close();
  }, 300_000);

  test('an English page never downloads the Bangla texts, nor a Bangla page the English; each keeps the JavaScript budgets', async () => {
    const sizes: Record<string, number> = {};
    for (const address of ['/en', '/en/slots', '/bn', '/bn/slots']) {
      // A first visit each: nothing cached, no service worker fetching the precache beside the page.
      const context = await suite.browser.newContext({
        locale: 'en-US',
        viewport: PHONE,
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const scripts = scriptsOf(page);
      await page.goto(`${suite.server.url}${address}`);
      await appReady(page);
      await page.waitForLoadState('networkidle');
      const [own, other] = address.startsWith('/en')
        ? ['catalogue-en-', 'catalogue-bn-']
        : ['catalogue-bn-', 'catalogue-en-'];
      expect(
        scripts.filter((name) => name.startsWith(own)),
        address,
      ).toHaveLength(1);
      expect(
        scripts.filter((name) => name.startsWith(other)),
        address,
      ).toEqual([]);
      sizes[address] = await scriptBytes(page);
      await context.close();
    }
    console.log('JavaScript per page, bytes transferred:', sizes);
    expect(sizes['/en']).toBeLessThanOrEqual(110 * 1024);
    expect(sizes['/bn']).toBeLessThanOrEqual(110 * 1024);
    expect(sizes['/en/slots']).toBeLessThanOrEqual(140 * 1024);
    expect(sizes['/bn/slots']).toBeLessThanOrEqual(140 * 1024);
  });

  for (const size of ['phone', 'desktop'] as const) {
    test(`the Bangla pages at ${size} size: Bangla glyphs, no boxes; axe clean; the switch by keyboard; screenshots`, async () => {
      const context = await banglaBrowser(size);
      const page = await context.newPage();
      for (const [address, name] of [
        ['/bn', 'home'],
        ['/bn/slots', 'slots'],
        ['/bn/contact', 'contact'],
        ['/bn/events', 'events'],
      ] as const) {
        await page.goto(`${suite.server.url}${address}`);
        await appReady(page);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
        const label = size === 'phone' ? 'nav.tab-bar .tab-label' : 'nav.top-nav a';
        expect((await fontsOf(page, label)).join(', '), address).toMatch(/Bengali/);
        const glyphs = await distinctBanglaGlyphs(page);
        expect(glyphs.letters, address).toBeGreaterThan(10);
        expect(glyphs.drawings, address).toBe(glyphs.letters);
        const axe = await axeOf(page).analyze();
        expect(
          axe.violations.map(
            (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
          ),
          address,
        ).toEqual([]);
        await screenshot(page, `bangla-${name}`);
      }
      // The switch by keyboard alone: Tab reaches it, Enter switches, focus stays on it.
      const target =
        size === 'phone' ? page.locator('button.language-tab') : page.getByRole('button', { name: 'English' });
      for (let tabs = 0; tabs < 40 && !(await target.evaluate((el) => el === document.activeElement)); tabs += 1) {
        await page.keyboard.press('Tab');
      }
      expect(await target.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${suite.server.url}/en/events`);
      await page.getByRole('link', { name: en.shell.nav.events }).first().waitFor({ state: 'attached' });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await context.close();
    });
  }
});
