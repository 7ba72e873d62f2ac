import type { SeriesPreview } from '@turf/sync-contract/schemas';
import { getSlot } from '@turf/sync-contract/slots';
import { addDays } from '@turf/sync-contract/time';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp, TODAY, validBody } from '../support/app';

/** The booking horizon is the saved settings' (decision 044), enforced from the moment a save is answered. */
let t: TestApp;
let authorization: string;
beforeAll(async () => {
  t = await buildTestApp();
  authorization = `Bearer ${await t.adminToken()}`;
});
afterAll(async () => {
  await t?.close();
});

function admin(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url, headers: { authorization }, ...(payload === undefined ? {} : { payload }) });
}

function expectTooFar(response: LightMyRequestResponse, days: number): void {
  expect(response.statusCode, response.body).toBe(400);
  expect(json(response)).toEqual({
    error: `Bookings open ${days} days ahead. Pick an earlier date`,
    code: 'DATE_TOO_FAR',
  });
}

const request = (daysAhead: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/booking-requests',
    payload: validBody({ date: addDays(TODAY, daysAhead) }),
  });

const managerBooking = (daysAhead: number) =>
  admin('POST', '/api/bookings', {
    date: addDays(TODAY, daysAhead),
    slotId: 'A-2',
    time: getSlot('A-2').time,
    name: 'Phone booking',
    phone: '01722223333',
  });

describe('the saved booking horizon', () => {
  it('a shorter horizon refuses a date past it at once, with the same code as before and its own number', async () => {
    expect((await request(20)).statusCode).toBe(201);
    await t.editSettings((s) => {
      s.bookingHorizonDays = 14;
    });
    expectTooFar(await request(15), 14);
    expect((await request(14)).statusCode).toBe(201);
    expectTooFar(await managerBooking(15), 14);
  });

  it('a longer horizon, up to 180 days, opens the dates the old 60 refused', async () => {
    await t.editSettings((s) => {
      s.bookingHorizonDays = 60;
    });
    expectTooFar(await request(61), 60);
    await t.editSettings((s) => {
      s.bookingHorizonDays = 180;
    });
    expect((await request(61)).statusCode).toBe(201);
    expect((await request(180)).statusCode).toBe(201);
    expectTooFar(await request(181), 180);
    expect((await managerBooking(150)).statusCode).toBe(201);
  });

  it('a weekly series skips the dates past the saved horizon', async () => {
    await t.editSettings((s) => {
      s.bookingHorizonDays = 10;
    });
    const preview = await admin(
      'GET',
      `/api/bookings/series-preview?date=${addDays(TODAY, 1)}&slotId=L-1&repeatWeeks=3`,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(json<SeriesPreview>(preview).map((d) => d.state)).toEqual(['free', 'free', 'past the booking horizon']);
  });
});
