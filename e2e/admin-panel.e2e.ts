import { createHmac } from 'node:crypto';
import { newBookingId } from '@turf/sync-contract/booking-id';
import { getSlot, SLOTS, type SlotId } from '@turf/sync-contract/slots';
import { addDays, formatLongDate, todayAtVenue } from '@turf/sync-contract/time';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../pwa/src/lib/config';
import { appReady } from './support/app-page';
import { newContext, screenshot } from './support/browser';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer, sendBookingRequest, startServer } from './support/server';
import { connectChromium } from './support/suite';

// The harness's JWT_SECRET: the test signs its own tokens (expired, forged) as an attacker or the clock would.
const JWT_SECRET = 'e2e-secret-that-is-long-enough-to-be-a-real-one';
const TOKEN_KEY = STORAGE_KEYS.adminToken;

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function signToken(claims: Record<string, unknown>, secret = JWT_SECRET): string {
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
// `ver: 0`: the token version of an account that has never changed its password (each test's server is fresh).
const freshToken = () =>
  signToken({ sub: ADMIN_EMAIL, role: 'admin', ver: 0, iat: nowSeconds(), exp: nowSeconds() + 3600 });

let phoneCounter = 0;
/** A visitor's request, sent as the public site sends it. */
async function createRequest(slotId: SlotId, daysAhead: number, name: string): Promise<string> {
  phoneCounter += 1;
  return sendBookingRequest(server, {
    slotId,
    daysAhead,
    name,
    phone: `0171${String(1_000_000 + phoneCounter).slice(-7)}`,
  });
}

async function adminCall(path: string, method: string): Promise<number> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${freshToken()}` },
  });
  return response.status;
}

async function openPage(size: 'phone' | 'desktop', token?: string): Promise<Page> {
  const context = await newContext(browser, size);
  contexts.push(context);
  if (token)
    await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: TOKEN_KEY, value: token });
  return context.newPage();
}

/** Nothing sticks out sideways: the page never scrolls horizontally on a phone or a laptop. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Every button and link of the panel is at least 44 px tall (and wide): a thumb between matches hits it. */
async function expectBigTouchTargets(page: Page): Promise<void> {
  const small = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.adm button, .adm a[href]:not(.adm-skip)'))
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => ({ text: el.textContent, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(({ text, box }) => `${text} ${Math.round(box.width)}x${Math.round(box.height)}`),
  );
  expect(small).toEqual([]);
}

async function signIn(page: Page, password = ADMIN_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** What the phone's screen shows right now (a full-page shot of a hundred cards is megabytes of nothing new). */
function screenshotViewport(page: Page, name: string): Promise<void> {
  return screenshot(page, name, false);
}

const card = (page: Page, id: string) => page.getByRole('article', { name: `Booking ID ${id}` });
const bookingRow = (page: Page, id: string) => page.locator(`[data-booking-id="${id}"]`);

beforeAll(async () => {
  server = await startServer({ LOGIN_RATE_LIMIT: '1000' });
  browser = await connectChromium();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

describe('admin panel in Chromium against the production server', () => {
  it('a visitor never downloads the admin panel, and /login does not either', async () => {
    const page = await openPage('phone');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    for (const path of ['/', '/slots', '/login']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState('networkidle');
    }
    // Route modules' chunks are named after their files, pwa/src/app/routes/<name>.tsx: `<name>-<8-character hash>.js`.
    const routeChunk = (name: string) => new RegExp(`^/assets/${name}-[\\w-]{8}\\.js$`);
    expect(scripts.some((script) => routeChunk('login').test(script))).toBe(true);
    expect(scripts.filter((script) => routeChunk('admin').test(script))).toEqual([]);
  });

  it('a wrong password shows the server error in red above the button', async () => {
    for (const size of ['phone', 'desktop'] as const) {
      const page = await openPage(size);
      await page.goto(`${server.url}/login`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Admin Login');
      await screenshot(page, 'admin-login');
      await signIn(page, 'not-the-password');
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toBe('Invalid email or password');
      expect(await alert.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(185, 28, 28)');
      const [alertBox, buttonBox] = await Promise.all([
        alert.boundingBox(),
        page.getByRole('button', { name: 'Sign In' }).boundingBox(),
      ]);
      expect(alertBox && buttonBox && alertBox.y < buttonBox.y).toBe(true);
      expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
      await screenshot(page, 'admin-login-error');
    }
  });

  it('the manager logs in, and a visitor request appears within one refresh without a reload', async () => {
    const page = await openPage('phone');
    // The panel's timers on a clock the test moves on, so the 30 s poll is not waited out in real time.
    await page.clock.install();
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(/\/login$/);
    await signIn(page);
    await page.waitForURL(/\/admin\/booking-requests$/);
    await page.getByText('No pending requests', { exact: false }).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toMatch(/^ey/);

    const id = await createRequest('M-1', 2, 'Refresh Visitor');
    // The 30 s poll brings it in; no reload, no navigation.
    await page.clock.runFor(30_000);
    await card(page, id).waitFor();
    expect(await card(page, id).getByText('Refresh Visitor').count()).toBe(1);
    expect(
      await page
        .getByRole('navigation')
        .getByRole('link', { name: /Booking Requests/ })
        .textContent(),
    ).toContain('1');

    // Coming back to the app refreshes at once.
    const second = await createRequest('M-2', 2, 'Focus Visitor');
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await card(page, second).waitFor({ timeout: 5_000 });
  });

  it('confirm moves a request to the Database with the server price; reject removes one', async () => {
    const night = await createRequest('N-1', 3, 'Night Player');
    const rejected = await createRequest('A-1', 3, 'Rejected Player');
    const page = await openPage('phone', freshToken());
    await page.goto(`${server.url}/admin/booking-requests`);

    await card(page, night)
      .getByRole('button', { name: /^Confirm/ })
      .click();
    await card(page, night).getByText('Confirmed', { exact: true }).waitFor();
    await card(page, night).waitFor({ state: 'detached' });

    await card(page, rejected)
      .getByRole('button', { name: /^Reject/ })
      .click();
    await card(page, rejected).getByText('Rejected', { exact: true }).waitFor();
    await card(page, rejected).waitFor({ state: 'detached' });
    const [row] = await server.sql`select status from booking_requests where id = ${rejected}`;
    expect(row?.status).toBe('rejected');

    await page.getByRole('link', { name: 'Database' }).click();
    const booking = bookingRow(page, night);
    await booking.waitFor();
    // The server's price for a Night slot, not anything the visitor sent.
    expect(
      await booking.locator('dt', { hasText: 'PRICE (BDT)' }).locator('xpath=following-sibling::dd').textContent(),
    ).toBe('2500');
    expect(await booking.getByText('Night Player', { exact: true }).count()).toBe(1);
    expect(await bookingRow(page, rejected).count()).toBe(0);
  });

  it('requests for one slot are flagged; a confirm refused because the slot was booked elsewhere shows it taken, offers Reject, and focus moves on', async () => {
    const first = await createRequest('N-3', 4, 'First Asker');
    const second = await createRequest('N-3', 4, 'Second Asker');
    const third = await createRequest('N-3', 4, 'Third Asker');
    const page = await openPage('desktop', freshToken());
    await page.goto(`${server.url}/admin/booking-requests`);
    await card(page, third).waitFor();
    for (const id of [first, second, third]) {
      expect(await card(page, id).getByRole('note').textContent()).toContain('same date and slot');
    }
    await expectNoSidewaysScroll(page);
    await expectBigTouchTargets(page);
    await screenshot(page, 'admin-requests');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await expectBigTouchTargets(page);
    await screenshot(page, 'admin-requests');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Another phone confirms the first meanwhile: this list has not heard of it yet and still offers Confirm.
    expect(await adminCall(`/api/booking-requests/${first}/confirm`, 'POST')).toBe(200);
    await card(page, second)
      .getByRole('button', { name: /^Confirm/ })
      .click();
    const alert = card(page, second).getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('This slot is already booked');
    // Shown as taken (no more warning of a competing request), with Reject only, which has focus.
    await card(page, second)
      .getByText('This slot is already booked: this request can no longer be confirmed.')
      .waitFor();
    expect(await card(page, second).getByText('Another pending request wants', { exact: false }).count()).toBe(0);
    expect(
      await card(page, second)
        .getByRole('button', { name: /^Confirm/ })
        .count(),
    ).toBe(0);
    const reject = card(page, second).getByRole('button', { name: /^Reject request/ });
    await expect.poll(() => reject.evaluate((el) => el === document.activeElement)).toBe(true);
    // The list as the server has it: the first is a booking now, two still wait for the slot.
    await card(page, first).waitFor({ state: 'detached' });
    await card(page, second)
      .getByRole('button', { name: /^Reject all 2 for this slot/ })
      .waitFor();
    await screenshot(page, 'admin-requests-conflict');

    // Reject by keyboard: the card leaves, and focus goes on to the next card rather than to the page.
    await page.keyboard.press('Enter');
    await card(page, second).getByText('Rejected', { exact: true }).waitFor();
    await card(page, second).waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`request-${third}`);
    const [row] = await server.sql`select status from booking_requests where id = ${second}`;
    expect(row?.status).toBe('rejected');
    await server.sql`update booking_requests set status = 'rejected' where id = ${third}`;
  });

  it('paid and cancelled persist across a reload; un-cancelling a rebooked slot is refused; delete asks first', async () => {
    const id = await createRequest('A-3', 5, 'Toggle Player');
    expect(await adminCall(`/api/booking-requests/${id}/confirm`, 'POST')).toBe(200);
    const page = await openPage('desktop', freshToken());
    await page.goto(`${server.url}/admin/database`);
    const row = bookingRow(page, id);
    await row.waitFor();
    const paid = row.getByRole('button', { name: /^Paid:/ });
    const cancelled = row.getByRole('button', { name: /^Cancelled:/ });
    expect(await paid.getAttribute('aria-pressed')).toBe('false');
    const focused = (control: typeof paid) => control.evaluate((el) => el === document.activeElement);
    await paid.click();
    await expect.poll(() => paid.getAttribute('aria-pressed')).toBe('true');
    // The toggle is disabled while its call runs (Chromium then drops focus): focus is back on it after.
    await expect.poll(() => paid.isEnabled()).toBe(true);
    await expect.poll(() => focused(paid)).toBe(true);
    await cancelled.click();
    await expect.poll(() => cancelled.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => cancelled.isEnabled()).toBe(true);
    await expect.poll(() => focused(cancelled)).toBe(true);

    await page.reload();
    await row.waitFor();
    expect(await paid.textContent()).toContain('Yes');
    expect(await cancelled.getAttribute('aria-pressed')).toBe('true');
    const [stored] = await server.sql`select paid, cancelled from bookings where id = ${id}`;
    expect(stored).toMatchObject({ paid: true, cancelled: true });

    // The freed slot is booked again; bringing the old booking back would double-book it.
    const rebooked = await createRequest('A-3', 5, 'Rebooker');
    expect(await adminCall(`/api/booking-requests/${rebooked}/confirm`, 'POST')).toBe(200);
    await cancelled.click();
    const alert = row.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('This slot is already booked');
    expect(await cancelled.getAttribute('aria-pressed')).toBe('true');

    // Delete asks in the panel's own dialog, naming the booking: `Keep it` and Escape keep the row, focus back on
    // Delete; `Delete booking` removes it.
    const deleteButton = row.getByRole('button', { name: /^Delete/ });
    const question = page.getByRole('dialog', { name: /^Delete booking of Toggle Player, / });
    await deleteButton.click();
    await question.getByText('Delete this booking permanently?').waitFor();
    await expect.poll(() => focused(question.getByRole('button', { name: 'Keep it' }))).toBe(true);
    await question.getByRole('button', { name: 'Keep it' }).click();
    await question.waitFor({ state: 'detached' });
    await expect.poll(() => focused(deleteButton)).toBe(true);
    await deleteButton.click();
    await question.waitFor();
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    await expect.poll(() => focused(deleteButton)).toBe(true);
    expect(await row.count()).toBe(1);
    expect(await server.sql`select id from bookings where id = ${id}`).toHaveLength(1);
    // The row after it, whose first control takes focus once this one is gone.
    const next = await row.evaluate((el) => el.nextElementSibling?.getAttribute('data-booking-id') ?? null);
    await deleteButton.click();
    await question.getByRole('button', { name: 'Delete booking' }).click();
    await row.waitFor({ state: 'detached' });
    // Focus on the next row's first control (its phone link), or the page's title when no row follows.
    const focusedControl = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        const inRow = active?.closest('[data-booking-id]')?.getAttribute('data-booking-id');
        return inRow ? `${inRow} ${active?.getAttribute('href')}` : (active?.tagName ?? null);
      });
    if (next) await expect.poll(focusedControl).toMatch(new RegExp(`^${next} tel:`));
    else await expect.poll(focusedControl).toBe('H1');
    expect(await server.sql`select id from bookings where id = ${id}`).toHaveLength(0);
    await page.reload();
    await bookingRow(page, rebooked).waitFor();
    expect(await row.count()).toBe(0);
  });

  it('the Database screens, and the offline state with the device copy', async () => {
    const paidOne = await createRequest('L-1', 6, 'Late Night Crew');
    const morning = await createRequest('M-3', 6, 'Morning Crew');
    for (const id of [paidOne, morning]) {
      expect(await adminCall(`/api/booking-requests/${id}/confirm`, 'POST')).toBe(200);
    }
    for (const size of ['phone', 'desktop'] as const) {
      const page = await openPage(size, freshToken());
      await page.goto(`${server.url}/admin/database`);
      await bookingRow(page, morning).waitFor();
      // Sorted by date then slot start: L-1 (12:00 am) opens the day, before M-3.
      const order = await page
        .locator('[data-booking-id]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-booking-id')));
      expect(order.indexOf(paidOne)).toBeLessThan(order.indexOf(morning));
      await expectNoSidewaysScroll(page);
      await expectBigTouchTargets(page);
      if (size === 'desktop') {
        expect(
          await page
            .locator('.adm-table th')
            .first()
            .evaluate((th) => getComputedStyle(th).position),
        ).toBe('sticky');
        // Every column fits without scrolling the table sideways, ACTIONS included.
        const wrap = page.locator('.adm-table-wrap');
        expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      }
      await screenshot(page, 'admin-database');

      await page.context().setOffline(true);
      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.getByText(/^Offline - as of /).waitFor();
      expect(
        await bookingRow(page, morning)
          .getByRole('button', { name: /^Paid:/ })
          .isDisabled(),
      ).toBe(true);
      expect(await page.getByText(/need a connection/).count()).toBeGreaterThan(0);
      await screenshot(page, 'admin-database-offline');
      await page.context().setOffline(false);
    }
  });

  it('a flood of requests: a page at a time with Load more, Reject all for a booked slot, Reject selected', async () => {
    // 120 requests waiting, as a sender rotating phone numbers would leave them, older than any other test's.
    const date = addDays(todayAtVenue(), 10);
    const flood = Array.from({ length: 120 }, (_, n) => {
      const slot = n < 3 ? getSlot('N-4') : (SLOTS[n % 11] ?? SLOTS[0]);
      return {
        id: newBookingId(),
        date,
        slot_id: slot?.slotId,
        time: slot?.time,
        name: `Flood ${n}`,
        phone: `019${String(n).padStart(8, '0')}`,
        price: slot?.price,
        created_at: new Date(Date.now() - 2 * 86_400_000 + n * 1_000),
      };
    });
    await server.sql`insert into booking_requests ${server.sql(flood)}`;
    const ids = flood.map((row) => row.id);
    const id = (n: number) => ids[n] ?? '';

    const page = await openPage('phone', freshToken());
    await page.goto(`${server.url}/admin/booking-requests`);
    await card(page, id(0)).waitFor();
    expect(await page.getByRole('article').count()).toBe(50);
    await page.getByText(/pending, oldest first; showing the first 50\./).waitFor();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBe(100);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`request-${id(50)}`);
    await expectNoSidewaysScroll(page);
    await expectBigTouchTargets(page);
    await screenshotViewport(page, 'admin-requests-load-more');

    // The first of three requests for one slot is confirmed elsewhere: the other two offer Reject all.
    expect(await adminCall(`/api/booking-requests/${id(0)}/confirm`, 'POST')).toBe(200);
    await page.getByRole('button', { name: 'Refresh' }).click();
    const rejectAll = card(page, id(1)).getByRole('button', { name: /^Reject all 2 for this slot/ });
    await rejectAll.waitFor();
    await card(page, id(1)).scrollIntoViewIfNeeded();
    await screenshotViewport(page, 'admin-requests-booked-slot');
    // Asked in the panel's own dialog, named as the button.
    await rejectAll.click();
    const where = `N-4 on ${formatLongDate(date)}`;
    const question = page.getByRole('dialog', { name: 'Reject all 2 for this slot' });
    await question.getByText(`Reject all 2 requests waiting for ${where}? The slot is already booked.`).waitFor();
    await screenshotViewport(page, 'admin-requests-reject-all-question');
    await question.getByRole('button', { name: 'Reject 2 requests' }).click();
    const done = page.getByText(`Rejected 2 requests for ${where}.`);
    await done.waitFor();
    expect(await done.evaluate((el) => el === document.activeElement)).toBe(true);
    await card(page, id(2)).waitFor({ state: 'detached' });
    const statuses = await server.sql`select status from booking_requests where id in ${server.sql([id(1), id(2)])}`;
    expect(statuses.map((row) => row.status)).toEqual(['rejected', 'rejected']);

    // Selection by keyboard: Space ticks a card's box.
    await page.getByRole('button', { name: 'Select' }).click();
    for (const n of [3, 5]) {
      await page.getByRole('checkbox', { name: `Select request ${id(n)}` }).focus();
      await page.keyboard.press('Space');
    }
    const bar = page.getByRole('region', { name: 'Selection' });
    await expect.poll(() => bar.getByRole('status').textContent()).toBe('2 selected');
    await expectBigTouchTargets(page);
    await screenshotViewport(page, 'admin-requests-selecting');
    await bar.getByRole('button', { name: 'Reject selected' }).click();
    await page
      .getByRole('dialog', { name: 'Reject selected' })
      .getByRole('button', { name: 'Reject 2 requests' })
      .click();
    await page.getByText('Rejected 2 requests.').waitFor();
    await card(page, id(3)).waitFor({ state: 'detached' });
    const selected = await server.sql`select status from booking_requests where id in ${server.sql([id(3), id(5)])}`;
    expect(selected.map((row) => row.status)).toEqual(['rejected', 'rejected']);
    expect(await card(page, id(4)).count()).toBe(1);

    // Leave the rest of the flood out of the other tests' way.
    await server.sql`update booking_requests set status = 'rejected' where id in ${server.sql(ids)} and status = 'pending'`;
  });

  it('an expired token, or one the server refuses, sends the manager to /login and back after signing in', async () => {
    const expired = signToken({
      sub: ADMIN_EMAIL,
      role: 'admin',
      ver: 0,
      iat: nowSeconds() - 7200,
      exp: nowSeconds() - 60,
    });
    const page = await openPage('phone');
    await page.goto(`${server.url}/login`);
    // /login clears an unusable stored token once it has hydrated: store ours after that, or a slow hydration clears
    // it before the panel can see it.
    await appReady(page);
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: TOKEN_KEY, value: expired });
    await page.goto(`${server.url}/admin/database`);
    await page.waitForURL(/\/login$/);
    await page.getByText('Your session has ended. Please sign in again.').waitFor();

    // Looks fine on the device, but the server says no (signed with another secret): the 401 path.
    const forged = signToken(
      { sub: ADMIN_EMAIL, role: 'admin', ver: 0, iat: nowSeconds(), exp: nowSeconds() + 3600 },
      'some-other-secret',
    );
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: TOKEN_KEY, value: forged });
    await page.goto(`${server.url}/admin/database`);
    await page.waitForURL(/\/login$/);
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    await signIn(page);
    await page.waitForURL(/\/admin\/database$/);
    await page.getByRole('heading', { name: 'Database' }).waitFor();

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  });
});
