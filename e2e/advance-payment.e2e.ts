import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { VersionedSettings } from '@turf/sync-contract/schemas';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { requestFromForm } from './support/app-page';
import { newContext, screenshot } from './support/browser';
import { adminToken, REPO_ROOT, type RunningServer, startServer } from './support/server';
import { connectChromium } from './support/suite';

/**
 * Issue 30 as a visitor lives it: the venue confirms by advance payment, the visitor asks for a slot, pays on bKash's
 * page (the stand-in, a process of its own speaking bKash's documented API) and comes back to a confirmed booking.
 */

interface StandIn {
  url: string;
  credentials: { appKey: string; appSecret: string; username: string; password: string };
}

let standIn: ChildProcess;
let bkash: StandIn;
let server: RunningServer;
let browser: Browser;

async function startStandIn(): Promise<StandIn> {
  standIn = spawn(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'api/test/support/bkash-stand-in-process.ts')],
    {
      cwd: join(REPO_ROOT, 'api'),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const [line] = (await once(standIn.stdout as NodeJS.ReadableStream, 'data')) as [Buffer];
  return JSON.parse(line.toString()) as StandIn;
}

/** The venue turns advance payment on, as the manager does in the settings screen (the screen has its own tests). */
async function askForAdvance(): Promise<void> {
  const token = await adminToken(server);
  const current = (await (await fetch(`${server.url}${API_PATHS.settings}`)).json()) as VersionedSettings;
  const saved = await fetch(`${server.url}${API_PATHS.settings}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      version: current.version,
      settings: {
        ...current.settings,
        payments: {
          confirmation: 'advance',
          advance: 500,
          holdMinutes: 15,
          manualMoneyShown: true,
          manualMoneyNumbers: [{ provider: 'bkash', number: '01712345678', account: 'personal' }],
        },
      },
    }),
  });
  expect(saved.status).toBe(200);
}

beforeAll(async () => {
  bkash = await startStandIn();
  server = await startServer({
    BKASH_BASE_URL: bkash.url,
    BKASH_APP_KEY: bkash.credentials.appKey,
    BKASH_APP_SECRET: bkash.credentials.appSecret,
    BKASH_USERNAME: bkash.credentials.username,
    BKASH_PASSWORD: bkash.credentials.password,
  });
  browser = await connectChromium();
  await askForAdvance();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  standIn?.kill('SIGTERM');
});

describe('advance payment by bKash', () => {
  test('a request holds its slot, is paid on bKash’s page and comes back confirmed (390x844)', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    const date = addDays(todayAtVenue(), 3);
    const { dialog, bookingId } = await requestFromForm(page, server.url, {
      date,
      period: 'Night',
      slotId: 'N-2',
      name: 'Advance Player',
      phone: '01812345678',
    });
    await expect.poll(() => dialog.getByText('Advance to pay').isVisible()).toBe(true);
    await screenshot(page, 'advance-dialog', false);

    // Another visitor now finds the slot taken: the hold is a holder of the slot.
    const other = await fetch(`${server.url}${API_PATHS.availability(date)}`);
    expect(((await other.json()) as { booked: string[] }).booked).toContain('N-2');

    await dialog.getByRole('button', { name: 'Pay with bKash' }).tap();
    await page.waitForURL(/\/pay\?paymentID=/);
    await page.getByText('500 BDT').waitFor();
    await page.getByRole('button', { name: 'Pay' }).tap();

    // Back on the site, the request is confirmed: the callback executed the payment with bKash.
    await page.waitForURL(/\/my-requests/);
    await page.getByText('Payment received: your booking is confirmed.').waitFor();
    expect(bookingId).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{3}-[A-Z0-9]{3}$/);
    const card = page.locator('article, li').filter({ hasText: bookingId }).last();
    await card.getByText('Confirmed').first().waitFor();
    // The return mark is read once: the address no longer carries it.
    expect(new URL(page.url()).search).toBe('');
    await screenshot(page, 'advance-paid', false);
    const [row] = await server.sql<{ method: string; amount: number; transaction_id: string }[]>`
      select p.method, p.amount, p.transaction_id from payments p join bookings b on b.id = p.booking_id
      where b.name = 'Advance Player'`;
    expect(row).toMatchObject({ method: 'bkash', amount: 500 });
    expect(row?.transaction_id).toMatch(/^[A-Z0-9]{10}$/);
    await context.close();
  }, 120_000);
});
