import { API_PATHS } from '@turf/sync-contract/api-paths';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import { describe, expect, test } from 'vitest';
import { requestFromForm } from './support/app-page';
import { axeOf } from './support/axe';
import { newContext, screenshot } from './support/browser';
import { adminToken } from './support/server';
import { useServerAndBrowser } from './support/suite';

/**
 * Issue 31 as a visitor lives it: a booking made on this phone and confirmed by the manager is cancelled from
 * `/my-requests`, after the site's own question; the slot is free for the next visitor at once.
 */

const suite = useServerAndBrowser();

describe('a visitor cancels their own booking', () => {
  test('from the card, after a question whose safe answer has the focus; the slot frees at once (390x844)', async () => {
    const { server, browser } = suite;
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    const date = addDays(todayAtVenue(), 3);
    const { bookingId } = await requestFromForm(page, server.url, {
      date,
      period: 'Night',
      slotId: 'N-3',
      name: 'Cancelling Player',
      phone: '01912345678',
    });
    expect(bookingId).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{3}-[A-Z0-9]{3}$/);

    // The manager confirms it, as from the panel (the panel has its own tests).
    const confirmed = await fetch(`${server.url}/api/booking-requests/${bookingId}/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await adminToken(server)}` },
    });
    expect(confirmed.status).toBe(200);

    await page.goto(`${server.url}/my-requests`);
    const card = page.locator('li.request-card').filter({ hasText: bookingId });
    await card.getByText('Confirmed').first().waitFor();
    const cancel = card.getByRole('button', { name: 'Cancel booking' });
    const box = await cancel.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(48);
    await cancel.tap();

    const question = page.getByRole('dialog', { name: 'Cancel this booking' });
    await question.waitFor();
    // A stray tap or Enter keeps the booking: the safe answer is the one with the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Keep it');
    const axe = await axeOf(page).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await screenshot(page, 'visitor-cancel-question', false);
    await question.getByRole('button', { name: 'Cancel booking' }).tap();

    await card.getByText('Cancelled').first().waitFor();
    await expect.poll(() => card.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
    // Focus is kept on the card, not lost to the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.classList.contains('request-card') ?? false))
      .toBe(true);
    await screenshot(page, 'visitor-cancel-done', false);

    // The next visitor finds the slot free, and the trail says who let it go.
    const availability = await fetch(`${server.url}${API_PATHS.availability(date)}`);
    expect(((await availability.json()) as { booked: string[] }).booked).not.toContain('N-3');
    const trail = await server.sql<{ actor: string; action: string }[]>`
      select actor, action from audit_log where booking_id = ${bookingId} order by id`;
    expect(trail.at(-1)).toEqual({ actor: 'visitor', action: 'booking.cancelled' });
    await context.close();
  }, 120_000);
});
