import { newBookingId } from '@turf/sync-contract/booking-id';
import { getSlot, type SlotId } from '@turf/sync-contract/slots';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { axeOf } from './support/axe';
import { savePicture } from './support/browser';
import { adminToken, type RunningServer, startServer } from './support/server';
import { connectChromium } from './support/suite';

/**
 * The manager's screens, logged in, in every state they show (cards with their warnings, a refused action's message,
 * selection mode, offline with the device copy, the empty list, the Database with its filters, the schedule board
 * with its dialogs), on a phone and on a laptop: axe (WCAG 2.2 AA and best practice) finds nothing, and each state is
 * kept as a screenshot.
 */

const VIEWPORTS = [
  { width: 390, height: 844, phone: true },
  { width: 1280, height: 800, phone: false },
] as const;
const TOKEN_KEY = 'turf.adminToken';

let server: RunningServer;
let browser: Browser;
let token: string;

async function api(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

let phones = 0;
/** A pending request as a visitor's phone leaves it (straight into the table: the rate limit is not under test). */
async function request(slotId: SlotId, daysAhead: number, name: string, minutesAgo: number): Promise<string> {
  phones += 1;
  const slot = getSlot(slotId);
  const id = newBookingId();
  await server.sql`insert into booking_requests ${server.sql({
    id,
    date: addDays(todayAtVenue(), daysAhead),
    slot_id: slotId,
    time: slot.time,
    name,
    phone: `0181${String(1_000_000 + phones).slice(-7)}`,
    price: slot.price,
    created_at: new Date(Date.now() - minutesAgo * 60_000),
  })}`;
  return id;
}

async function confirm(id: string): Promise<void> {
  expect((await api(`/api/booking-requests/${id}/confirm`, {})).status).toBe(200);
}

/**
 * What each viewport's run starts from: cards that warn of a clash, a booked slot with two requests still waiting
 * (`Reject all 2`), a pair for the refused confirm, and bookings paid and unpaid for the Database.
 */
async function seed(day: number): Promise<{ raced: string; refused: string; rival: string }> {
  await request('M-2', day, 'Clash One', 50);
  await request('M-2', day, 'Clash Two', 49);
  const booked = await request('N-1', day, 'Booked Night', 48);
  await request('N-1', day, 'Waiting Night', 47);
  await request('N-1', day, 'Also Waiting', 46);
  const raced = await request('A-2', day, 'Raced Elsewhere', 45);
  const refused = await request('A-2', day, 'Refused Confirm', 44);
  // The night after `day` (the next date's early hours): on the board, `day`'s own page (decision 073).
  await request('L-3', day + 1, 'Late Single', 43);
  // A pair the manager confirms one of on screen: the other then shows among the competing requests.
  const rival = await request('N-4', day, 'Rival One', 42);
  await request('N-4', day, 'Rival Two', 41);
  await confirm(booked);
  for (const [slot, name] of [
    ['M-4', 'Paid Player'],
    ['A-4', 'Unpaid Player'],
  ] as const) {
    const id = await request(slot, day, name, 60);
    await confirm(id);
    if (name === 'Paid Player') {
      expect((await api(`/api/bookings/all/${id}`, { paid: true }, 'PATCH')).status).toBe(200);
    }
  }
  // `raced` is confirmed from "another phone" once the list is on screen: then the Confirm of `refused` is refused.
  return { raced, refused, rival };
}

beforeAll(async () => {
  server = await startServer({ LOGIN_RATE_LIMIT: '1000' });
  browser = await connectChromium();
  token = await adminToken(server);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function managerContext(viewport: (typeof VIEWPORTS)[number]): Promise<BrowserContext> {
  const { width, height, phone } = viewport;
  return browser.newContext({
    viewport: { width, height },
    reducedMotion: 'reduce',
    ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
}

const card = (page: Page, id: string) => page.getByRole('article', { name: `Booking ID ${id}` });

describe('the admin screens in every state: axe finds nothing', () => {
  for (const [index, viewport] of VIEWPORTS.entries()) {
    const size = `${viewport.width}x${viewport.height}`;
    test(`at ${size}`, async () => {
      const day = 20 + index * 5;
      const { raced, refused: refusedId, rival } = await seed(day);
      const context = await managerContext(viewport);
      await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
        key: TOKEN_KEY,
        value: token,
      });
      const page = await context.newPage();
      const problems: string[] = [];
      /**
       * Scans the screen as it is now (from the top, as the manager arrives), then keeps what the screen shows with
       * `show` in view: a full-page picture of a phone puts the fixed tab bar in the middle of the cards.
       */
      async function scan(state: string, show?: Locator): Promise<void> {
        await page.evaluate(() => window.scrollTo(0, 0));
        const axe = await axeOf(page).analyze();
        for (const violation of axe.violations) {
          problems.push(
            `${state} at ${size}: axe ${violation.id} at ${violation.nodes.map((n) => `${n.target}: ${n.failureSummary}`).join(' | ')}`,
          );
        }
        expect(axe.passes.length, `${state}: axe ran its checks`).toBeGreaterThan(0);
        if (show) await show.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await savePicture(page, `admin-a11y-${state}-${size}`);
      }

      try {
        await page.goto(`${server.url}/admin/booking-requests`);
        await card(page, refusedId).waitFor();
        await page
          .getByRole('button', { name: /^Reject all 2 for this slot/ })
          .first()
          .waitFor();
        await scan('requests', page.getByRole('button', { name: /^Reject all 2 for this slot/ }).first());

        // A refused action: the slot was booked from another phone while this list was on screen.
        await confirm(raced);
        await card(page, refusedId)
          .getByRole('button', { name: /^Confirm/ })
          .click();
        await card(page, refusedId).getByRole('alert').waitFor();
        await card(page, refusedId)
          .getByText('This slot is already booked: this request can no longer be confirmed.')
          .waitFor();
        await scan('requests-refused', card(page, refusedId));

        // Selection mode with two cards ticked, the bar at the bottom of the screen.
        await page.getByRole('button', { name: 'Select' }).click();
        for (const box of (await page.getByRole('checkbox').all()).slice(0, 2)) await box.check();
        await page.getByRole('region', { name: 'Selection' }).getByText('2 selected').waitFor();
        await scan('requests-selecting', page.getByRole('checkbox').nth(1));
        await page.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Cancel' }).click();

        // A bulk action asked in the panel's own dialog, and its result, in the status line that takes focus.
        await page
          .getByRole('button', { name: /^Reject all 2 for this slot/ })
          .first()
          .click();
        const question = page.getByRole('dialog', { name: 'Reject all 2 for this slot' });
        await question.getByRole('button', { name: "Don't reject" }).waitFor();
        await scan('requests-reject-all-question', question.getByRole('button', { name: "Don't reject" }));
        await question.getByRole('button', { name: 'Reject 2 requests' }).click();
        await page.getByText(/^Rejected 2 requests for /).waitFor();
        await scan('requests-notice', page.getByText(/^Rejected 2 requests for /));

        // A confirm with another request for its slot: that one shows at once, to reject and write to.
        await card(page, rival)
          .getByRole('button', { name: /^Confirm/ })
          .click();
        const competing = page.getByRole('region', { name: /^Other requests for N-4/ });
        await competing.locator('strong', { hasText: 'Rival Two' }).waitFor();
        await scan('requests-competing', competing);
        await competing.getByRole('button', { name: 'Done' }).click();

        // Offline: the device copy, marked with its time, the actions off with the reason.
        await context.setOffline(true);
        await page.getByRole('button', { name: 'Refresh' }).click();
        await page.getByText(/^Offline - as of /).waitFor();
        await scan('requests-offline');
        await context.setOffline(false);

        // The Database with its bookings, then narrowed by the filters (the date one brings `Any date`).
        await page.getByRole('link', { name: 'Database' }).click();
        await page.getByText('Unpaid Player', { exact: true }).first().waitFor();
        await scan('database');
        await page.getByLabel('Unpaid only').check();
        await page.getByLabel('Date').fill(addDays(todayAtVenue(), day));
        await page.getByRole('button', { name: 'Any date' }).waitFor();
        await expect.poll(() => page.getByText('Paid Player', { exact: true }).count()).toBe(0);
        await scan('database-filtered');
        await context.setOffline(true);
        await page.getByRole('button', { name: 'Refresh' }).click();
        await page.getByText(/^Offline - as of /).waitFor();
        await scan('database-offline');
        await context.setOffline(false);

        // The schedule board on the seeded day: booked (paid and not), requested, a blocked slot whose request
        // says so, a booked slot with a request still waiting; then its dialogs, and offline.
        const date = addDays(todayAtVenue(), day);
        const night = addDays(date, 1);
        expect((await api('/api/blocks', { date: night, slotIds: ['L-3'], reason: 'Maintenance' })).status).toBe(201);
        await page.getByRole('link', { name: 'Schedule' }).click();
        await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
        await page.getByLabel('Date').fill(date);
        const slot = (slotId: SlotId) =>
          page
            .locator(`[data-slot-key="${slotId.startsWith('L-') ? night : date} ${slotId}"]`)
            .and(page.locator(viewport.phone ? 'article' : 'td'));
        await slot('M-4').getByText('Paid Player').first().waitFor();
        await scan('schedule', slot('M-2'));
        // The booked night slot's waitlist (issue 31): its count on the slot, opened to the line.
        await server.sql`
          insert into waitlist_entries (date, slot_id, name, phone, key_hash)
          values (${date}, 'N-1', 'Waiting Team', '01911111111', ${Buffer.alloc(32, 7)})`;
        await page.getByRole('button', { name: 'Refresh' }).click();
        const waitlist = page.getByRole('list', { name: 'Waitlist of N-1' });
        if (viewport.phone) {
          await slot('N-1').getByRole('button', { name: 'Waitlist: 1' }).click();
          await waitlist.waitFor();
          await scan('schedule-waitlist', slot('N-1'));
        } else {
          await slot('N-1').getByRole('button').first().click();
          await waitlist.waitFor();
          await scan('schedule-waitlist-dialog');
          await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
          await page.getByRole('dialog').waitFor({ state: 'detached' });
        }
        if (viewport.phone) {
          await slot('M-2').getByRole('button', { name: 'Show 2 pending requests' }).click();
          await slot('L-3').getByRole('button', { name: 'Show 1 pending request' }).click();
          await slot('L-3').getByText('Slot blocked: Maintenance').waitFor();
          await scan('schedule-requests', slot('M-2'));
          await slot('A-2')
            .getByRole('region', { name: /^Other requests for A-2/ })
            .waitFor();
          await scan('schedule-competing', slot('A-2'));
        } else {
          await slot('A-2').getByRole('button').click();
          await page
            .getByRole('dialog')
            .getByRole('region', { name: /^Other requests for A-2/ })
            .waitFor();
          await scan('schedule-slot-dialog');
          await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
          await page.getByRole('dialog').waitFor({ state: 'detached' });
        }
        // The manager's booking form: the visitor's messages, then a weekly series' preview.
        await slot('A-1').getByRole('button', { name: /^Book/ }).click();
        const form = page.getByRole('dialog');
        await form.getByRole('button', { name: 'Book', exact: true }).click();
        await form.getByText('Reference name is required').waitFor();
        await scan('schedule-book-errors');
        await form.getByLabel('Reference Name').fill('Axe Team');
        await form.getByLabel('Phone').fill('01612345678');
        await form.getByLabel('Repeat weekly').check();
        await form.getByText(/^(All \d+ dates are free|\d+ of \d+ dates free; the others are skipped)\.$/).waitFor();
        await scan('schedule-book-series');
        await form.getByRole('button', { name: 'Close' }).click();
        await form.waitFor({ state: 'detached' });
        await page.getByRole('button', { name: /^Block slots/ }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Whole day' }).waitFor();
        await scan('schedule-block');
        await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
        await context.setOffline(true);
        await page.getByRole('button', { name: 'Refresh' }).click();
        await page.getByText(/^Offline - as of /).waitFor();
        await scan('schedule-offline');
        await context.setOffline(false);

        // Nothing waiting any more: the empty list.
        await server.sql`update booking_requests set status = 'rejected' where status = 'pending'`;
        await page.getByRole('link', { name: /Booking Requests/ }).click();
        // The list shown may be the one fetched moments ago (fresh for 15 s): ask again, as the manager would.
        await page.getByRole('button', { name: /^Refresh/ }).click();
        await page.getByText('No pending requests', { exact: false }).waitFor();
        await scan('requests-empty');
      } finally {
        await context.close();
      }
      expect(problems).toEqual([]);
    }, 180_000);
  }
});
