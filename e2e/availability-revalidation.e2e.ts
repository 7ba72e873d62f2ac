import { API_PATHS } from '@turf/sync-contract/api-paths';
import { newBookingId } from '@turf/sync-contract/booking-id';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import { describe, expect, test } from 'vitest';
import { appReady, pickDate } from './support/app-page';
import { newContext, screenshot } from './support/browser';
import { adminToken } from './support/server';
import { useServerAndBrowser } from './support/suite';

const suite = useServerAndBrowser();

async function confirmBooking(date: string, slotId: string, time: string): Promise<void> {
  const id = newBookingId();
  const created = await fetch(`${suite.server.url}${API_PATHS.bookingRequests}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, date, slotId, time, name: 'Karim', phone: '01812345678' }),
  });
  expect(created.status).toBe(201);
  const confirmed = await fetch(`${suite.server.url}${API_PATHS.confirmBookingRequest(id)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken(suite.server)}` },
  });
  expect(confirmed.ok).toBe(true);
}

describe('the day’s taken slots on a phone', () => {
  // The answer's ETag and the 304 are held by api/test/routes/bookings.test.ts; here, the phone's HTTP cache
  // (fetch with cache: 'no-cache') never shows an old list after the day changed.
  test('are revalidated: a phone that opens the day again sees the list, and a new booking reaches it', async () => {
    const date = addDays(todayAtVenue(), 2);
    await confirmBooking(date, 'M-2', '7:30 am - 9:00 am');
    const context = await newContext(suite.browser, 'phone');
    const page = await context.newPage();

    await page.goto(`${suite.server.url}/slots`);
    await appReady(page);
    await pickDate(page, date);
    await page.locator('button[data-slot-id="M-2"]:disabled').waitFor();

    // The same phone opens the day again: its copy is current, so the answer is a 304 and the list the same.
    await page.reload();
    await appReady(page);
    await pickDate(page, date);
    await page.locator('button[data-slot-id="M-2"]:disabled').waitFor();
    expect(await page.locator('button[data-slot-id="M-2"]').textContent()).toContain('Booked');

    // Once the day changes, the copy no longer matches: a full answer, and the new booking shows.
    await confirmBooking(date, 'M-3', '9:00 am - 10:30 am');
    await page.reload();
    await appReady(page);
    await pickDate(page, date);
    await page.locator('button[data-slot-id="M-3"]:disabled').waitFor();
    expect(await page.locator('button[data-slot-id="M-3"]').textContent()).toContain('Booked');
    await screenshot(page, 'slots-revalidated');
    await context.close();
  });
});
