import { newBookingId } from '@turf/sync-contract/booking-id';
import { MESSAGES } from '@turf/sync-contract/messages';
import type { BookingRequest } from '@turf/sync-contract/schemas';
import { SLOTS } from '@turf/sync-contract/slots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, TEST_NOW, type TestApp, TODAY, validBody } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PHONE_FULL =
  'This phone number already has 3 booking requests waiting for the turf manager. Wait for an answer before sending another';
const PHONE_WAITS_FOR_SLOT =
  'This phone number already has a request waiting for this slot. Send its Booking ID to the turf manager instead';

let phoneCounter = 0;
/** A phone number no other test in this file uses. */
function freshPhone(): string {
  phoneCounter++;
  return `018${String(phoneCounter).padStart(8, '0')}`;
}

/** A body for slot `n` (0-15) on a date, for this phone. */
function bodyFor(phone: string, n: number, date = '2026-12-10') {
  const slot = SLOTS[n] ?? SLOTS[0];
  return validBody({ phone, date, slotId: slot?.slotId, time: slot?.time, id: newBookingId() });
}

function post(body: object) {
  return t.app.inject({ method: 'POST', url: '/api/booking-requests', payload: body });
}

async function admin(method: 'POST' | 'DELETE', url: string) {
  return t.app.inject({ method, url, headers: { authorization: `Bearer ${await t.adminToken()}` } });
}

async function rowsOf(phone: string): Promise<number> {
  const [row] = await t.fresh.database.sql<{ n: number }[]>`
    select count(*)::int as n from booking_requests where phone = ${phone}`;
  return row?.n ?? -1;
}

describe('at most 3 requests waiting per phone number', () => {
  it('refuses the fourth with 409 and a clear message, storing nothing', async () => {
    const phone = freshPhone();
    for (const n of [0, 1, 2]) expect((await post(bodyFor(phone, n))).statusCode).toBe(201);
    const fourth = await post(bodyFor(phone, 3));
    expect(fourth.statusCode).toBe(409);
    expect(json(fourth)).toEqual({ error: PHONE_FULL, code: 'PHONE_FULL' });
    expect(await rowsOf(phone)).toBe(3);
  });

  it('lets a retry of a stored Booking ID through at the limit, as 200 with the stored request (the outbox resends)', async () => {
    const phone = freshPhone();
    const bodies = [0, 1, 2].map((n) => bodyFor(phone, n));
    for (const body of bodies) expect((await post(body)).statusCode).toBe(201);
    for (const body of bodies) {
      const replay = await post(body);
      expect(replay.statusCode).toBe(200);
      expect(json<BookingRequest>(replay)._id).toBe(body.id);
    }
    // A changed body under a stored id is still misuse, limit or not.
    const changed = await post({ ...bodies[0], name: 'Someone Else' });
    expect(changed.statusCode).toBe(422);
  });

  it('counts only requests still waiting: a decision or a started slot frees a place', async () => {
    const phone = freshPhone();
    const bodies = [0, 1, 2].map((n) => bodyFor(phone, n));
    for (const body of bodies) await post(body);
    expect((await post(bodyFor(phone, 3))).statusCode).toBe(409);
    expect((await admin('DELETE', `/api/booking-requests/${bodies[0]?.id}`)).statusCode).toBe(200);
    expect((await post(bodyFor(phone, 4))).statusCode).toBe(201);
    expect((await post(bodyFor(phone, 5))).statusCode).toBe(409);
    expect((await admin('POST', `/api/booking-requests/${bodies[1]?.id}/confirm`)).statusCode).toBe(200);
    expect((await post(bodyFor(phone, 6))).statusCode).toBe(201);

    // Three waiting for today's later slots; once one of them starts it no longer counts.
    const other = freshPhone();
    const today = [3, 4, 5].map((n) => bodyFor(other, n, TODAY)); // M-4 (10:30), A-1, A-2
    for (const body of today) expect((await post(body)).statusCode).toBe(201);
    expect((await post(bodyFor(other, 7, TODAY))).statusCode).toBe(409);
    t.setNow(new Date('2026-11-22T04:30:00Z')); // 10:30 at the venue: M-4 has started
    try {
      expect((await post(bodyFor(other, 7, TODAY))).statusCode).toBe(201);
    } finally {
      t.setNow(TEST_NOW);
    }
  });

  it('counts per phone: other phones are not affected', async () => {
    const phone = freshPhone();
    for (const n of [0, 1, 2]) await post(bodyFor(phone, n));
    expect((await post(bodyFor(freshPhone(), 3))).statusCode).toBe(201);
  });
});

describe('one request waiting per phone for one date and slot', () => {
  it('refuses a second request of the same phone for the same slot, not for another slot or date', async () => {
    const phone = freshPhone();
    expect((await post(bodyFor(phone, 8))).statusCode).toBe(201);
    const again = await post(bodyFor(phone, 8));
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ error: PHONE_WAITS_FOR_SLOT, code: 'PHONE_WAITS_FOR_SLOT' });
    expect((await post(bodyFor(phone, 9))).statusCode).toBe(201);
    expect((await post(bodyFor(phone, 8, '2026-12-11'))).statusCode).toBe(201);
    expect(await rowsOf(phone)).toBe(3);
  });

  it('tells a booked slot first: the phone can do nothing about the other rule there', async () => {
    const phone = freshPhone();
    const first = bodyFor(phone, 10, '2026-12-12');
    await post(first);
    expect((await admin('POST', `/api/booking-requests/${first.id}/confirm`)).statusCode).toBe(200);
    const late = await post(bodyFor(freshPhone(), 10, '2026-12-12'));
    expect(late.statusCode).toBe(409);
    expect(json(late)).toEqual({ error: MESSAGES.slotTaken, code: 'SLOT_TAKEN' });
  });
});

describe('the limits hold under concurrency', () => {
  it('20 different requests of one phone sent at once store exactly 3', async () => {
    const phone = freshPhone();
    const bodies = Array.from({ length: 20 }, (_, n) => bodyFor(phone, n % 16, n < 16 ? '2026-12-13' : '2026-12-14'));
    const responses = await Promise.all(bodies.map((body) => post(body)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    expect(await rowsOf(phone)).toBe(3);
  });

  it('10 requests of one phone for one slot sent at once store exactly 1', async () => {
    const phone = freshPhone();
    const responses = await Promise.all(Array.from({ length: 10 }, () => post(bodyFor(phone, 12, '2026-12-15'))));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await rowsOf(phone)).toBe(1);
  });

  it('replays racing new requests of the same phone all get their stored request back', async () => {
    const phone = freshPhone();
    const stored = [0, 1, 2].map((n) => bodyFor(phone, n, '2026-12-16'));
    for (const body of stored) await post(body);
    const responses = await Promise.all([
      ...stored.map((body) => post(body)),
      ...[3, 4, 5].map((n) => post(bodyFor(phone, n, '2026-12-16'))),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 409, 409, 409]);
  });
});
