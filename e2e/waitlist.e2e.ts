import { getSlot } from '@turf/sync-contract/slots';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import { describe, expect, test } from 'vitest';
import { POLL_MS } from '../pwa/src/lib/use-poll-while-visible';
import { pickDate } from './support/app-page';
import { axeOf } from './support/axe';
import { newContext, screenshot } from './support/browser';
import { adminToken } from './support/server';
import { useServerAndBrowser } from './support/suite';

/**
 * Issue 31's waitlist as a visitor lives it: a booked slot offers `Notify me if it frees up`; when the manager
 * cancels the booking, the slot list still open on the phone says it is held for them, and `/my-requests` takes it,
 * which sends their request.
 */

const suite = useServerAndBrowser();

describe('the waitlist of a booked slot', () => {
  test('join from the slot list, then take the freed slot from My requests (390x844)', async () => {
    const { server, browser } = suite;
    const date = addDays(todayAtVenue(), 4);
    const slotId = 'N-2';
    const authorization = `Bearer ${await adminToken(server)}`;
    const booked = await fetch(`${server.url}/api/bookings`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ date, slotId, time: getSlot(slotId).time, name: 'Phone Team', phone: '01711111111' }),
    });
    expect(booked.status).toBe(201);
    const { _id: bookingId } = (await booked.json()) as { _id: string };

    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    // The page's timers on a clock the test moves on, so the poll that brings the offer is not waited out in real time.
    await page.clock.install();
    await page.goto(`${server.url}/slots`);
    await pickDate(page, date);
    await page.getByRole('tab', { name: 'Night', exact: true }).tap();
    const notify = page.locator('.slot-grid:not([inert])').getByRole('button', { name: /Notify me if it frees up/ });
    await notify.first().waitFor();
    expect((await notify.first().boundingBox())?.height).toBeGreaterThanOrEqual(48);
    await notify.first().tap();

    const form = page.getByRole('dialog', { name: 'Get told if it frees up' });
    await form.waitFor();
    await form.getByLabel('Reference Name').fill('Waiting Player');
    await form.getByLabel('Phone', { exact: true }).fill('01812345678');
    const axe = await axeOf(page).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await screenshot(page, 'waitlist-join', false);
    await form.getByRole('button', { name: 'Join the waitlist' }).tap();
    await form.getByText("You're on the waitlist: number 1 in line.", { exact: false }).waitFor();
    await screenshot(page, 'waitlist-joined', false);
    await form.getByRole('button', { name: 'Done' }).tap();
    // The slot now says where this phone stands instead of inviting a second join.
    const grid = page.locator('.slot-grid:not([inert])');
    await grid.getByRole('link', { name: /On the waitlist: number 1/ }).waitFor();

    // The manager cancels the booking (the panel has its own tests): the slot is held for the first in line.
    const cancelled = await fetch(`${server.url}/api/bookings/all/${bookingId}`, {
      method: 'PATCH',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ cancelled: true }),
    });
    expect(cancelled.status).toBe(200);

    // The page itself tells the visitor while it is open (no notifications here): the slot is held for them, by its
    // next ask how the entry stands.
    await page.clock.runFor(POLL_MS);
    const open = grid.getByRole('link', { name: /Take it or let it go/ });
    await open.waitFor();
    await grid
      .getByText(/Free for you now: held until/)
      .first()
      .waitFor();
    expect((await open.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    await screenshot(page, 'waitlist-free-on-slots', false);
    await open.tap();
    await page.waitForURL(/\/my-requests\?waitlist=/);
    const take = page.getByRole('button', { name: 'Take the slot' });
    await take.waitFor();
    await page.getByText('Free for you now').first().waitFor();
    expect((await take.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    const axeOffer = await axeOf(page).analyze();
    expect(axeOffer.violations.map((violation) => violation.id)).toEqual([]);
    await screenshot(page, 'waitlist-offer', false);
    await take.tap();

    // Taken: the request is sent in the name and phone given, and shows with the device's requests.
    await expect
      .poll(
        async () =>
          (
            await server.sql<{ requestId: string | null }[]>`
              select request_id as "requestId" from waitlist_entries where phone = '01812345678'`
          )[0]?.requestId ?? null,
        { timeout: 20_000 },
      )
      .not.toBeNull();
    const [entry] = await server.sql<{ requestId: string; name: string; status: string }[]>`
      select w.request_id as "requestId", r.name, r.status
      from waitlist_entries w join booking_requests r on r.id = w.request_id where w.phone = '01812345678'`;
    expect(entry).toMatchObject({ name: 'Waiting Player', status: 'pending' });
    await page
      .locator('li.request-card')
      .filter({ hasText: entry?.requestId ?? '' })
      .first()
      .waitFor();
    await screenshot(page, 'waitlist-taken', true);
    await context.close();
  }, 120_000);
});
