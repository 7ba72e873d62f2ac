import { randomBytes } from 'node:crypto';
import { newBookingId } from '@turf/sync-contract/booking-id';
import type { BookingRequestStatus } from '@turf/sync-contract/schemas';
import { getSlot, SLOT_IDS, type SlotId } from '@turf/sync-contract/slots';
import { addDays, slotStartInstant } from '@turf/sync-contract/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../../src/lib/push/push-service-hosts';
import { type AdvanceApp, advanceApp, freshSlot, requestSlot, TEST_ADVANCE } from '../support/advance';
import { buildTestApp, json, TEST_NOW, type TestApp, TOMORROW, testPushConfig, validBody } from '../support/app';
import { expectCodedError } from '../support/error-answer';
import { type FakePushService, startFakePushService, type TestDevice } from '../support/push-service';
import { waitUntil } from '../support/wait';

// Issue 31, decision 092: a visitor cancels their own request or booking, from the device that made it.

let t: TestApp;
let service: FakePushService;
let managerPhone: TestDevice;

beforeAll(async () => {
  service = await startFakePushService();
  service.respondWith(() => ({ status: 201 }));
  t = await buildTestApp({
    config: { push: testPushConfig(`${DEFAULT_PUSH_SERVICE_HOSTS},${service.host}`) },
    push: { ca: service.ca, retryDelaySeconds: 0, retryBackoff: false, pollingIntervalSeconds: 0.5 },
  });
  managerPhone = service.device('manager-phone');
  const subscribed = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { authorization: `Bearer ${await t.adminToken()}` },
    payload: managerPhone.subscription,
  });
  expect(subscribed.statusCode).toBe(204);
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

/** The secret a phone keeps: 32 random bytes, base64url. */
function newCancelKey(): string {
  return randomBytes(32).toString('base64url');
}

let nextSlot = 0;
/** A slot no other test uses, from the day after tomorrow on: more than the 24 hours' cutoff ahead of TEST_NOW. */
function farSlot(): { date: string; slotId: SlotId; time: string } {
  const n = nextSlot++;
  const slotId = SLOT_IDS[n % SLOT_IDS.length] as SlotId;
  return { date: addDays(TOMORROW, 1 + Math.floor(n / SLOT_IDS.length)), slotId, time: getSlot(slotId).time };
}

/** A new request with a key, for a slot no other test uses. */
async function request(
  options: { cancelKey?: string | null; slot?: { date: string; slotId: string; time: string } } = {},
) {
  const slot = options.slot ?? farSlot();
  const cancelKey = options.cancelKey === undefined ? newCancelKey() : options.cancelKey;
  const id = newBookingId();
  const body = { ...validBody({ id, ...slot }), ...(cancelKey === null ? {} : { cancelKey }) };
  const response = await t.app.inject({ method: 'POST', url: '/api/booking-requests', payload: body });
  expect(response.statusCode, response.body).toBe(201);
  const { price } = json<{ price: number }>(response);
  return { id, cancelKey: cancelKey ?? newCancelKey(), body, slot, price };
}

function cancel(id: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url: `/api/booking-requests/${id}/cancel`, payload: payload as object });
}

