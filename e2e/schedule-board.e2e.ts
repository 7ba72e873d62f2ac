import { createHmac } from 'node:crypto';
import { getSlot, type SlotId } from '@turf/sync-contract/slots';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../pwa/src/lib/config';
import { pickDate } from './support/app-page';
import { screenshot } from './support/browser';
import { ADMIN_EMAIL, adminToken, sendBookingRequest } from './support/server';
import { useServerAndBrowser } from './support/suite';

/**
 * The manager's schedule board against the production server on PostgreSQL, in Chromium: a booking taken on a phone
 * call, a day blocked for a tournament, both taken for a visitor on /slots, and a weekly team booking with one week
 * already taken. Screenshots of the board at 390, 360 and 1280 px wide.
 */

/** The harness's JWT_SECRET (support/server.ts), to sign a token for a page whose clock runs ahead. */
const E2E_JWT_SECRET = 'e2e-secret-that-is-long-enough-to-be-a-real-one';

const suite = useServerAndBrowser({ LOGIN_RATE_LIMIT: '1000', BOOKING_RATE_LIMIT: '1000' });
let token: string;
const contexts: BrowserContext[] = [];

const today = todayAtVenue();
/** Days far enough ahead that no slot of them has started, whatever the time the suite runs. */
const CALL_DAY = addDays(today, 3);
const BLOCK_DAY = addDays(today, 4);
const SERIES_DAY = addDays(today, 5);
const SHOWCASE_DAY = addDays(today, 2);

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  narrow: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

beforeAll(async () => {
  token = await adminToken(suite.server);
});

