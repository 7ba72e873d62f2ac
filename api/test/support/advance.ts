import { DEFAULT_PAYMENT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import { getSlot, SLOT_IDS, type SlotId } from '@turf/sync-contract/slots';
import { addDays } from '@turf/sync-contract/time';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AppConfig } from '../../src/config';
import type { PushRuntimeOptions } from '../../src/plugins/app/push';
import { buildTestApp, type TestApp, TOMORROW, validBody } from './app';
import { type BkashStandIn, startBkashStandIn } from './bkash-stand-in';

/** The site's address in the advance tests' config: where bKash is told to send the visitor back. */
export const TEST_SITE_URL = 'https://book.turf.test';
/** The advance the tests' venue asks (its slots cost 2000 or 2500). */
export const TEST_ADVANCE = 500;

export interface AdvanceApp {
  t: TestApp;
  bkash: BkashStandIn;
  close(): Promise<void>;
}

/**
 * An app whose venue confirms by advance payment (500 taka, held 15 minutes), with bKash configured against a stand-in
 * started for it. `bkashTimeoutMs` is short so a stalled answer times out within a test.
 */
export async function advanceApp(
  options: {
    online?: boolean;
    bkashTimeoutMs?: number;
    /** Push settings and timings, for the tests of the manager's notices. */
    config?: Partial<AppConfig>;
    push?: PushRuntimeOptions;
  } = {},
): Promise<AdvanceApp> {
  const bkash = await startBkashStandIn();
  const t = await buildTestApp({
    config: {
      ...options.config,
      bkash: options.online === false ? null : { baseUrl: bkash.url, ...bkash.credentials, siteUrl: TEST_SITE_URL },
    },
    bkashTimeoutMs: options.bkashTimeoutMs ?? 1_000,
    // The lapse job's worker asks for work often, so a test waits for it briefly.
    push: { pollingIntervalSeconds: 0.5, ...options.push },
  });
  await t.editSettings((settings) => {
    settings.payments = {
      ...DEFAULT_PAYMENT_SETTINGS,
      confirmation: 'advance',
      advance: TEST_ADVANCE,
      holdMinutes: 15,
      manualMoneyShown: true,
      manualMoneyNumbers: [{ provider: 'bkash', number: '01712345678', account: 'personal' }],
    };
  });
  return {
    t,
    bkash,
    async close() {
      await t.close();
      await bkash.close();
    },
  };
}

let nextSlot = 0;
/** A date and slot no other test of the file has used: each test takes its own, so none sees another's hold. */
export function freshSlot(): { date: string; slotId: SlotId; time: string } {
  const n = nextSlot++;
  const slotId = SLOT_IDS[n % SLOT_IDS.length] as SlotId;
  return { date: addDays(TOMORROW, Math.floor(n / SLOT_IDS.length)), slotId, time: getSlot(slotId).time };
}

export async function requestSlot(
  t: TestApp,
  slot: { date: string; slotId: SlotId; time: string },
  overrides: { phone?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/booking-requests', payload: validBody({ ...slot, ...overrides }) });
}

/** A new request holding a fresh slot: its Booking ID and the slot. */
export async function heldRequest(t: TestApp) {
  const slot = freshSlot();
  const response = await requestSlot(t, slot);
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json()._id as string, slot, body: response.json() };
}

/** Starts the bKash payment of a held request: its paymentID (read from the stand-in's page address). */
export async function startPayment(t: TestApp, id: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: `/api/booking-requests/${id}/bkash` });
  expect(response.statusCode, response.body).toBe(200);
  const paymentId = new URL(response.json().bkashURL).searchParams.get('paymentID');
  if (paymentId === null) throw new Error('The bKash page address names no paymentID');
  return paymentId;
}

export function callback(t: TestApp, paymentId: string, status = 'success') {
  return t.app.inject({ method: 'GET', url: `/api/bkash/callback?paymentID=${paymentId}&status=${status}` });
}

export async function statusOf(t: TestApp, id: string) {
  return (await t.app.inject({ method: 'GET', url: `/api/booking-requests/${id}/status` })).json();
}

/** The hold's time runs out now (the database's clock decides expiry; the test cannot wait 15 minutes). */
export async function expireHold(t: TestApp, id: string): Promise<void> {
  await t.fresh.database.sql`
    update payment_holds set expires_at = clock_timestamp() - interval '1 second' where request_id = ${id}`;
}

export async function paymentsOf(t: TestApp, bookingId: string) {
  return t.fresh.database.sql<{ amount: number; method: string; transaction_id: string }[]>`
    select amount, method, transaction_id from payments where booking_id = ${bookingId}`;
}
