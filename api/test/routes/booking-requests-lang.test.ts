import { newBookingId } from '@turf/sync-contract/booking-id';
import type { BookingRequest, Schedule } from '@turf/sync-contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp, TOMORROW, validBody } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

function post(body: object) {
  return t.app.inject({ method: 'POST', url: '/api/booking-requests', payload: body });
}

async function admin(url: string) {
  return t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await t.adminToken()}` } });
}

/** The pending list, every page: the requests the manager sees. */
async function pendingList(): Promise<BookingRequest[]> {
  return json<BookingRequest[]>(await admin('/api/booking-requests?limit=200'));
}

describe('the language a request was made in (issue 15)', () => {
  it('is stored as sent and comes back in the answer, the manager list and the schedule', async () => {
    const id = newBookingId();
    const created = await post({ ...validBody({ id, slotId: 'M-1', time: '6:00 am - 7:30 am' }), lang: 'bn' });
    expect(created.statusCode).toBe(201);
    expect(json<BookingRequest>(created).lang).toBe('bn');
    expect((await pendingList()).find((request) => request._id === id)?.lang).toBe('bn');
    const schedule = json<Schedule>(await admin(`/api/schedule?from=${TOMORROW}&to=${TOMORROW}`));
    expect(schedule.pending.find((request) => request._id === id)?.lang).toBe('bn');
  });

  it('is English when the request names none (older apps, items saved before it was recorded)', async () => {
    const id = newBookingId();
    expect((await post(validBody({ id, slotId: 'M-2', time: '7:30 am - 9:00 am' }))).statusCode).toBe(201);
    expect((await pendingList()).find((request) => request._id === id)?.lang).toBe('en');
  });

  it.each([['fr'], ['BN'], ['bn-BD'], [''], [1], [null]])(
    'refuses lang %j with 400 LANG_INVALID, storing nothing',
    async (lang) => {
      const id = newBookingId();
      const response = await post({ ...validBody({ id, slotId: 'M-3', time: '9:00 am - 10:30 am' }), lang });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ error: 'The language must be en or bn', code: 'LANG_INVALID' });
      expect((await pendingList()).some((request) => request._id === id)).toBe(false);
    },
  );

  it('a replay of the same request in the other language is still the same request (the first language stays)', async () => {
    const body = { ...validBody({ id: newBookingId(), slotId: 'M-4', time: '10:30 am - 12:00 pm' }), lang: 'bn' };
    expect((await post(body)).statusCode).toBe(201);
    const again = await post({ ...body, lang: 'en' });
    expect(again.statusCode).toBe(200);
    expect(json<BookingRequest>(again).lang).toBe('bn');
  });
});
