import { newBookingId } from '@turf/sync-contract/booking-id';
import type {
  Booking,
  BookingRequest,
  BookingRequestStatus,
  BookingSeriesResult,
  Schedule,
} from '@turf/sync-contract/schemas';
import { getSlot } from '@turf/sync-contract/slots';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp, validBody } from '../support/app';

/**
 * The price snapshot (issue 16, decision 044): a request keeps the price of its date and slot from when it was made,
 * and confirming it books at that price; the manager's own bookings take their date's price when made. TEST_NOW is
 * Sunday 22 November 2026; the venue's default weekend is Friday and Saturday.
 */
const THURSDAY = '2026-11-26';
const FRIDAY = '2026-11-27';
const SATURDAY = '2026-11-28';

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

async function requestSlot(date: string, slotId: string): Promise<BookingRequest> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/booking-requests',
    payload: validBody({ date, slotId, time: getSlot(slotId)?.time ?? '' }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<BookingRequest>(response);
}

async function statusOf(id: string): Promise<BookingRequestStatus> {
  return json<BookingRequestStatus>(await t.app.inject({ url: `/api/booking-requests/${id}/status` }));
}

async function confirm(id: string): Promise<Booking> {
  const response = await admin('POST', `/api/booking-requests/${id}/confirm`);
  expect(response.statusCode, response.body).toBe(200);
  return json<Booking>(response);
}

describe('a request keeps its price', () => {
  it('made before a night-price change, it keeps the old price after confirmation; one made after gets the new', async () => {
    const before = await requestSlot(THURSDAY, 'N-2');
    expect(before.price).toBe(2500);
    await t.editSettings((s) => {
      s.prices.regular.Night = 3000;
    });
    // Everywhere the request is shown, it is still the price it was made at.
    expect(await statusOf(before._id)).toEqual({ status: 'pending', price: 2500 });
    const list = json<BookingRequest[]>(await admin('GET', '/api/booking-requests'));
    expect(list.find((r) => r._id === before._id)?.price).toBe(2500);
    const schedule = json<Schedule>(await admin('GET', `/api/schedule?from=${THURSDAY}&to=${THURSDAY}`));
    expect(schedule.pending.find((r) => r._id === before._id)?.price).toBe(2500);

    const booking = await confirm(before._id);
    expect(booking.price).toBe(2500);
    const all = json<Booking[]>(await admin('GET', '/api/bookings/all'));
    expect(all.find((b) => b._id === before._id)?.price).toBe(2500);
    expect(await statusOf(before._id)).toEqual({ status: 'confirmed', price: 2500 });

    const after = await requestSlot(THURSDAY, 'N-3');
    expect(after.price).toBe(3000);
    expect((await confirm(after._id)).price).toBe(3000);
  });

  it('a retry of a request answers the price it was stored with, not today’s', async () => {
    const body = validBody({ date: THURSDAY, slotId: 'A-1', time: getSlot('A-1').time, id: newBookingId() });
    const first = await t.app.inject({ method: 'POST', url: '/api/booking-requests', payload: body });
    expect(json<BookingRequest>(first).price).toBe(2000);
    await t.editSettings((s) => {
      s.prices.regular.Afternoon = 2200;
    });
    const retry = await t.app.inject({ method: 'POST', url: '/api/booking-requests', payload: body });
    expect(retry.statusCode).toBe(200);
    expect(json<BookingRequest>(retry).price).toBe(2000);
  });
});

describe('weekend prices', () => {
  beforeAll(async () => {
    await t.editSettings((s) => {
      s.prices.regular = { Morning: 2000, Afternoon: 2000, Night: 2500, 'Late Night': 2000 };
      s.prices.weekend = { Morning: 2400, Afternoon: 2600, Night: 3500, 'Late Night': 2300 };
      s.prices.weekendDays = ['Friday', 'Saturday'];
    });
  });

  it('a weekend date gets the weekend price of its period, a weekday the regular one', async () => {
    expect((await requestSlot(FRIDAY, 'N-1')).price).toBe(3500);
    expect((await requestSlot(SATURDAY, 'M-2')).price).toBe(2400);
    expect((await requestSlot(SATURDAY, 'L-3')).price).toBe(2300);
    expect((await requestSlot(THURSDAY, 'N-4')).price).toBe(2500);
    const friday = await requestSlot(FRIDAY, 'A-2');
    expect(friday.price).toBe(2600);
    expect((await confirm(friday._id)).price).toBe(2600);
  });

  it('the manager’s booking takes its date’s price when made, and keeps it', async () => {
    const made = await admin('POST', '/api/bookings', {
      date: SATURDAY,
      slotId: 'N-4',
      time: getSlot('N-4').time,
      name: 'Phone booking',
      phone: '01711112222',
    });
    expect(made.statusCode, made.body).toBe(201);
    const booking = json<Booking>(made);
    expect(booking.price).toBe(3500);
    await t.editSettings((s) => {
      if (s.prices.weekend) s.prices.weekend.Night = 4000;
    });
    const all = json<Booking[]>(await admin('GET', '/api/bookings/all'));
    expect(all.find((b) => b._id === booking._id)?.price).toBe(3500);
  });

  it('a weekly series takes, on each of its dates, the price of the day it falls on', async () => {
    // The venue names its own weekend: Thursday's bookings now cost the weekend price.
    await t.editSettings((s) => {
      s.prices.weekendDays = ['Thursday', 'Friday'];
    });
    const made = await admin('POST', '/api/bookings', {
      date: THURSDAY,
      slotId: 'M-4',
      time: getSlot('M-4').time,
      name: 'Team',
      phone: '01711113333',
      repeatWeeks: 2,
    });
    expect(made.statusCode, made.body).toBe(201);
    const { created } = json<BookingSeriesResult>(made);
    expect(created.map((b) => [b.date, b.price])).toEqual([
      [THURSDAY, 2400],
      ['2026-12-03', 2400],
    ]);
  });
});
