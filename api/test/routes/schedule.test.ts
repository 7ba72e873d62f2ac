import { newBookingId } from '@turf/sync-contract/booking-id';
import type { Booking, BookingRequest, Schedule } from '@turf/sync-contract/schemas';
import { getSlot } from '@turf/sync-contract/slots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp, TODAY, validBody } from '../support/app';

let t: TestApp;
let authorization: string;
beforeAll(async () => {
  t = await buildTestApp();
  authorization = `Bearer ${await t.adminToken()}`;
});
afterAll(async () => {
  await t?.close();
});

function admin(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
}

async function request(date: string, slotId: string): Promise<BookingRequest> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/booking-requests',
    payload: validBody({ id: newBookingId(), date, slotId, time: getSlot(slotId)?.time ?? '' }),
  });
  expect(response.statusCode).toBe(201);
  return json<BookingRequest>(response);
}

async function phoneBooking(date: string, slotId: string): Promise<Booking> {
  const response = await admin('POST', '/api/bookings', validBody({ date, slotId, time: getSlot(slotId)?.time ?? '' }));
  expect(response.statusCode).toBe(201);
  return json<Booking>(response);
}

describe('GET /api/schedule', () => {
  it('answers a week’s bookings (cancelled too), blocks and waiting requests in one call, by date and slot', async () => {
    // Outside the week: must not appear.
    await phoneBooking('2026-11-30', 'M-1');
    await request('2026-12-07', 'M-1');
    // Inside the week 2026-11-30 .. 2026-12-06, written out of order.
    const lateNight = await phoneBooking('2026-12-02', 'L-1');
    const night = await phoneBooking('2026-12-01', 'N-4');
    const morning = await phoneBooking('2026-12-02', 'M-2');
    const cancelled = await phoneBooking('2026-12-03', 'A-1');
    await admin('PATCH', `/api/bookings/all/${cancelled._id}`, { cancelled: true });
    const confirmedRequest = await request('2026-12-04', 'N-1');
    const confirmed = json<Booking>(await admin('POST', `/api/booking-requests/${confirmedRequest._id}/confirm`));
    const older = await request('2026-12-05', 'A-2');
    const newer = await request('2026-12-05', 'A-2');
    const rejected = await request('2026-12-05', 'A-3');
    await t.app.inject({ method: 'DELETE', url: `/api/booking-requests/${rejected._id}`, headers: { authorization } });
    const earlierSlot = await request('2026-12-05', 'M-4');
    await admin('POST', '/api/blocks', { date: '2026-12-06', slotIds: ['L-2', 'A-1'], reason: 'Tournament' });
    await admin('POST', '/api/blocks', { date: '2026-12-01', slotIds: ['M-1'], reason: 'Repairs' });

    const response = await admin('GET', '/api/schedule?from=2026-12-01&to=2026-12-07');
    expect(response.statusCode).toBe(200);
    const schedule = json<Schedule>(response);
    expect(schedule.from).toBe('2026-12-01');
    expect(schedule.to).toBe('2026-12-07');
    const booked = schedule.bookings.filter((b) => b.date <= '2026-12-06');
    // Each with its payments (none yet) and what is due, as the Database's list has them; a cancelled one owes nothing.
    const unpaid = (booking: Booking) => ({
      ...booking,
      payments: [],
      due: booking.cancelled ? 0 : booking.price,
      refunds: [],
      toRefund: 0,
      refundKeptNote: null,
    });
    expect(booked).toEqual([night, morning, lateNight, { ...cancelled, cancelled: true }, confirmed].map(unpaid));
    expect(schedule.blocks.map((b) => `${b.date} ${b.slotId} ${b.reason}`)).toEqual([
      '2026-12-01 M-1 Repairs',
      '2026-12-06 A-1 Tournament',
      '2026-12-06 L-2 Tournament',
    ]);
    // Waiting only (not the confirmed, not the rejected), a slot's requests oldest first.
    expect(schedule.pending.filter((r) => r.date <= '2026-12-06').map((r) => r._id)).toEqual([
      earlierSlot._id,
      older._id,
      newer._id,
    ]);
    expect(schedule.pending.map((r) => r.status)).toEqual(schedule.pending.map(() => 'pending'));
    expect(schedule.pending.some((r) => r.date === '2026-12-07')).toBe(true);
  });

  it('carries each booking’s payments and what is due, so the board shows Due and prefills a payment with it', async () => {
    const booking = await phoneBooking('2026-12-09', 'N-2');
    const advance = await admin('POST', `/api/bookings/all/${booking._id}/payments`, {
      amount: 500,
      method: 'bkash',
      transactionId: 'BK12345678',
    });
    expect(advance.statusCode).toBe(201);
    const onBoard = async () =>
      json<Schedule>(await admin('GET', '/api/schedule?from=2026-12-09&to=2026-12-09')).bookings.find(
        (b) => b._id === booking._id,
      );
    const first = await onBoard();
    expect(first).toMatchObject({ paid: false, due: booking.price - 500 });
    expect(first?.payments).toEqual([
      expect.objectContaining({ amount: 500, method: 'bkash', transactionId: 'BK12345678', madeByToggle: false }),
    ]);
    // The instant as every other answer writes it.
    expect(first?.payments?.[0]?.receivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    await admin('PATCH', `/api/bookings/all/${booking._id}`, { paid: true });
    const paid = await onBoard();
    expect(paid).toMatchObject({ paid: true, due: 0 });
    expect(paid?.payments?.map((p) => [p.method, p.amount, p.madeByToggle])).toEqual([
      ['bkash', 500, false],
      ['cash', booking.price - 500, true],
    ]);
  });

  it('leaves out requests whose slot has started (expired), and answers empty lists for an empty range', async () => {
    const soon = await request(TODAY, 'A-1');
    t.setNow(new Date('2026-11-22T06:30:00Z')); // 12:30 at the venue: A-1 (12:00) has started
    try {
      const schedule = json<Schedule>(await admin('GET', `/api/schedule?from=${TODAY}&to=${TODAY}`));
      expect(schedule.pending.map((r) => r._id)).not.toContain(soon._id);
    } finally {
      t.setNow(new Date('2026-11-22T04:00:00Z'));
    }
    const empty = json<Schedule>(await admin('GET', '/api/schedule?from=2027-03-01&to=2027-03-07'));
    expect(empty).toEqual({ from: '2027-03-01', to: '2027-03-07', bookings: [], blocks: [], pending: [] });
  });

  it('takes 92 days and refuses 93', async () => {
    expect((await admin('GET', '/api/schedule?from=2026-12-01&to=2027-03-02')).statusCode).toBe(200);
    expect((await admin('GET', '/api/schedule?from=2026-12-01&to=2027-03-03')).statusCode).toBe(400);
    expect((await admin('GET', '/api/schedule?from=2026-12-01&to=2026-12-01&x=1')).statusCode).toBe(400);
  });
});