async function admin(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${await t.adminToken()}` },
    ...(payload ? { payload } : {}),
  });
}

async function statusOf(id: string, app: TestApp = t): Promise<BookingRequestStatus['status']> {
  return json<BookingRequestStatus>(await app.app.inject({ url: `/api/booking-requests/${id}/status` })).status;
}

async function trail(id: string) {
  return t.fresh.database.sql<{ actor: string; action: string }[]>`
    select actor, action from audit_log where booking_id = ${id} order by id`;
}

function expectRefused(response: Awaited<ReturnType<typeof cancel>>, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expectCodedError(response);
  expect(json<{ code: string }>(response).code).toBe(code);
}

describe('a pending request', () => {
  it('is withdrawn by the phone that made it: cancelled for everyone, by the visitor in the trail', async () => {
    const { id, cancelKey, price } = await request();
    const response = await cancel(id, { cancelKey });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ status: 'cancelled', price });
    expect(await statusOf(id)).toBe('cancelled');
    const waiting = json<{ _id: string }[]>(await admin('GET', '/api/booking-requests'));
    expect(waiting.map((r) => r._id)).not.toContain(id);
    expect(await trail(id)).toEqual([
      { actor: 'visitor', action: 'request.created' },
      { actor: 'visitor', action: 'request.cancelled' },
    ]);
    // The manager can no longer confirm it.
    expect((await admin('POST', `/api/booking-requests/${id}/confirm`)).statusCode).toBe(409);
  });

  it('answers a retry (the first answer lost) the same, and changes nothing more', async () => {
    const { id, cancelKey } = await request();
    expect((await cancel(id, { cancelKey })).statusCode).toBe(200);
    const again = await cancel(id, { cancelKey });
    expect(again.statusCode, again.body).toBe(200);
    expect(json<BookingRequestStatus>(again).status).toBe('cancelled');
    expect((await trail(id)).map((entry) => entry.action)).toEqual(['request.created', 'request.cancelled']);
  });

  it('tells the manager by push, with no phone number', async () => {
    const mine = await request();
    expect((await cancel(mine.id, { cancelKey: mine.cancelKey })).statusCode).toBe(200);
    const told = () =>
      managerPhone.messages().filter((m) => {
        const message = m as { kind: string; id: string };
        return message.kind === 'visitor-cancelled' && message.id === mine.id;
      });
    await waitUntil(() => told().length >= 1, { ms: 20_000, what: 'the visitor-cancelled notice' });
    expect(told()).toEqual([
      {
        kind: 'visitor-cancelled',
        id: mine.id,
        slotId: mine.slot.slotId,
        date: mine.slot.date,
        name: mine.body.name,
        booked: false,
      },
    ]);
    expect(JSON.stringify(told())).not.toContain(mine.body.phone);
  });
});

describe('only the phone that made it', () => {
  it('refuses another key, a request made without one, and a body without the key; nothing changes', async () => {
    const { id } = await request();
    expectRefused(await cancel(id, { cancelKey: newCancelKey() }), 403, 'CANCEL_KEY_INVALID');
    const keyless = await request({ cancelKey: null });
    expectRefused(await cancel(keyless.id, { cancelKey: newCancelKey() }), 403, 'CANCEL_KEY_INVALID');
    expectRefused(await cancel(id, {}), 400, 'INVALID_INPUT');
    expectRefused(await cancel(id, { cancelKey: 'short' }), 400, 'INVALID_INPUT');
    expect(await statusOf(id)).toBe('pending');
    expect(await statusOf(keyless.id)).toBe('pending');
  });

  it('answers 404 for a Booking ID no request has', async () => {
    expectRefused(await cancel(newBookingId(), { cancelKey: newCancelKey() }), 404, 'REQUEST_NOT_FOUND');
  });

  it('keeps only a hash of the key: the key itself is stored nowhere', async () => {
    const { id, cancelKey } = await request();
    const [row] = await t.fresh.database.sql<{ row: string }[]>`
      select to_jsonb(r)::text as row from booking_requests r where id = ${id}`;
    expect(row?.row).not.toContain(cancelKey);
    expect(row?.row).toMatch(/"cancel_key_hash": "\\\\x[0-9a-f]{64}"/);
  });
});

describe('a confirmed booking', () => {
  it('is cancelled up to the cutoff before its slot: the slot is free for the next visitor', async () => {
    const { id, cancelKey, slot } = await request();
    expect((await admin('POST', `/api/booking-requests/${id}/confirm`)).statusCode).toBe(200);
    const response = await cancel(id, { cancelKey });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<BookingRequestStatus>(response).status).toBe('cancelled');
    expect((await trail(id)).slice(-1)).toEqual([{ actor: 'visitor', action: 'booking.cancelled' }]);
    // The slot is free: another visitor's request for it is taken.
    await request({ slot });
  });

  it('past the cutoff is refused: call the venue; a shorter cutoff set by the manager allows it', async () => {
    // Tomorrow's M-1 starts at 6:00 am, 20 hours after TEST_NOW: inside the default 24 hours.
    const { id, cancelKey } = await request({ slot: { date: TOMORROW, slotId: 'M-1', time: '6:00 am - 7:30 am' } });
    expect((await admin('POST', `/api/booking-requests/${id}/confirm`)).statusCode).toBe(200);
    const late = await cancel(id, { cancelKey });
    expectRefused(late, 409, 'CANCEL_TOO_LATE');
    expect(json<{ error: string }>(late).error).toContain('24 hours');
    expect(await statusOf(id)).toBe('confirmed');

    await t.editSettings((settings) => {
      settings.visitors = { cancelCutoffHours: 12 };
    });
    try {
      expect((await cancel(id, { cancelKey })).statusCode).toBe(200);
      expect(await statusOf(id)).toBe('cancelled');
    } finally {
      await t.editSettings((settings) => {
        settings.visitors = { cancelCutoffHours: 24 };
      });
    }
  });

  it('tells the manager it was a booking', async () => {
    const { id, cancelKey } = await request();
    expect((await admin('POST', `/api/booking-requests/${id}/confirm`)).statusCode).toBe(200);
    expect((await cancel(id, { cancelKey })).statusCode).toBe(200);
    const told = () =>
      managerPhone.messages().filter((m) => {
        const message = m as { kind: string; id: string };
        return message.kind === 'visitor-cancelled' && message.id === id;
      });
    await waitUntil(() => told().length >= 1, { ms: 20_000, what: 'the booking’s visitor-cancelled notice' });
    expect(told()).toMatchObject([{ booked: true }]);
  });

  it('cancelled by the manager already reads as cancelled to the visitor’s retry; the manager’s cancel tells no one it was the visitor', async () => {
    const { id, cancelKey } = await request();
    expect((await admin('POST', `/api/booking-requests/${id}/confirm`)).statusCode).toBe(200);
    expect((await admin('PATCH', `/api/bookings/all/${id}`, { cancelled: true })).statusCode).toBe(200);
    expect((await cancel(id, { cancelKey })).statusCode).toBe(200);
    expect((await trail(id)).filter((entry) => entry.actor === 'visitor').map((entry) => entry.action)).toEqual([
      'request.created',
    ]);
  });

  it('a cancel racing the manager’s confirm ends cancelled either way, never a booking the visitor let go', async () => {
    for (let round = 0; round < 10; round++) {
      const { id, cancelKey } = await request();
      const [confirmed, cancelled] = await Promise.all([
        admin('POST', `/api/booking-requests/${id}/confirm`),
        cancel(id, { cancelKey }),
      ]);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect([200, 409]).toContain(confirmed.statusCode);
      expect(await statusOf(id)).toBe('cancelled');
    }
  });
});

describe('nothing to cancel', () => {
  it('a rejected request, and one whose slot has started (expired)', async () => {
    const rejected = await request();
    expect((await admin('DELETE', `/api/booking-requests/${rejected.id}`)).statusCode).toBe(200);
    expectRefused(await cancel(rejected.id, { cancelKey: rejected.cancelKey }), 409, 'REQUEST_CLOSED');

    const { id, cancelKey, slot } = await request();
    t.setNow(slotStartInstant(slot.date, slot.slotId as SlotId));
    try {
      expectRefused(await cancel(id, { cancelKey }), 409, 'REQUEST_CLOSED');
    } finally {
      t.setNow(TEST_NOW);
    }
    expect(await statusOf(id)).toBe('pending');
  });
});

describe('a request whose slot is held for its advance (issue 30)', () => {
  let a: AdvanceApp;
  beforeAll(async () => {
    a = await advanceApp();
  });
  afterAll(async () => {
    await a?.close();
  });

  async function heldWithKey() {
    const slot = freshSlot();
    const cancelKey = newCancelKey();
    const response = await a.t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      payload: { ...validBody(slot), cancelKey },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { id: json<{ _id: string }>(response)._id, slot, cancelKey };
  }

  it('withdrawn, lets the slot go at once: the next visitor may ask for it', async () => {
    const { id, slot, cancelKey } = await heldWithKey();
    expect((await requestSlot(a.t, slot)).statusCode).toBe(409);
    const response = await a.t.app.inject({
      method: 'POST',
      url: `/api/booking-requests/${id}/cancel`,
      payload: { cancelKey },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await requestSlot(a.t, slot)).statusCode).toBe(201);
  });

  it('with an advance sent by hand, is refused: the visitor calls the venue to get the money back', async () => {
    const { id, cancelKey } = await heldWithKey();
    const reported = await a.t.app.inject({
      method: 'POST',
      url: `/api/booking-requests/${id}/advance-report`,
      payload: { method: 'bkash', transactionId: 'CANCEL0REPORTED', amount: TEST_ADVANCE },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const response = await a.t.app.inject({
      method: 'POST',
      url: `/api/booking-requests/${id}/cancel`,
      payload: { cancelKey },
    });
    expectRefused(response, 409, 'CANCEL_ADVANCE_REPORTED');
    expect(await statusOf(id, a.t)).toBe('pending');
  });
});
