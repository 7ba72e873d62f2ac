import { API_PATHS } from '@turf/sync-contract/api-paths';
import { BOOKING_ID_PATTERN } from '@turf/sync-contract/booking-id';
import { localePath } from '@turf/sync-contract/locale';
import { MESSAGES } from '@turf/sync-contract/messages';
import { addDays, formatLongDate, todayAtVenue } from '@turf/sync-contract/time';
import { EXAMPLE_VENUE } from '@turf/sync-contract/venue';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appReady, pickDate } from './support/app-page';
import { DESKTOP, newContext, PHONE, savePicture, screenshot } from './support/browser';
import { adminToken, type RunningServer, startServer } from './support/server';
import { connectChromium } from './support/suite';

const VIEWPORTS = { phone: `${PHONE.width}x${PHONE.height}`, desktop: `${DESKTOP.width}x${DESKTOP.height}` };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await connectChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(size: 'phone' | 'desktop', path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, size);
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  await appReady(page);
  return { context, page };
}

async function fillAndSubmit(page: Page, name: string, phone: string): Promise<string> {
  await page.getByLabel('Reference Name').fill(name);
  await page.getByLabel('Phone').fill(phone);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Booking Request Submitted' });
  await dialog.waitFor();
  return (await dialog.getByTestId('booking-id').textContent())?.trim() ?? '';
}