async function api(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<Response> {
  return fetch(`${suite.server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

let phones = 0;
const nextPhone = () => `0171${String(2_000_000 + ++phones).slice(-7)}`;

/** A visitor's request, as the site sends it. */
function visitorRequest(slotId: SlotId, date: string, name: string): Promise<string> {
  return sendBookingRequest(suite.server, {
    slotId,
    daysAhead: Math.round((Date.parse(date) - Date.parse(today)) / 86_400_000),
    name,
    phone: nextPhone(),
  });
}

async function confirmRequest(id: string): Promise<void> {
  expect((await api(`/api/booking-requests/${id}/confirm`, {})).status).toBe(200);
}

async function managerPage(viewport: keyof typeof VIEWPORTS): Promise<Page> {
  const size = VIEWPORTS[viewport];
  const context = await suite.browser.newContext({
    viewport: size,
    ...(viewport === 'desktop' ? {} : { isMobile: true, hasTouch: true, deviceScaleFactor: 2 }),
  });
  contexts.push(context);
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: STORAGE_KEYS.adminToken,
    value: token,
  });
  return context.newPage();
}

async function visitorPage(): Promise<Page> {
  const context = await suite.browser.newContext({
    viewport: VIEWPORTS.phone,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  contexts.push(context);
  return context.newPage();
}

const slotCard = (page: Page, date: string, slotId: SlotId): Locator =>
  page.locator(`article[data-slot-key="${date} ${slotId}"]`);
const cell = (page: Page, date: string, slotId: SlotId): Locator =>
  page.locator(`td[data-slot-key="${date} ${slotId}"]`);

async function openBoard(page: Page, date: string): Promise<void> {
  await page.goto(`${suite.server.url}/admin/schedule?date=${date}`);
  await page.locator('[data-slot-key]').first().waitFor();
}

/** The screen as it is (a dialog is fixed to it), or the whole page. */
function shot(page: Page, name: string, fullPage = false): Promise<void> {
  return screenshot(page, `schedule-${name}`, fullPage);
}

/** Nothing sticks out sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('the schedule board in Chromium against the production server', () => {
  it('books a slot taken on a phone call: confirmed at once, with its Booking ID and a WhatsApp message', async () => {
    const page = await managerPage('phone');
    await openBoard(page, CALL_DAY);
    const card = slotCard(page, CALL_DAY, 'N-2');
    await card.getByRole('button', { name: 'Book N-2' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reference Name').fill('Phone Caller');
    await dialog.getByLabel('Phone').fill('+880 1812-345678');
    await dialog.getByLabel('Note (optional)').fill('Called at 4 pm, pays at the gate');
    await shot(page, 'book-form');
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await dialog.getByText(/^Booked for Phone Caller:/).waitFor();
    const id = (await dialog.getByTestId('saved-booking-id').textContent()) ?? '';
    expect(id).toMatch(/^[2-9A-HJKMNP-Z]{3}-[2-9A-HJKMNP-Z]{3}-[2-9A-HJKMNP-Z]{3}$/);
    const whatsapp = new URL(
      (await dialog.getByRole('link', { name: /^Send on WhatsApp/ }).getAttribute('href')) ?? '',
    );
    expect(whatsapp.pathname).toBe('/8801812345678');
    expect(whatsapp.searchParams.get('text')).toContain(`Booking ID: ${id}`);
    expect(whatsapp.searchParams.get('text')).toContain(`Time: ${getSlot('N-2').time}`);
    await shot(page, 'book-saved');

    const [row] = await suite.server.sql`
      select source, note, paid, cancelled, price, phone from bookings where id = ${id}`;
    expect(row).toMatchObject({
      source: 'manager',
      note: 'Called at 4 pm, pays at the gate',
      paid: false,
      cancelled: false,
      price: 2500,
      phone: '01812345678',
    });

    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Phone Caller', { exact: true }).waitFor();
    // Its Book button went with the booking: focus is on the slot, not on the page.
    await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);
    // The Database has it too.
    await page.getByRole('link', { name: 'Database' }).click();
    await page.locator(`[data-booking-id="${id}"]`).waitFor();
  });

  it('blocks a whole day for a tournament, and the board shows every slot blocked', async () => {
    const page = await managerPage('phone');
    await openBoard(page, BLOCK_DAY);
    await page.getByRole('button', { name: /^Block slots on / }).click();
    const dialog = page.getByRole('dialog', { name: 'Block slots' });
    await dialog.getByRole('button', { name: 'Whole day' }).click();
    await dialog.getByLabel('Reason').fill('Tournament');
    await shot(page, 'block-form');
    await dialog.getByRole('button', { name: 'Block 16 slots' }).click();
    await page.getByText(/^Blocked 16 slots on /).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The venue's day: its Morning to Night, and the Late Night after it (the next date's early hours).
    const blocked = await suite.server.sql`
      select date::text as date, slot_id, reason from blocks
      where (date = ${BLOCK_DAY} and slot_id not like 'L-%') or (date = ${addDays(BLOCK_DAY, 1)} and slot_id like 'L-%')`;
    expect(blocked).toHaveLength(16);
    expect(new Set(blocked.map((block) => block.reason))).toEqual(new Set(['Tournament']));
    await expect.poll(() => page.locator('article.adm-slot--blocked').count()).toBe(16);
    expect(await page.locator('.adm-counts__item--blocked dd').textContent()).toBe('16');

    // Unblock gives one back, and focus stays on that slot.
    const card = slotCard(page, addDays(BLOCK_DAY, 1), 'L-4');
    await card.getByRole('button', { name: 'Unblock L-4' }).click();
    await card.getByRole('button', { name: 'Book L-4' }).waitFor();
    await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);
    await card.getByRole('button', { name: 'Block L-4' }).click();
    await page.getByRole('dialog').getByLabel('Reason').fill('Tournament');
    await page.getByRole('dialog').getByRole('button', { name: 'Block 1 slot' }).click();
    await card.getByText('Blocked: Tournament').waitFor();
  });

  it('a visitor sees the slot booked by phone as Booked and the blocked day as Closed on /slots, and cannot request them', async () => {
    const page = await visitorPage();
    await page.goto(`${suite.server.url}/slots`);
    await pickDate(page, CALL_DAY);
    await page.getByRole('tab', { name: 'Night', exact: true }).click();
    const booked = page.locator('button[data-slot-id="N-2"]');
    await expect.poll(() => booked.textContent()).toContain('Booked');
    expect(await booked.isDisabled()).toBe(true);
    expect(await page.locator('button[data-slot-id="N-1"]').isEnabled()).toBe(true);

    // The blocked venue day: Morning to Night of its date, and the Late Night of the next (the night after it).
    for (const [date, period] of [
      [BLOCK_DAY, 'Morning'],
      [BLOCK_DAY, 'Afternoon'],
      [BLOCK_DAY, 'Night'],
      [addDays(BLOCK_DAY, 1), 'Late Night'],
    ] as const) {
      await pickDate(page, date);
      await page.getByRole('tab', { name: period, exact: true }).click();
      const slots = page.locator('.slot-grid:not([inert]) button[data-slot-id]');
      await expect.poll(() => slots.count()).toBe(4);
      await expect
        .poll(() => slots.evaluateAll((buttons) => buttons.every((b) => (b as HTMLButtonElement).disabled)))
        .toBe(true);
      // Closed, not Booked, and no word of the manager's reason (decision 080).
      for (const text of await slots.allTextContents()) expect(text).toMatch(/Closed$/);
    }
    await shot(page, 'visitor-blocked-day');
    // The public answers name the slots and nothing else; a request for one is refused.
    const taken = await (await fetch(`${suite.server.url}/api/bookings?date=${BLOCK_DAY}`)).json();
    expect(taken).toHaveLength(12);
    const availability = await fetch(`${suite.server.url}/api/availability?date=${BLOCK_DAY}`);
    const answer = await availability.text();
    expect(JSON.parse(answer)).toEqual({ booked: [], closed: taken });
    expect(answer).not.toContain('Tournament');
    const refused = await fetch(`${suite.server.url}/api/booking-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        date: BLOCK_DAY,
        slotId: 'M-2',
        time: getSlot('M-2').time,
        name: 'Hopeful',
        phone: nextPhone(),
      }),
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'This slot is not available', code: 'SLOT_NOT_AVAILABLE' });
  });

  it('a weekly series on a desktop: the preview shows the one week already booked, the others are booked together', async () => {
    // The same slot a week after the first is booked already.
    await confirmRequest(await visitorRequest('A-3', addDays(SERIES_DAY, 7), 'Week Two Owner'));
    const page = await managerPage('desktop');
    await openBoard(page, SERIES_DAY);
    await cell(page, SERIES_DAY, 'A-3')
      .getByRole('button', { name: /^Book A-3/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reference Name').fill('FC Zindabazar');
    await dialog.getByLabel('Phone').fill('01912345678');
    await dialog.getByLabel('Repeat weekly').check();
    await dialog.getByLabel('Weeks, this one included').fill('4');
    const dates = dialog.getByRole('list', { name: 'Dates of the series' });
    await expect
      .poll(() => dates.getByRole('listitem').allTextContents())
      .toEqual([
        expect.stringMatching(/free$/),
        expect.stringMatching(/booked$/),
        expect.stringMatching(/free$/),
        expect.stringMatching(/free$/),
      ]);
    await dialog.getByText('3 of 4 dates free; the others are skipped.').waitFor();
    await shot(page, 'series-preview');
    await dialog.getByRole('button', { name: 'Book 3 dates' }).click();
    await dialog.getByText('Booked 3 of 4 weeks for FC Zindabazar, 3:00 pm - 4:30 pm.').waitFor();
    await dialog.getByText('skipped: booked').waitFor();
    await shot(page, 'series-saved');

    const series = await suite.server.sql`
      select date::text as date, series_id from bookings where name = 'FC Zindabazar' order by date`;
    expect(series.map((row) => row.date)).toEqual([SERIES_DAY, addDays(SERIES_DAY, 14), addDays(SERIES_DAY, 21)]);
    expect(new Set(series.map((row) => row.series_id)).size).toBe(1);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => cell(page, SERIES_DAY, 'A-3').textContent()).toContain('FC Zindabazar');

    // Cancel the rest of the series from its third week: that one and the fourth, kept as cancelled.
    const third = addDays(SERIES_DAY, 14);
    await page.getByLabel('Date').fill(third);
    await cell(page, third, 'A-3').getByRole('button').click();
    const slotDialog = page.getByRole('dialog');
    await slotDialog.getByRole('button', { name: /^Cancel the rest of the series/ }).click();
    // Asked in the panel's own dialog, on top of the slot's (issue 29, item 10).
    await page
      .getByRole('dialog', { name: 'Cancel the rest of the series' })
      .getByRole('button', { name: 'Cancel them' })
      .click();
    await slotDialog.getByText(/^Cancelled 2 bookings of the series/).waitFor();
    const states = await suite.server.sql`
      select date::text as date, cancelled from bookings where name = 'FC Zindabazar' order by date`;
    expect(states.map((row) => row.cancelled)).toEqual([false, true, true]);
  });

  it('confirming on the board shows the competing request at once, to reject with a WhatsApp message', async () => {
    const first = await visitorRequest('M-4', CALL_DAY, 'Quick Team');
    await visitorRequest('M-4', CALL_DAY, 'Slow Team');
    const page = await managerPage('phone');
    await openBoard(page, CALL_DAY);
    const card = slotCard(page, CALL_DAY, 'M-4');
    await card.getByRole('button', { name: 'Show 2 pending requests' }).click();
    await card
      .getByRole('article', { name: `Booking ID ${first}` })
      .getByRole('button', { name: /^Confirm/ })
      .click();
    const competing = card.getByRole('region', { name: /^Other requests for M-4/ });
    await competing.waitFor();
    const message = new URL(
      (await competing.getByRole('link', { name: 'WhatsApp Slow Team' }).getAttribute('href')) ?? '',
    ).searchParams.get('text');
    expect(message).toContain('is already booked');
    expect(message).toMatch(/Still free that day: .+/);
    await shot(page, 'competing');
    await competing.getByRole('button', { name: /^Reject/ }).click();
    await competing.waitFor({ state: 'detached' });
    expect(
      await suite.server.sql`select 1 from booking_requests where status = 'pending' and date = ${CALL_DAY}`,
    ).toHaveLength(0);
    await expect.poll(() => card.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });

  it('the board in every state, at 390, 360 and 1280 px wide: fits the screen; offline it reads the copy', async () => {
    // A day with one of each: booked (paid and not), requested, blocked, free.
    const paid = await visitorRequest('N-1', SHOWCASE_DAY, 'Paid Regulars');
    await confirmRequest(paid);
    expect((await api(`/api/bookings/all/${paid}`, { paid: true }, 'PATCH')).status).toBe(200);
    await confirmRequest(await visitorRequest('N-3', SHOWCASE_DAY, 'Unpaid Visitors'));
    await visitorRequest('A-2', SHOWCASE_DAY, 'Asker One');
    await visitorRequest('A-2', SHOWCASE_DAY, 'Asker Two');
    expect(
      (await api('/api/blocks', { date: SHOWCASE_DAY, slotIds: ['M-2', 'M-3'], reason: 'Maintenance' })).status,
    ).toBe(201);
    expect(
      (
        await api('/api/bookings', {
          date: SHOWCASE_DAY,
          slotId: 'L-2',
          time: getSlot('L-2').time,
          name: 'Night Owls',
          phone: '01512345678',
          note: 'Regulars',
        })
      ).status,
    ).toBe(201);

    for (const viewport of ['phone', 'narrow', 'desktop'] as const) {
      const page = await managerPage(viewport);
      await openBoard(page, SHOWCASE_DAY);
      await expectNoSidewaysScroll(page);
      if (viewport === 'desktop') {
        await cell(page, SHOWCASE_DAY, 'N-1').getByText('Paid Regulars', { exact: true }).waitFor();
        await shot(page, 'board');
        await cell(page, SHOWCASE_DAY, 'A-2').getByRole('button').click();
        await page
          .getByRole('dialog')
          .getByRole('article', { name: /^Booking ID / })
          .first()
          .waitFor();
        await shot(page, 'slot-dialog');
        await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      } else {
        await slotCard(page, SHOWCASE_DAY, 'N-1').getByText('Paid Regulars', { exact: true }).waitFor();
        await shot(page, 'board');
        await slotCard(page, SHOWCASE_DAY, 'A-2').scrollIntoViewIfNeeded();
        await shot(page, 'board-requested');
        await shot(page, 'board-full', true);
      }
      // Offline: the device's copy of the week, marked with its time, every action off.
      await page.context().setOffline(true);
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.getByText(/^Offline - as of /).waitFor();
      // (A desktop cell that opens its slot stays on: reading needs no connection.)
      const enabled = await page
        .getByRole('button', { name: /^(Book|Block|Unblock|Paid|Cancelled|Delete)( |:|$)/ })
        .evaluateAll(
          (buttons) =>
            buttons.filter((b) => !(b as HTMLButtonElement).disabled && !b.classList.contains('adm-cell__open')).length,
        );
      expect(enabled).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'offline');
      await page.context().setOffline(false);
    }
  }, 120_000);
});

