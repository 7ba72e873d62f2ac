import { newBookingId } from '@turf/sync-contract/booking-id';
import { MESSAGES } from '@turf/sync-contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp, validBody } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('races', () => {
  it('50 concurrent confirms of 50 requests for one date and slot give exactly one booking', async () => {
    const ids = Array.from({ length: 50 }, () => newBookingId());
    for (const id of ids) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/booking-requests',
        payload: validBody({ id, date: '2026-12-20', slotId: 'N-2', time: '7:30 pm - 9:00 pm' }),
      });
      expect(response.statusCode).toBe(201);
    }
    const authorization = `Bearer ${await t.adminToken()}`;
    const responses = await Promise.all(
      ids.map((id) =>
        t.app.inject({ method: 'POST', url: `/api/booking-requests/${id}/confirm`, headers: { authorization } }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of responses.filter((r) => r.statusCode === 409))
      expect(json(r)).toEqual({ error: MESSAGES.slotTaken, code: 'SLOT_TAKEN' });

    const sql = t.fresh.database.sql;
    const bookings = await sql`select id from bookings where date = '2026-12-20' and slot_id = 'N-2'`;
    expect(bookings).toHaveLength(1);
    const [confirmed] = await sql<{ n: number }[]>`
      select count(*)::int as n from booking_requests where status = 'confirmed' and date = '2026-12-20'`;
    expect(confirmed?.n).toBe(1);
    // The losers stay pending, for the manager to reject or move.
    const [pending] = await sql<{ n: number }[]>`
      select count(*)::int as n from booking_requests where status = 'pending' and date = '2026-12-20'`;
    expect(pending?.n).toBe(49);
  });

  it('20 concurrent replays of one request id store exactly one row and never fail', async () => {
    const body = validBody({ id: newBookingId(), date: '2026-12-21', slotId: 'A-4', time: '4:30 pm - 6:00 pm' });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'POST', url: '/api/booking-requests', payload: body })),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    const ids = new Set(responses.map((r) => json<{ _id: string }>(r)._id));
    expect([...ids]).toEqual([body.id]);
    const rows = await t.fresh.database.sql`select id from booking_requests where id = ${body.id as string}`;
    expect(rows).toHaveLength(1);
  });
});