describe('booking a slot', () => {
  test('a visitor books a slot, sees the Booking ID, and the slot shows taken once the admin confirms', async () => {
    const { context, page } = await open('phone', '/slots');
    const date = addDays(todayAtVenue(), 1);
    await pickDate(page, date);
    const slot = page.locator('button[data-slot-id="M-2"]');
    await slot.waitFor();
    expect(await slot.isEnabled()).toBe(true);
    await slot.click();
    expect(await slot.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.price-panel').textContent()).toContain('BDT 2000');
    expect(await page.getByLabel('Time', { exact: true }).inputValue()).toBe('7:30 am - 9:00 am');
    expect(await page.getByLabel('Date').inputValue()).toBe(formatLongDate(date));

    const id = await fillAndSubmit(page, 'Rahim Uddin', '+880 1712-345678');
    expect(id).toMatch(BOOKING_ID_PATTERN);
    const whatsapp = await page.getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href');
    expect(decodeURIComponent(whatsapp ?? '')).toContain(`Booking ID: ${id}`);
    expect(decodeURIComponent(whatsapp ?? '')).toContain('Rahim Uddin');
    expect(await page.getByRole('link', { name: 'Call Now' }).getAttribute('href')).toMatch(/^tel:\+8801/);

    // The server has it, pending, with the phone in its canonical form.
    const token = await adminToken(server);
    const pending = (await (
      await fetch(`${server.url}${API_PATHS.bookingRequests}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { _id: string; phone: string; slotId: string; date: string }[];
    expect(pending.find((r) => r._id === id)).toMatchObject({ phone: '01712345678', slotId: 'M-2', date });

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Reference Name').inputValue()).toBe('');
    expect(await page.getByLabel('Phone').inputValue()).toBe('');
    expect(await page.getByLabel('Date').inputValue()).toBe(formatLongDate(date));
    expect(await page.getByLabel('Time', { exact: true }).inputValue()).toBe('');

    const confirm = await fetch(`${server.url}${API_PATHS.confirmBookingRequest(id)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(confirm.ok).toBe(true);

    await page.reload();
    await appReady(page);
    await pickDate(page, date);
    await page.locator('button[data-slot-id="M-2"]:disabled').waitFor();
    expect(await page.locator('button[data-slot-id="M-2"]').textContent()).toContain('Booked');
    expect(await page.locator('button[data-slot-id="M-3"]').isEnabled()).toBe(true);
    await context.close();
  });

  test('every validation message appears, and a valid form is not blocked by them', async () => {
    const { context, page } = await open('desktop', '/slots');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByText(MESSAGES.nameRequired).waitFor();
    await page.getByText(MESSAGES.phoneRequired).waitFor();
    await page.getByText(MESSAGES.dateAndSlotRequired).waitFor();
    // The first field in error takes focus, so a keyboard or screen-reader user lands on it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');

    await page.getByLabel('Reference Name').fill('Karim');
    await page.getByLabel('Phone').fill('0171234567');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByText(MESSAGES.phoneInvalid).waitFor();
    expect(await page.getByText(MESSAGES.nameRequired).count()).toBe(0);

    await page.getByLabel('Phone').fill('01112345678');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByText(MESSAGES.phoneInvalid).waitFor();

    await page.getByLabel('Phone').fill('01812345678');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByText(MESSAGES.dateAndSlotRequired).waitFor();
    expect(await page.getByText(MESSAGES.phoneInvalid).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  test("the server's refusal is shown in the form and the form is kept", async () => {
    const date = addDays(todayAtVenue(), 2);
    const token = await adminToken(server);
    const { context, page } = await open('desktop', '/slots');
    await pickDate(page, date);
    await page.getByRole('tab', { name: 'Night', exact: true }).click();
    await page.locator('button[data-slot-id="N-1"]').click();
    // Someone else gets N-1 confirmed while this visitor is typing.
    const other = await fetch(`${server.url}${API_PATHS.bookingRequests}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ date, slotId: 'N-1', name: 'Other', phone: '01912345678', time: '6:00 pm - 7:30 pm' }),
    });
    const { _id } = (await other.json()) as { _id: string };
    await fetch(`${server.url}${API_PATHS.confirmBookingRequest(_id)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    await page.getByLabel('Reference Name').fill('Late Comer');
    await page.getByLabel('Phone').fill('01612345678');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const alert = page.locator('.form-error');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('This slot is already booked');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByLabel('Reference Name').inputValue()).toBe('Late Comer');
    expect(await page.getByLabel('Phone').inputValue()).toBe('01612345678');
    // The slot is let go and the list reloads, so it now shows as taken instead of inviting another try.
    await expect.poll(() => page.locator('button[data-slot-id="N-1"]').isDisabled()).toBe(true);
    await context.close();
  });
});

describe('navigation', () => {
  test('on a phone: the bottom tab bar reaches every page and marks the current one', async () => {
    const { context, page } = await open('phone', '/');
    const tabs = page.locator('nav.tab-bar');
    expect(await tabs.isVisible()).toBe(true);
    expect(await page.locator('nav.top-nav').isVisible()).toBe(false);
    for (const [label, path, heading] of [
      ['Slots', '/slots', 'Book a slot'],
      ['Events', '/events', 'Events'],
      ['Contact us', '/contact', 'Contact us'],
      ['Home', '/', `${EXAMPLE_VENUE.name}: football turf booking`],
    ] as const) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await tabs.getByRole('link', { name: label }).click();
      // Every address the app writes carries its language (decision 043).
      await page.waitForURL(`${server.url}${localePath('en', path)}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor({ state: 'attached' });
      expect(await tabs.getByRole('link', { name: label }).getAttribute('aria-current')).toBe('page');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
    expect(await tabs.getByRole('link', { name: /My requests/ }).getAttribute('href')).toBe('/en/my-requests');
    // The sticky brand bar stays on top while scrolling.
    await page.evaluate(() => window.scrollTo(0, 600));
    const headerTop = await page.locator('header.site-header').evaluate((el) => el.getBoundingClientRect().top);
    expect(headerTop).toBe(0);
    await context.close();
  });

  test('on a desktop: the top bar links work and the active one is highlighted', async () => {
    const { context, page } = await open('desktop', '/');
    const nav = page.locator('nav.top-nav');
    expect(await nav.isVisible()).toBe(true);
    expect(await page.locator('nav.tab-bar').isVisible()).toBe(false);
    await nav.getByRole('link', { name: 'Events' }).click();
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    const active = nav.getByRole('link', { name: 'Events' });
    expect(await active.getAttribute('aria-current')).toBe('page');
    expect(await active.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(21, 128, 61)');
    await nav.getByRole('link', { name: 'Contact us' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    expect(await page.getByRole('link', { name: 'Call us' }).getAttribute('href')).toMatch(/^tel:/);
    expect(await page.getByRole('link', { name: 'Send Mail' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(await page.getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/880/,
    );
    await nav.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('link', { name: 'Explore Slots →' }).click();
    await page.getByRole('heading', { level: 1, name: 'Book a slot' }).waitFor();
    await context.close();
  });

  test('an unknown path shows the 404 page with a way home', async () => {
    const { context, page } = await open('phone', '/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.getByRole('button', { name: 'Next slide' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/en');
    await context.close();
  });

  test('the footer has the spec sections, contacts and the copyright line', async () => {
    const { context, page } = await open('desktop', '/events');
    const footer = page.locator('footer');
    const text = (await footer.textContent()) ?? '';
    for (const part of ['MORE INFO', 'LEGALS', 'CONTACTS', 'FAQ', 'Terms and Conditions', 'Refund Policy']) {
      expect(text).toContain(part);
    }
    expect(text).toContain(`© ${new Date().getFullYear()}`);
    expect(text).toContain('All rights reserved');
    expect(await footer.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
    expect(await footer.locator('.social a').count()).toBe(2);
    expect(await footer.locator('.social-decor[aria-hidden="true"]').count()).toBe(4);
    await context.close();
  });
});

describe('beyond the spec (issue 29)', () => {
  test("See Details opens the event's own text; the footer's plain items do not look like its links", async () => {
    const { context, page } = await open('phone', '/events');
    const featured = page.locator('.featured-event');
    const toggle = featured.getByRole('button', { name: 'See Details' });
    const details = featured.getByText('Teams of seven, knockout rounds under the floodlights');
    expect(await details.isVisible()).toBe(false);
    await toggle.click();
    await details.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'events-details-open');

    const look = (locator: Locator) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element);
        return { color: style.color, line: style.textDecorationLine, cursor: style.cursor };
      });
    const footer = page.locator('footer');
    const link = await look(footer.locator('a[href^="tel:"]'));
    for (const name of ['Contact us', 'FAQ', 'Terms and Conditions', 'Privacy Policy', 'Refund Policy']) {
      const item = footer.getByText(name, { exact: true });
      expect(await item.evaluate((element) => element.closest('a'))).toBeNull();
      const plain = await look(item);
      expect(plain.line).toBe('none');
      expect(plain.cursor).not.toBe('pointer');
      expect(plain.color).not.toBe(link.color);
    }
    expect(link.line).toContain('underline');
    await footer.scrollIntoViewIfNeeded();
    await screenshot(page, 'footer-plain-items');
    await context.close();
  });
});

/** Asserts that a person sees `locator` (given a few seconds to appear, as a person would); `what` names it. */
async function expectVisible(locator: Locator, what: string): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => {});
  expect(await locator.isVisible(), `${what} is visible`).toBe(true);
}

describe('screenshots of every public screen', () => {
  for (const size of ['phone', 'desktop'] as const) {
    test(`at ${size} size`, async () => {
      const { context, page } = await open(size, '/');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.locator('.slide.is-current img').evaluate((img: HTMLImageElement) => img.decode());
      await expectVisible(page.locator('.slide.is-current img'), 'the current slide');
      await expectVisible(page.getByRole('heading', { name: 'Book Your Turf Now!' }), 'the promo heading');
      await expectVisible(page.getByRole('link', { name: 'Explore Slots →' }), 'the link to the slots');
      await screenshot(page, 'public-home');
      for (const [path, name, heading, detail] of [
        ['/events', 'public-events', 'Events', page.getByRole('heading', { name: 'Turf Football Cup' })],
        ['/contact', 'public-contact', 'Contact us', page.getByRole('link', { name: 'Call us' })],
        ['/no-such-page', 'public-404', 'Page not found', page.getByRole('link', { name: 'Go to the home page' })],
      ] as const) {
        await page.goto(`${server.url}${path}`);
        await appReady(page);
        await page.waitForLoadState('load');
        await expectVisible(page.getByRole('heading', { level: 1, name: heading }), `${path}: the heading ${heading}`);
        await expectVisible(detail, `${path}: its main content`);
        await screenshot(page, name);
      }
      await page.goto(`${server.url}/slots`);
      // Today opens on its first period with a slot left, which is not Morning after noon: wait for any slot.
      await page.locator('.slot-grid:not([inert]) button[data-slot-id]').first().waitFor();
      const date = addDays(todayAtVenue(), size === 'phone' ? 3 : 4);
      await pickDate(page, date);
      await page.locator('button[data-slot-id="M-1"]').click();
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Book a slot' }), 'the heading Book a slot');
      await expectVisible(
        page.getByRole('heading', { name: `Available slots for ${formatLongDate(date)}` }),
        'the chosen date',
      );
      expect(await page.locator('button[data-slot-id="M-1"]').getAttribute('aria-pressed')).toBe('true');
      await expectVisible(page.getByLabel('Reference Name'), 'the booking form');
      await screenshot(page, 'public-slots');
      const id = await fillAndSubmit(page, 'Screenshot Team', '01512345678');
      await page.getByRole('button', { name: 'Copy' }).click();
      await page.getByText('Copied to clipboard!').waitFor();
      await expectVisible(page.getByRole('dialog', { name: 'Booking Request Submitted' }), 'the dialog');
      expect(id).toMatch(BOOKING_ID_PATTERN);
      await expectVisible(page.getByText('Copied to clipboard!'), 'the copy confirmation');
      // The dialog is fixed to the viewport, so this one is the visible screen rather than the full page.
      await savePicture(page, `public-slots-dialog-${VIEWPORTS[size]}`);
      await context.close();
    });
  }
});