/** A Saturday at least two weeks ahead (clear of the days above), and its 10 pm and the 1 am after it at the venue. */
const NIGHT_SATURDAY = (() => {
  let day = addDays(today, 14);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6) day = addDays(day, 1);
  return day;
})();
/**
 * A manager's page whose clock is set to `now`: its stored token is one the harness's secret signs to outlive that
 * clock (the panel drops a token it reads as expired), as admin-panel.e2e.ts signs its own.
 */
async function managerPageAt(viewport: keyof typeof VIEWPORTS, now: Date): Promise<Page> {
  const page = await managerPage(viewport);
  const seconds = Math.floor(Date.now() / 1000);
  const claims = {
    sub: ADMIN_EMAIL,
    role: 'admin',
    ver: 0,
    iat: seconds,
    exp: Math.floor(now.getTime() / 1000) + 86_400,
  };
  const encode = (part: unknown) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  const signed = `${unsigned}.${createHmac('sha256', E2E_JWT_SECRET).update(unsigned).digest('base64url')}`;
  await page.context().addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: STORAGE_KEYS.adminToken,
    value: signed,
  });
  await page.clock.setFixedTime(now);
  return page;
}

/** Venue wall time to the instant (UTC+6). */
const atVenue = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+06:00`);

/** The element's box within the screen, and the screen's bars: the admin's top bar and (on a phone) its tab bar. */
async function boxAndBars(locator: Locator) {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.querySelector('.adm-sidebar__top')?.getBoundingClientRect();
    const nav = document.querySelector('.adm-nav')?.getBoundingClientRect();
    const navFixed = nav && getComputedStyle(document.querySelector('.adm-nav') as Element).position === 'fixed';
    return {
      top: rect.top,
      bottom: rect.bottom,
      screenBottom: navFixed && nav ? nav.top : window.innerHeight,
      screenTop:
        top && getComputedStyle(document.querySelector('.adm-sidebar__top') as Element).position === 'sticky'
          ? top.bottom
          : 0,
    };
  });
}

describe('the board opens at "now" (issue 29)', () => {
  it('a desktop on Saturday night: the week rolls from today, the slot now and the Night rows on the screen, arrow keys move', async () => {
    const page = await managerPageAt('desktop', atVenue(NIGHT_SATURDAY, '22:00'));
    await page.goto(`${suite.server.url}/admin/schedule`);
    const grid = page.getByRole('grid');
    await grid.locator('td[data-slot-key]').first().waitFor();
    const heads = await grid.getByRole('columnheader').allTextContents();
    expect(heads[0]).toMatch(/Today$/);
    expect(heads).toHaveLength(7);
    // Tomorrow is on the screen, open to book.
    await cell(page, addDays(NIGHT_SATURDAY, 1), 'N-1')
      .getByRole('button', { name: /^Book N-1/ })
      .waitFor();
    expect(await page.getByRole('button', { name: /^Block slots on / }).isEnabled()).toBe(true);
    await shot(page, 'saturday-night');
    // The slot now and the whole Night on the first screen (800 px high), not below it.
    for (const slotId of ['N-1', 'N-3', 'N-4'] as const) {
      const box = await boxAndBars(cell(page, NIGHT_SATURDAY, slotId));
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(box.screenBottom);
    }

    // The grid is one Tab stop (on the slot now), and the arrow keys go from cell to cell.
    const stops = await grid.locator('[tabindex="0"]').count();
    expect(stops).toBe(1);
    await grid.locator('[tabindex="0"]').focus();
    expect(await cell(page, NIGHT_SATURDAY, 'N-3').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const focused = page.locator(':focus');
    expect(await focused.evaluate((el) => el.closest('td')?.dataset.slotKey)).toBe(`${addDays(NIGHT_SATURDAY, 1)} L-1`);
    const box = await boxAndBars(focused);
    expect(box.bottom).toBeLessThanOrEqual(box.screenBottom);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="grid"] tbody') === null)).toBe(true);
  });

  it('a phone at 1 am: the night it is, the past folded into one line, the slot being played first on the screen', async () => {
    for (const viewport of ['phone', 'narrow'] as const) {
      const page = await managerPageAt(viewport, atVenue(addDays(NIGHT_SATURDAY, 1), '01:00'));
      await page.goto(`${suite.server.url}/admin/schedule`);
      const playing = slotCard(page, addDays(NIGHT_SATURDAY, 1), 'L-1');
      await playing.waitFor();
      await page.getByRole('button', { name: 'Show 12 past slots' }).waitFor();
      expect(await page.locator('article[data-slot-key]').first().getAttribute('data-slot-key')).toBe(
        `${addDays(NIGHT_SATURDAY, 1)} L-1`,
      );
      const box = await boxAndBars(playing.locator('h3'));
      expect(box.top).toBeGreaterThanOrEqual(box.screenTop);
      expect(box.bottom).toBeLessThanOrEqual(box.screenBottom);
      // The Notifications switch is one line.
      const notify = await page.locator('.adm-notify').boundingBox();
      expect(notify?.height ?? 0).toBeLessThanOrEqual(56);
      await expectNoSidewaysScroll(page);
      await shot(page, 'tonight');
    }
  });

  it('tabbing through the requests on a phone, no Confirm or Reject goes under the tab bar', async () => {
    const day = addDays(today, 20);
    for (const slotId of ['M-1', 'M-2', 'M-3', 'M-4', 'A-1', 'A-2', 'A-3', 'A-4'] as const) {
      await visitorRequest(slotId, day, `Tab Team ${slotId}`);
      await visitorRequest(slotId, day, `Other Team ${slotId}`);
    }
    const page = await managerPage('narrow');
    await page.goto(`${suite.server.url}/admin/booking-requests`);
    await page.getByRole('article').first().waitFor();
    let checked = 0;
    const hidden: string[] = [];
    for (let step = 0; step < 400; step += 1) {
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      const name = (await focused.count()) > 0 ? ((await focused.textContent()) ?? '') : '';
      if (/^(Confirm|Reject)/.test(name)) {
        checked += 1;
        const box = await boxAndBars(focused);
        if (box.bottom > box.screenBottom || box.top < box.screenTop) hidden.push(name);
      }
      // The tab bar comes first in the page's order, before the list: past the list, focus is back on it.
      if (checked > 0 && (await page.evaluate(() => document.activeElement?.closest('.adm-nav') !== null))) break;
    }
    expect(checked).toBeGreaterThanOrEqual(32);
    expect(hidden).toEqual([]);
    await shot(page, 'requests-tabbed');
  });
});
