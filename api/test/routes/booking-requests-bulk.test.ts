import { newBookingId } from '@turf/sync-contract/booking-id';
import type { BookedSlotWithRequests, BookingRequest } from '@turf/sync-contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, TEST_NOW, type TestApp, TODAY, validBody } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function post(body: object) {
  const response = await t.app.inject({ method: 'POST', url: '/api/booking-requests', payload: body });
  expect(response.statusCode).toBe(201);
  return json<BookingRequest>(response);
}
async function admin(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${await t.adminToken()}` } });
}
async function statuses(ids: readonly string[]): Promise<Record<string, string>> {
  const rows = await t.fresh.database.sql<{ id: string; status: string }[]>`
    select id, status from booking_requests where id in ${t.fresh.database.sql(ids)}`;
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
}

/** `count` pending requests for one date and slot, from different phones, oldest first. */
async function requestsFor(date: string, slotId: string, time: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push((await post(validBody({ id: newBookingId(), date, slotId, time })))._id);
  return ids;
}

describe('POST /api/booking-requests/reject-selected', () => {
  it('rejects every selected request and answers them, oldest first, as rejected', async () => {
    const ids = await requestsFor('2026-12-01', 'M-1', '6:00 am - 7:30 am', 4);
    const response = await admin('POST', '/api/booking-requests/reject-selected', { ids: [ids[2], ids[0], ids[3]] });
    expect(response.statusCode).toBe(200);
    const rejected = json<BookingRequest[]>(response);
    expect(rejected.map((r) => [r._id, r.status])).toEqual([
      [ids[0], 'rejected'],
      [ids[2], 'rejected'],
      [ids[3], 'rejected'],
    ]);
    expect(await statuses(ids)).toEqual({
      [ids[0] as string]: 'rejected',
      [ids[1] as string]: 'pending',
      [ids[2] as string]: 'rejected',
      [ids[3] as string]: 'rejected',
    });
  });

  it('changes nothing when one of them was decided meanwhile, and names it (all or nothing)', async () => {
    const ids = await requestsFor('2026-12-02', 'M-1', '6:00 am - 7:30 am', 3);
    const [a, b, c] = ids as [string, string, string];
    expect((await admin('POST', `/api/booking-requests/${b}/confirm`)).statusCode).toBe(200);
    const response = await admin('POST', '/api/booking-requests/reject-selected', { ids });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toEqual({
      error: `Request ${b} was confirmed meanwhile. Nothing was rejected: reload the list and try again`,
      code: 'REJECT_NOT_WAITING',
    });
    expect(await statuses(ids)).toEqual({ [a]: 'pending', [b]: 'confirmed', [c]: 'pending' });
  });

  it('changes nothing when one has expired or does not exist', async () => {
    const [soon] = await requestsFor(TODAY, 'M-4', '10:30 am - 12:00 pm', 1);
    const [later] = await requestsFor('2026-12-03', 'M-1', '6:00 am - 7:30 am', 1);
    if (!soon || !later) throw new Error('not stored');
    t.setNow(new Date('2026-11-22T04:30:00Z'));
    try {
      const expired = await admin('POST', '/api/booking-requests/reject-selected', { ids: [later, soon] });
      expect(expired.statusCode).toBe(409);
      expect(json(expired)).toEqual({
        error: `Request ${soon} has expired: its slot has started. Nothing was rejected: reload the list and try again`,
        code: 'REJECT_NOT_WAITING',
      });
    } finally {
      t.setNow(TEST_NOW);
    }
    const unknown = await admin('POST', '/api/booking-requests/reject-selected', { ids: [later, 'ZZZ-ZZZ-ZZZ'] });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({
      error: 'No booking request has the ID ZZZ-ZZZ-ZZZ. Nothing was rejected',
      code: 'REJECT_NOT_FOUND',
    });
    expect(await statuses([soon, later])).toEqual({ [soon]: 'pending', [later]: 'pending' });
  });

  const IDS_MESSAGE = 'Send the Booking IDs to reject: 1 to 200, each once';
  it.each([
    ['no ids', { ids: [] }, IDS_MESSAGE, 'REJECT_IDS_INVALID'],
    ['201 ids', { ids: Array.from({ length: 201 }, () => newBookingId()) }, IDS_MESSAGE, 'REJECT_IDS_INVALID'],
    ['an id twice', { ids: ['K7Q-M4X-PAR', 'K7Q-M4X-PAR'] }, IDS_MESSAGE, 'REJECT_IDS_INVALID'],
    ['a malformed id', { ids: ['nope'] }, IDS_MESSAGE, 'REJECT_IDS_INVALID'],
    ['no body field', {}, IDS_MESSAGE, 'REJECT_IDS_INVALID'],
    ['an unknown field', { ids: ['K7Q-M4X-PAR'], all: true }, 'Unknown field "all"', 'INVALID_INPUT'],
  ])('refuses %s with 400', async (_label, payload, message, code) => {
    const response = await admin('POST', '/api/booking-requests/reject-selected', payload);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: message, code });
  });

  it('racing a confirm of one of them: either the bulk or the confirm wins, never half of each', async () => {
    for (let round = 0; round < 5; round++) {
      const ids = await requestsFor(`2026-12-2${round}`, 'L-1', '12:00 am - 1:30 am', 4);
      const [bulk, confirm] = await Promise.all([
        admin('POST', '/api/booking-requests/reject-selected', { ids }),
        admin('POST', `/api/booking-requests/${ids[2]}/confirm`),
      ]);
      const after = Object.values(await statuses(ids)).sort();
      if (bulk.statusCode === 200) {
        expect(confirm.statusCode).toBe(409);
        expect(after).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
      } else {
        expect([bulk.statusCode, confirm.statusCode]).toEqual([409, 200]);
        expect(after).toEqual(['confirmed', 'pending', 'pending', 'pending']);
      }
    }
  });

  it('takes 200 at once', async () => {
    const sql = t.fresh.database.sql;
    const rows = Array.from({ length: 200 }, (_, i) => ({
      id: newBookingId(),
      date: '2026-12-20',
      slot_id: 'A-3',
      time: '3:00 pm - 4:30 pm',
      name: `Bulk ${i}`,
      phone: `016${String(i).padStart(8, '0')}`,
      price: 2000,
    }));
    await sql`insert into booking_requests ${sql(rows)}`;
    const response = await admin('POST', '/api/booking-requests/reject-selected', { ids: rows.map((r) => r.id) });
    expect(response.statusCode).toBe(200);
    expect(json<BookingRequest[]>(response)).toHaveLength(200);
  });
});

describe('Reject all for a booked slot', () => {
  it('lists the booked slots that still have requests waiting, and rejects exactly those requests', async () => {
    const ids = await requestsFor('2026-12-05', 'N-2', '7:30 pm - 9:00 pm', 4);
    const [other] = await requestsFor('2026-12-05', 'N-3', '9:00 pm - 10:30 pm', 1);
    const [winner, ...losers] = ids as [string, ...string[]];
    // (An earlier test left 2 December's M-1 booked with two requests waiting.)
    const booked = async () =>
      json<BookedSlotWithRequests[]>(await admin('GET', '/api/booking-requests/booked-slots')).filter(
        (slot) => slot.date === '2026-12-05',
      );
    expect(await booked()).toEqual([]);
    expect((await admin('POST', `/api/booking-requests/${winner}/confirm`)).statusCode).toBe(200);
    expect(await booked()).toEqual([{ date: '2026-12-05', slotId: 'N-2', waiting: 3 }]);

    const response = await admin('POST', '/api/booking-requests/reject-all', { date: '2026-12-05', slotId: 'N-2' });
    expect(response.statusCode).toBe(200);
    expect(json<BookingRequest[]>(response).map((r) => [r._id, r.status])).toEqual(
      losers.map((id) => [id, 'rejected']),
    );
    expect(await statuses([...ids, other as string])).toEqual({
      [winner]: 'confirmed',
      ...Object.fromEntries(losers.map((id) => [id, 'rejected'])),
      [other as string]: 'pending',
    });
    expect(await booked()).toEqual([]);
    // Again: nothing left waiting is not an error.
    const again = await admin('POST', '/api/booking-requests/reject-all', { date: '2026-12-05', slotId: 'N-2' });
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual([]);
  });

  it('refuses a slot that is not booked (its requests can still be confirmed), changing nothing', async () => {
    const ids = await requestsFor('2026-12-06', 'N-2', '7:30 pm - 9:00 pm', 2);
    const response = await admin('POST', '/api/booking-requests/reject-all', { date: '2026-12-06', slotId: 'N-2' });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toEqual({
      error: 'This slot is not booked, so its requests can still be confirmed. Nothing was rejected',
      code: 'SLOT_NOT_BOOKED',
    });
    expect(Object.values(await statuses(ids))).toEqual(['pending', 'pending']);
    // A cancelled booking frees the slot again: Reject all no longer applies.
    const [first] = ids as [string];
    await admin('POST', `/api/booking-requests/${first}/confirm`);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/all/${first}`,
      payload: { cancelled: true },
      headers: { authorization: `Bearer ${await t.adminToken()}` },
    });
    const cancelled = await admin('POST', '/api/booking-requests/reject-all', { date: '2026-12-06', slotId: 'N-2' });
    expect(cancelled.statusCode).toBe(409);
  });

  it.each([
    ['no slot', { date: '2026-12-06' }],
    ['an unknown slot', { date: '2026-12-06', slotId: 'X-1' }],
    ['a malformed date', { date: '06/12/2026', slotId: 'N-2' }],
    ['an unknown field', { date: '2026-12-06', slotId: 'N-2', ids: [] }],
  ])('refuses %s with 400', async (_label, payload) => {
    const response = await admin('POST', '/api/booking-requests/reject-all', payload);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: 'Send the date and slot whose requests to reject', code: 'INVALID_INPUT' });
  });
});
