import { buffer } from 'node:stream/consumers';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import { BOOKINGS_EXPORT_COLUMNS } from '@turf/sync-contract/schemas';
import { getSlot } from '@turf/sync-contract/slots';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseCsv } from '../api/test/support/csv-parse';
import { axeOf } from './support/axe';
import { newContext, screenshot } from './support/browser';
import { adminToken, sendBookingRequest } from './support/server';
import { useServerAndBrowser } from './support/suite';

/**
 * Issue 17 from the manager's phone (390x844): an advance by bKash and the rest in cash take a booking's due to 0 and
 * it shows Paid; the Database's CSV downloads and parses with that booking's payments in it; the reports page shows the
 * month with data, its heatmap a table; the booking's History lists the payments. Axe passes; screenshots are kept.
 */

const suite = useServerAndBrowser();
const TOKEN_KEY = 'turf.adminToken';
const contexts: BrowserContext[] = [];
let token = '';
let bookingId = '';
const PRICE = getSlot('N-2').price;

afterAll(async () => {
  for (const context of contexts) await context.close();
});

async function admin(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${suite.server.url}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
  });
}

beforeAll(async () => {
  token = await adminToken(suite.server);
  // Tomorrow night's N-2, confirmed: the booking the manager is paid for.
  bookingId = await sendBookingRequest(suite.server, {
    slotId: 'N-2',
    daysAhead: 1,
    name: 'রহিম, Mirpur',
    phone: '01712345678',
  });
  expect((await admin(API_PATHS.confirmBookingRequest(bookingId), { method: 'POST' })).status).toBe(200);
});

async function managerPage(): Promise<Page> {
  const context = await newContext(suite.browser, 'phone');
  contexts.push(context);
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: TOKEN_KEY, value: token });
  return context.newPage();
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const axe = await axeOf(page).analyze();
  return axe.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target).join(' | ')}`);
}

describe('money and records on the manager’s phone', () => {
  test('a bKash advance and the rest in cash: due goes to 0 and Paid; the CSV has them; the reports show them', async () => {
    const page = await managerPage();
    await page.goto(`${suite.server.url}/admin/database`);
    const card = page.locator(`[data-booking-id="${bookingId}"]`).first();
    await card.getByText(`Due BDT ${PRICE}`).waitFor();

    // The advance: bKash needs its transaction ID; the field shows only once bKash is chosen.
    await card.getByRole('button', { name: /^Add payment/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Add payment' }).waitFor();
    expect(await dialog.getByLabel('Amount (BDT)').inputValue()).toBe(String(PRICE));
    expect(await dialog.getByLabel(/transaction ID/).count()).toBe(0);
    await dialog.getByLabel('Amount (BDT)').fill('500');
    await dialog.getByRole('radio', { name: 'bKash' }).check();
    await dialog.getByLabel('bKash transaction ID').fill('BK7F3A9C21');
    await screenshot(page, 'records-add-payment');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save payment' }).click();
    await card.getByText(`Due BDT ${PRICE - 500}`).waitFor();

    // The rest in cash at the gate: the amount comes prefilled with what is due, and no transaction ID is asked.
    await card.getByRole('button', { name: /^Add payment/ }).click();
    await dialog.getByRole('heading', { name: 'Add payment' }).waitFor();
    expect(await dialog.getByLabel('Amount (BDT)').inputValue()).toBe(String(PRICE - 500));
    await dialog.getByRole('radio', { name: 'Cash' }).check();
    expect(await dialog.getByLabel(/transaction ID/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Save payment' }).click();
    await card.getByText('Paid', { exact: true }).first().waitFor();
    expect(await card.getByText(/^Due BDT/).count()).toBe(0);
    await screenshot(page, 'records-database-paid');

    // Its History: the two payments, by the manager.
    await card.getByRole('button', { name: 'History' }).click();
    const history = card.getByRole('region', { name: `History of ${bookingId}` });
    await history.getByText(`Payment added to ${bookingId}`).first().waitFor();
    expect(await history.getByText(`Payment added to ${bookingId}`).count()).toBe(2);
    await history.getByText('Transaction ID: BK7F3A9C21').waitFor();

    // The CSV of the days the list shows, as the phone saves it.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^turf-bookings-.*\.csv$/);
    // Streamed over the connection: the file is on the browser's side of it (decision 066).
    const bytes = await buffer(await file.createReadStream());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(header).toEqual([...BOOKINGS_EXPORT_COLUMNS]);
    const at = (column: (typeof BOOKINGS_EXPORT_COLUMNS)[number]) => BOOKINGS_EXPORT_COLUMNS.indexOf(column);
    const row = rows.find((cells) => cells[at('Slot')] === 'N-2');
    expect(row?.[at('Name')]).toBe('রহিম, Mirpur');
    expect(row?.[at('Price')]).toBe(String(PRICE));
    expect(row?.[at('Paid amount')]).toBe(String(PRICE));
    expect(row?.[at('Due')]).toBe('0');
    expect(row?.[at('Transaction IDs')]).toContain('BK7F3A9C21');
    expect(row?.[at('Status')]).toBe('active');

    // The reports: today took the whole price (both payments were received now), the heatmap is a table.
    await page.getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL(/\/admin\/reports$/);
    await page.getByText(`BDT ${PRICE} received`).waitFor();
    await page.getByRole('table', { name: /^Share of the days/ }).waitFor();
    const methods = page.getByRole('region', { name: 'Received by method' });
    await methods.getByRole('rowheader', { name: 'bKash' }).waitFor();
    await methods.getByRole('rowheader', { name: 'Cash' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const fit = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(fit).toBeLessThanOrEqual(390);
    await screenshot(page, 'records-reports');

    // Activity, under Reports: the newest change first.
    await page.getByRole('link', { name: 'Activity: who changed what, and when' }).click();
    await page.waitForURL(/\/admin\/reports\/activity$/);
    await page.getByText(`Payment added to ${bookingId}`).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'records-activity');
  });
});
