import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { VersionedSettings } from '@turf/sync-contract/schemas';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { appReady, pickDate } from './support/app-page';
import { axeOf } from './support/axe';
import { newContext, screenshot } from './support/browser';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/server';
import { useServerAndBrowser } from './support/suite';

/**
 * Issue 16 from the manager's phone: at /admin/settings the manager changes the night price and the venue's phone
 * and saves; a visitor's next visit to /slots shows the new price, and the public settings carry the new phone. The
 * page passes axe (with its messages showing) and is kept as screenshots on a phone and a laptop.
 */

const suite = useServerAndBrowser({ LOGIN_RATE_LIMIT: '1000' });
const NEW_PHONE = '+8801911223344';
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const context of contexts) await context.close();
});

async function context(size: 'phone' | 'desktop'): Promise<BrowserContext> {
  const made = await newContext(suite.browser, size);
  contexts.push(made);
  return made;
}

async function signIn(page: Page): Promise<void> {
  await page.goto(`${suite.server.url}/login`);
  await appReady(page);
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/admin\/booking-requests$/);
}

/** From the top, as the manager arrives: scrolled, the sticky top bar covers what scrolls under it (axe's target-size). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const axe = await axeOf(page).analyze();
  expect(axe.passes.length).toBeGreaterThan(0);
  return axe.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.target} ${node.failureSummary}`).join(' | ')}`,
  );
}

/**
 * What the screen shows with `heading`'s section at the top (a full-page picture of a long form puts the sticky Save
 * bar and the tab bar in its middle): `test-output/screenshots/<name>-<width>x<height>.png`.
 */
async function screenshotAt(page: Page, name: string, heading?: string): Promise<void> {
  if (heading) {
    await page.getByRole('heading', { level: 2, name: heading }).evaluate((element) => {
      element.closest('section')?.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -72);
    });
  } else await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name, false);
}

async function publicSettings(): Promise<VersionedSettings> {
  return (await (await fetch(`${suite.server.url}${API_PATHS.settings}`)).json()) as VersionedSettings;
}

describe('the manager edits the venue’s settings at /admin/settings', () => {
  test('the night price and the phone, saved from a phone, reach the visitor’s next visit', async () => {
    const page = await (await context('phone')).newPage();
    await signIn(page);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(/\/admin\/settings$/);
    await page.getByRole('heading', { level: 2, name: 'Venue' }).waitFor();

    // Tabbing down the form: each field comes into view clear of the sticky Save bar and the tab bar.
    await page.getByRole('textbox', { name: 'Phone', exact: true }).focus();
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      const clear = await page.evaluate(() => {
        const focused = document.activeElement?.getBoundingClientRect();
        const bar = document.querySelector('.adm-settings__save')?.getBoundingClientRect();
        return focused !== undefined && bar !== undefined && focused.bottom <= bar.top;
      });
      expect(clear, `Tab ${step + 1}`).toBe(true);
    }

    // A mistake first: shown beside its field, and nothing is saved.
    const night = page.getByRole('textbox', { name: 'Night', exact: true });
    await night.fill('0');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Nothing was saved: fix the marked fields first.').waitFor();
    expect(await night.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await screenshotAt(page, 'admin-settings-price-refused', 'Prices');
    expect((await publicSettings()).version).toBe(1);

    await night.fill('3100');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(NEW_PHONE);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved. The settings are now version 2.' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Save settings');
    // The change log names who saved it and what changed.
    const log = page.getByRole('region', { name: 'Changes' });
    await log.getByText(`${ADMIN_EMAIL},`, { exact: false }).waitFor();
    expect(await log.getByText('Price: Night', { exact: false }).textContent()).toBe('Price: Night: 2500 → 3100');
    expect(await axeViolations(page)).toEqual([]);
    await screenshotAt(page, 'admin-settings');
    await screenshotAt(page, 'admin-settings-saved', 'Prices');
    await screenshotAt(page, 'admin-settings-changes', 'Changes');

    const saved = await publicSettings();
    expect(saved.version).toBe(2);
    expect(saved.settings.venue.phone).toBe(NEW_PHONE);
    expect(saved.settings.prices.regular.Night).toBe(3100);

    // A visitor on another phone: the next visit to /slots shows the new night price.
    const visitor = await (await context('phone')).newPage();
    const date = addDays(todayAtVenue(), 3);
    const settingsAnswer = visitor.waitForResponse((response) => response.url().endsWith(API_PATHS.settings));
    await visitor.goto(`${suite.server.url}/slots`);
    await appReady(visitor);
    await settingsAnswer;
    await pickDate(visitor, date);
    await visitor.getByRole('tab', { name: 'Night', exact: true }).click();
    const status = visitor.locator('.slot-grid:not([inert]) button[data-slot-id="N-4"] .slot-status');
    await expect.poll(() => status.textContent()).toBe('BDT 3100');
  });

  test('on a laptop: the same page, axe clean', async () => {
    const page = await (await context('desktop')).newPage();
    await signIn(page);
    await page.goto(`${suite.server.url}/admin/settings`);
    await page.getByRole('heading', { level: 2, name: 'Venue' }).waitFor();
    await page.getByRole('switch', { name: 'Different weekend prices' }).check();
    await page.getByRole('group', { name: 'Weekend days' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshotAt(page, 'admin-settings');
    await screenshotAt(page, 'admin-settings-prices', 'Prices');
    await screenshotAt(page, 'admin-settings-events', 'Events');
  });

  test('the tab bar keeps its five tabs usable at 360 px wide', async () => {
    const made = await suite.browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    contexts.push(made);
    const page = await made.newPage();
    await signIn(page);
    const boxes = await page
      .locator('nav.adm-nav a')
      .evaluateAll((links) =>
        links.map((link) => ({ text: link.textContent, ...link.getBoundingClientRect().toJSON() })),
      );
    expect(boxes.map((box) => box.text?.replace(/\d+ pending$/, ''))).toEqual([
      'Booking Requests',
      'Database',
      'Schedule',
      'Reports',
      'Settings',
    ]);
    for (const box of boxes) {
      expect(box.width, box.text ?? '').toBeGreaterThanOrEqual(48);
      expect(box.height, box.text ?? '').toBeGreaterThanOrEqual(48);
      expect(box.right, box.text ?? '').toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
