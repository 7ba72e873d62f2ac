import { isBookingId, newBookingId } from '@turf/sync-contract/booking-id';
import type { ErrorCode } from '@turf/sync-contract/error-codes';
import { MESSAGES } from '@turf/sync-contract/messages';
import type { Booking, BookingRequest, BookingRequestStatus } from '@turf/sync-contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, TEST_NOW, type TestApp, TODAY, TOMORROW, validBody } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function count(table: 'booking_requests' | 'bookings'): Promise<number> {
  const [row] = await t.fresh.database.sql<
    { n: number }[]
  >`select count(*)::int as n from ${t.fresh.database.sql(table)}`;
  return row?.n ?? -1;
}

function post(body: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/booking-requests', payload: body as object });
}

async function admin(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${await t.adminToken()}` } });
}

describe('POST /api/booking-requests', () => {
  it('stores a request with the device-made id and answers 201 with it', async () => {
    const id = newBookingId();
    const body = validBody({ id, name: '  Karim Uddin  ' });
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    const created = json<BookingRequest>(response);
    expect(created).toMatchObject({
      _id: id,
      name: 'Karim Uddin',
      phone: body.phone,
      slotId: 'N-1',
      time: '6:00 pm - 7:30 pm',
      date: TOMORROW,
      status: 'pending',
    });
    expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt);
  });

  it('makes an id of the same form when none is sent', async () => {
    const response = await post(validBody({ slotId: 'N-2', time: '7:30 pm - 9:00 pm' }));
    expect(response.statusCode).toBe(201);
    expect(isBookingId(json<BookingRequest>(response)._id)).toBe(true);
  });

  it('answers a replay of the same id and body with 200 and the stored request, writing nothing', async () => {
    const body = validBody({ id: newBookingId(), slotId: 'A-1', time: '12:00 pm - 1:30 pm' });
    const first = await post(body);
    const before = await count('booking_requests');
    const again = await post(body);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual(json(first));
    expect(await count('booking_requests')).toBe(before);
  });

  it('answers 422 when an id is reused for a different request', async () => {
    const body = validBody({ id: newBookingId(), slotId: 'A-2', time: '1:30 pm - 3:00 pm' });
    await post(body);
    const response = await post({ ...body, phone: '01812345678' });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({
      error: 'This Booking ID was already used for a different request',
      code: 'IDEMPOTENCY_MISMATCH',
    });
  });

  it('accepts a slot of today that has not started yet, and refuses one that has', async () => {
    const later = await post(validBody({ date: TODAY, slotId: 'M-4', time: '10:30 am - 12:00 pm' }));
    expect(later.statusCode).toBe(201);
    const started = await post(validBody({ date: TODAY, slotId: 'M-3', time: '9:00 am - 10:30 am' }));
    expect(started.statusCode).toBe(400);
    expect(json(started)).toEqual({ error: 'This slot has already started. Pick a later slot', code: 'SLOT_STARTED' });
  });

  it('answers a retry with 200 even after its slot has started (the outbox was offline meanwhile)', async () => {
    const body = validBody({ id: newBookingId(), date: TODAY, slotId: 'L-4', time: '4:30 am - 6:00 am' });
    // L-4 of today started at 4:30; make the first send just before, the retry after.
    t.setNow(new Date('2026-11-21T22:00:00Z'));
    try {
      expect((await post(body)).statusCode).toBe(201);
    } finally {
      t.setNow(TEST_NOW);
    }
    const retry = await post(body);
    expect(retry.statusCode).toBe(200);
    expect(json<BookingRequest>(retry)._id).toBe(body.id);
    const other = await post({ ...body, id: newBookingId() });
    expect(other.statusCode).toBe(400);
  });

  it('accepts the last bookable day, 60 days ahead', async () => {
    const response = await post(validBody({ date: '2027-01-21', slotId: 'L-4', time: '4:30 am - 6:00 am' }));
    expect(response.statusCode).toBe(201);
  });

  const tooLong = 'x'.repeat(61);
  const badInputs: [string, unknown, number, string, ErrorCode][] = [
    ['no body', undefined, 400, 'Send the details as a JSON object', 'INVALID_INPUT'],
    ['an array', [], 400, 'Send the details as a JSON object', 'INVALID_INPUT'],
    ['a missing name', { ...validBody(), name: undefined }, 400, MESSAGES.nameRequired, 'NAME_REQUIRED'],
    ['an empty name', validBody({ name: '' }), 400, MESSAGES.nameRequired, 'NAME_REQUIRED'],
    ['a blank name', validBody({ name: '   ' }), 400, MESSAGES.nameRequired, 'NAME_REQUIRED'],
    ['a name too long', validBody({ name: tooLong }), 400, MESSAGES.nameTooLong, 'NAME_TOO_LONG'],
    ['a name that is a number', { ...validBody(), name: 42 }, 400, MESSAGES.nameRequired, 'NAME_REQUIRED'],
    ['a missing phone', { ...validBody(), phone: undefined }, 400, MESSAGES.phoneRequired, 'PHONE_REQUIRED'],
    ['a short phone', validBody({ phone: '0171234567' }), 400, MESSAGES.phoneInvalid, 'PHONE_INVALID'],
    [
      'a phone with a bad operator digit',
      validBody({ phone: '01112345678' }),
      400,
      MESSAGES.phoneInvalid,
      'PHONE_INVALID',
    ],
    [
      'a phone with a country code',
      validBody({ phone: '+8801712345678' }),
      400,
      MESSAGES.phoneInvalid,
      'PHONE_INVALID',
    ],
    [
      'a missing date',
      { ...validBody(), date: undefined },
      400,
      MESSAGES.dateAndSlotRequired,
      'DATE_AND_SLOT_REQUIRED',
    ],
    [
      'a missing slot',
      { ...validBody(), slotId: undefined },
      400,
      MESSAGES.dateAndSlotRequired,
      'DATE_AND_SLOT_REQUIRED',
    ],
    [
      'a date in another form',
      validBody({ date: '23/11/2026' }),
      400,
      'Enter a real date as YYYY-MM-DD',
      'DATE_INVALID',
    ],
    [
      'a date that does not exist',
      validBody({ date: '2026-02-30' }),
      400,
      'Enter a real date as YYYY-MM-DD',
      'DATE_INVALID',
    ],
    [
      'a past date',
      validBody({ date: '2026-11-21' }),
      400,
      'This date has already passed. Pick today or a later date',
      'DATE_PAST',
    ],
    [
      'a date 61 days ahead',
      validBody({ date: '2027-01-22' }),
      400,
      'Bookings open 60 days ahead. Pick an earlier date',
      'DATE_TOO_FAR',
    ],
    ['an unknown slot', validBody({ slotId: 'X-9' }), 400, 'Choose one of the 16 slots, M-1 to L-4', 'SLOT_INVALID'],
    [
      'a time of another slot',
      validBody({ time: '6:00 am - 7:30 am' }),
      400,
      'The time of slot N-1 is "6:00 pm - 7:30 pm"',
      'SLOT_TIME_INVALID',
    ],
    [
      'a missing time',
      { ...validBody(), time: undefined },
      400,
      'Send the slot’s time as shown, e.g. "6:00 am - 7:30 am"',
      'SLOT_TIME_INVALID',
    ],
    [
      'a malformed id',
      validBody({ id: 'ABC-123-OOO' }),
      400,
      'A Booking ID looks like K7Q-M4X-PAR',
      'BOOKING_ID_INVALID',
    ],
    ['an unknown field', { ...validBody(), price: 1 }, 400, 'Unknown field "price"', 'INVALID_INPUT'],
  ];

  it.each(badInputs)(
    'refuses %s with %i and a readable message, writing nothing',
    async (_label, body, status, message, code) => {
      const before = await count('booking_requests');
      const response =
        body === undefined ? await t.app.inject({ method: 'POST', url: '/api/booking-requests' }) : await post(body);
      expect(response.statusCode).toBe(status);
      expect(json(response)).toEqual({ error: message, code });
      expect(await count('booking_requests')).toBe(before);
    },
  );

  it('refuses invalid JSON and oversized bodies with readable messages', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      headers: { 'content-type': 'application/json' },
      payload: '{"date":',
    });
    expect(broken.statusCode).toBe(400);
    expect(json<{ error: string }>(broken).error).toMatch(/JSON/);
    expect(json<{ code: string }>(broken).code).toBe('INVALID_JSON');
    const huge = await post(validBody({ name: 'x'.repeat(20_000) }));
    expect(huge.statusCode).toBe(413);
    expect(json<{ error: string }>(huge).error).toMatch(/too large/i);
    expect(json<{ code: string }>(huge).code).toBe('BODY_TOO_LARGE');
  });

  it('answers 409 at once when the slot already has a booking', async () => {
    const body = validBody({ slotId: 'N-4', time: '10:30 pm - 12:00 am', id: newBookingId() });
    expect((await post(body)).statusCode).toBe(201);
    expect((await admin('POST', `/api/booking-requests/${body.id}/confirm`)).statusCode).toBe(200);
    const before = await count('booking_requests');
    const late = await post(validBody({ slotId: 'N-4', time: '10:30 pm - 12:00 am' }));
    expect(late.statusCode).toBe(409);
    expect(json(late)).toEqual({ error: MESSAGES.slotTaken, code: 'SLOT_TAKEN' });
    expect(await count('booking_requests')).toBe(before);
    // The original sender's retry still gets its stored request.
    const replay = await post(body);
    expect(replay.statusCode).toBe(200);
    expect(json<BookingRequest>(replay).status).toBe('confirmed');
  });
});

describe('GET /api/booking-requests/:id/status', () => {
  it('tells pending, confirmed and rejected, without personal data, and forgives case and spacing', async () => {
    const body = validBody({ id: newBookingId(), date: '2026-11-25' });
    await post(body);
    const pending = await t.app.inject({ url: `/api/booking-requests/${body.id}/status` });
    expect(pending.statusCode).toBe(200);
    // The price it keeps is no one's personal data (N-1 on a weekday).
    expect(json(pending)).toEqual({ status: 'pending', price: 2500 });
    await admin('DELETE', `/api/booking-requests/${body.id}`);
    const typed = (body.id as string).toLowerCase().replaceAll('-', ' ');
    const rejected = await t.app.inject({ url: `/api/booking-requests/${encodeURIComponent(typed)}/status` });
    expect(json(rejected)).toEqual({ status: 'rejected', price: 2500 });
  });

  it('tells the visitor when the booking made from the request is cancelled, restored or deleted', async () => {
    const body = validBody({ id: newBookingId(), date: '2026-11-27', slotId: 'A-1', time: '12:00 pm - 1:30 pm' });
    await post(body);
    const status = async () =>
      json<BookingRequestStatus>(await t.app.inject({ url: `/api/booking-requests/${body.id}/status` })).status;
    expect((await admin('POST', `/api/booking-requests/${body.id}/confirm`)).statusCode).toBe(200);
    expect(await status()).toBe('confirmed');
    expect((await admin('PATCH', `/api/bookings/all/${body.id}`, { cancelled: true })).statusCode).toBe(200);
    expect(await status()).toBe('cancelled');
    expect((await admin('PATCH', `/api/bookings/all/${body.id}`, { cancelled: false })).statusCode).toBe(200);
    expect(await status()).toBe('confirmed');
    expect((await admin('DELETE', `/api/bookings/all/${body.id}`)).statusCode).toBe(204);
    expect(await status()).toBe('cancelled');
  });

  it.each([
    ['an unknown id', 'ZZZ-ZZZ-ZZZ', 404, 'No booking request has this ID', 'REQUEST_NOT_FOUND'],
    ['an id too long', 'A'.repeat(65), 400, 'A Booking ID looks like K7Q-M4X-PAR', 'BOOKING_ID_INVALID'],
  ])('answers %s with %i', async (_label, id, status, message, code) => {
    const response = await t.app.inject({ url: `/api/booking-requests/${id}/status` });
    expect(response.statusCode).toBe(status);
    expect(json(response)).toEqual({ error: message, code });
  });
});

describe('admin: pending list, confirm, reject', () => {
  it('lists pending requests oldest first with the fields the manager needs', async () => {
    const a = validBody({ id: newBookingId(), date: '2026-11-26', slotId: 'M-1', time: '6:00 am - 7:30 am' });
    const b = validBody({ id: newBookingId(), date: '2026-11-26', slotId: 'M-2', time: '7:30 am - 9:00 am' });
    await post(a);
    await post(b);
    const response = await admin('GET', '/api/booking-requests');
    expect(response.statusCode).toBe(200);
    const list = json<BookingRequest[]>(response);
    const ids = list.map((r) => r._id);
    expect(ids.indexOf(a.id as string)).toBeLessThan(ids.indexOf(b.id as string));
    expect(list.every((r) => r.status === 'pending')).toBe(true);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      ['_id', 'createdAt', 'date', 'lang', 'name', 'phone', 'price', 'slotId', 'status', 'time'].sort(),
    );
  });

  it('confirms: the request leaves the list, a booking appears at the server’s price, the slot is taken', async () => {
    const body = validBody({ id: newBookingId(), date: '2026-11-27', slotId: 'N-3', time: '9:00 pm - 10:30 pm' });
    await post(body);
    const response = await admin('POST', `/api/booking-requests/${body.id}/confirm`);
    expect(response.statusCode).toBe(200);
    const booking = json<Booking>(response);
    expect(booking).toMatchObject({
      _id: body.id,
      date: '2026-11-27',
      slotId: 'N-3',
      price: 2500,
      paid: false,
      cancelled: false,
    });
    const pending = json<BookingRequest[]>(await admin('GET', '/api/booking-requests'));
    expect(pending.some((r) => r._id === body.id)).toBe(false);
    const taken = await t.app.inject({ url: '/api/bookings?date=2026-11-27' });
    expect(json(taken)).toEqual(['N-3']);
  });

  it('keeps a request pending and answers 409 when its slot was booked meanwhile', async () => {
    const first = validBody({ id: newBookingId(), date: '2026-11-28', slotId: 'A-3', time: '3:00 pm - 4:30 pm' });
    const second = validBody({ id: newBookingId(), date: '2026-11-28', slotId: 'A-3', time: '3:00 pm - 4:30 pm' });
    await post(first);
    await post(second);
    expect((await admin('POST', `/api/booking-requests/${first.id}/confirm`)).statusCode).toBe(200);
    const clash = await admin('POST', `/api/booking-requests/${second.id}/confirm`);
    expect(clash.statusCode).toBe(409);
    expect(json(clash)).toEqual({ error: MESSAGES.slotTaken, code: 'SLOT_TAKEN' });
    const status = await t.app.inject({ url: `/api/booking-requests/${second.id}/status` });
    expect(json(status)).toEqual({ status: 'pending', price: 2000 });
  });

  it('rejects: 200, the row stays as rejected and leaves the pending list', async () => {
    const body = validBody({ id: newBookingId(), date: '2026-11-29' });
    await post(body);
    const response = await admin('DELETE', `/api/booking-requests/${body.id}`);
    expect(response.statusCode).toBe(200);
    expect(json<BookingRequest>(response).status).toBe('rejected');
    const pending = json<BookingRequest[]>(await admin('GET', '/api/booking-requests'));
    expect(pending.some((r) => r._id === body.id)).toBe(false);
  });

  it.each([
    ['confirm', 'POST', (id: string) => `/api/booking-requests/${id}/confirm`],
    ['reject', 'DELETE', (id: string) => `/api/booking-requests/${id}`],
  ] as const)('%s: unknown id 404, decided 409, nothing changed', async (_label, method, url) => {
    const unknown = await admin(method, url('ZZZ-ZZZ-ZZ2'));
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ error: 'No booking request has this ID', code: 'REQUEST_NOT_FOUND' });
    const body = validBody({ id: newBookingId(), date: '2026-11-30' });
    await post(body);
    await admin('DELETE', `/api/booking-requests/${body.id}`);
    const bookingsBefore = await count('bookings');
    const decided = await admin(method, url(body.id as string));
    expect(decided.statusCode).toBe(409);
    expect(json(decided)).toEqual({ error: 'This request was already rejected', code: 'ALREADY_DECIDED' });
    expect(await count('bookings')).toBe(bookingsBefore);
    const status = await t.app.inject({ url: `/api/booking-requests/${body.id}/status` });
    expect(json(status)).toEqual({ status: 'rejected', price: 2500 });
  });
});
