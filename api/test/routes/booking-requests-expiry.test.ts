import { newBookingId } from '@turf/sync-contract/booking-id';
import type { BookingRequest, BookingRequestStatus } from '@turf/sync-contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, TEST_NOW, type TestApp, TODAY, validBody } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** 10:30 at the venue on TODAY: M-4 (10:30 am - 12:00 pm) starts. */
const M4_STARTS = new Date('2026-11-22T04:30:00Z');
const EXPIRED_MESSAGE = 'This request has expired: its slot has already started';

function post(body: object) {
  return t.app.inject({ method: 'POST', url: '/api/booking-requests', payload: body });
}
async function admin(method: 'GET' | 'POST' | 'DELETE', url: string) {
  return t.app.inject({ method, url, headers: { authorization: `Bearer ${await t.adminToken()}` } });
}
async function statusOf(id: string) {
  return json<BookingRequestStatus>(await t.app.inject({ url: `/api/booking-requests/${id}/status` })).status;
}

async function at<T>(now: Date, run: () => Promise<T>): Promise<T> {
  t.setNow(now);
  try {
    return await run();
  } finally {
    t.setNow(TEST_NOW);
  }
}

describe('a pending request whose slot has started is expired', () => {
  const id = newBookingId();
  const body = validBody({ id, date: TODAY, slotId: 'M-4', time: '10:30 am - 12:00 pm' });
  beforeAll(async () => {
    expect((await post(body)).statusCode).toBe(201);
  });

  it('is pending (and listed) until the slot’s first instant at the venue, expired from then on', async () => {
    await at(new Date(M4_STARTS.getTime() - 1), async () => {
      expect(await statusOf(id)).toBe('pending');
      expect(json<BookingRequest[]>(await admin('GET', '/api/booking-requests')).map((r) => r._id)).toContain(id);
    });
    expect(await at(M4_STARTS, () => statusOf(id))).toBe('expired');
  });

  it('keeps its row; answers expired before the mark is written, and the manager’s list writes the mark', async () => {
    const row = async () =>
      (
        await t.fresh.database.sql<{ status: string; decidedAt: Date | null }[]>`
          select status, decided_at as "decidedAt" from booking_requests where id = ${id}`
      )[0];
    await at(M4_STARTS, async () => {
      expect(await row()).toEqual({ status: 'pending', decidedAt: null });
      expect(await statusOf(id)).toBe('expired');
      expect((await admin('GET', '/api/booking-requests')).statusCode).toBe(200);
      expect(await row()).toEqual({ status: 'expired', decidedAt: M4_STARTS });
      expect(await statusOf(id)).toBe('expired');
    });
  });

  it('leaves the manager’s list, and can be neither confirmed nor rejected any more', async () => {
    const ids = async () => json<BookingRequest[]>(await admin('GET', '/api/booking-requests')).map((r) => r._id);
    await at(M4_STARTS, async () => {
      expect(await ids()).not.toContain(id);
      for (const [method, url] of [
        ['POST', `/api/booking-requests/${id}/confirm`],
        ['DELETE', `/api/booking-requests/${id}`],
      ] as const) {
        const response = await admin(method, url);
        expect(response.statusCode).toBe(409);
        expect(json(response)).toEqual({ error: EXPIRED_MESSAGE, code: 'REQUEST_EXPIRED' });
      }
      const booked = await t.fresh.database.sql`select 1 from bookings where id = ${id}`;
      expect(booked).toHaveLength(0);
    });
  });

  it('answers a retry of it with 200 and the stored request, now expired', async () => {
    const replay = await at(M4_STARTS, () => post(body));
    expect(replay.statusCode).toBe(200);
    expect(json<BookingRequest>(replay)).toMatchObject({ _id: id, status: 'expired' });
  });

  it('does not touch decided requests: a confirmed one stays confirmed after its slot has started', async () => {
    const confirmed = newBookingId();
    await post(validBody({ id: confirmed, date: TODAY, slotId: 'A-1', time: '12:00 pm - 1:30 pm' }));
    expect((await admin('POST', `/api/booking-requests/${confirmed}/confirm`)).statusCode).toBe(200);
    expect(await at(new Date('2026-11-22T07:00:00Z'), () => statusOf(confirmed))).toBe('confirmed');
  });

  it('expires a Late Night slot at its own date’s small hours (L-2 on D starts D 1:30 am)', async () => {
    const late = newBookingId();
    await post(validBody({ id: late, date: '2026-11-23', slotId: 'L-2', time: '1:30 am - 3:00 am' }));
    // 2026-11-23 01:30 at the venue is 2026-11-22 19:30 UTC.
    expect(await at(new Date('2026-11-22T19:29:59Z'), () => statusOf(late))).toBe('pending');
    expect(await at(new Date('2026-11-22T19:30:00Z'), () => statusOf(late))).toBe('expired');
  });
});
