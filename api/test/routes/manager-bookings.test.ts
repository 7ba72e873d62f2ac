import { isBookingId, newBookingId } from '@turf/sync-contract/booking-id';
import { MESSAGES } from '@turf/sync-contract/messages';
import type { Block, Booking, BookingSeriesResult, SeriesPreview } from '@turf/sync-contract/schemas';
import { getSlot } from '@turf/sync-contract/slots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp, TODAY, TOMORROW, validBody } from '../support/app';

let t: TestApp;
let authorization: string;
beforeAll(async () => {
  t = await buildTestApp();
  authorization = `Bearer ${await t.adminToken()}`;
});
afterAll(async () => {
  await t?.close();
});

/** A manager's booking body for a slot (N-1 tomorrow by default): a customer who called. */
function phoneBooking(overrides: Record<string, unknown> = {}) {
  const slotId = (overrides.slotId as string | undefined) ?? 'N-1';
  return { ...validBody({ slotId, time: getSlot(slotId)?.time ?? '' }), ...overrides };
}

function post(url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url, headers: { authorization }, payload: payload as object });
}

function get(url: string) {
  return t.app.inject({ url, headers: { authorization } });
}

async function taken(date: string): Promise<string[]> {
  return json<string[]>(await t.app.inject({ url: `/api/bookings?date=${date}` }));
}

async function block(date: string, slotIds: string[], reason = 'Maintenance'): Promise<Block[]> {
  const response = await post('/api/blocks', { date, slotIds, reason });
  expect(response.statusCode).toBe(201);
  return json<Block[]>(response);
}

async function bookingCount(): Promise<number> {
  const [row] = await t.fresh.database.sql<{ n: number }[]>`select count(*)::int as n from bookings`;
  return row?.n ?? 0;
}

describe('POST /api/bookings: a booking the manager makes', () => {
  it('is confirmed at once with a Booking ID, the slot’s price, unpaid, source manager and the note', async () => {
    const body = phoneBooking({ date: '2026-12-01', slotId: 'N-2', note: '  Called at 9, pays at the gate  ' });
    const response = await post('/api/bookings', body);
    expect(response.statusCode).toBe(201);
    const booking = json<Booking>(response);
    expect(isBookingId(booking._id)).toBe(true);
    expect(booking).toMatchObject({
      date: '2026-12-01',
      slotId: 'N-2',
      time: '7:30 pm - 9:00 pm',
      name: body.name,
      phone: body.phone,
      price: 2500,
      paid: false,
      cancelled: false,
      source: 'manager',
      note: 'Called at 9, pays at the gate',
      seriesId: null,
    });
    // In the Database, and taken for visitors at once.
    const all = json<Booking[]>(await get('/api/bookings/all'));
    expect(all).toContainEqual({ ...booking, payments: [], due: 2500, refunds: [], toRefund: 0, refundKeptNote: null });
    expect(await taken('2026-12-01')).toEqual(['N-2']);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      payload: validBody({ date: '2026-12-01', slotId: 'N-2', time: '7:30 pm - 9:00 pm' }),
    });
    expect(visitor.statusCode).toBe(409);
    expect(json(visitor)).toEqual({ error: MESSAGES.slotTaken, code: 'SLOT_TAKEN' });
  });

  it('keeps the client’s id; a blank note is none; the Morning price is 2000', async () => {
    const id = newBookingId();
    const response = await post('/api/bookings', phoneBooking({ id, date: '2026-12-02', slotId: 'M-1', note: '   ' }));
    expect(response.statusCode).toBe(201);
    expect(json<Booking>(response)).toMatchObject({ _id: id, note: null, price: 2000 });
  });

  it('answers a replay of the same id and body with 200 and the stored booking, writing nothing', async () => {
    const body = phoneBooking({ id: newBookingId(), date: '2026-12-03', note: 'Team Tigers' });
    const first = await post('/api/bookings', body);
    expect(first.statusCode).toBe(201);
    const before = await bookingCount();
    // The name as typed again, with its spaces: the same booking.
    const again = await post('/api/bookings', { ...body, name: ` ${body.name} ` });
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual(json(first));
    expect(await bookingCount()).toBe(before);
  });

  it('answers 422 when the id is reused for another booking, a series, or a visitor’s request', async () => {
    const body = phoneBooking({ id: newBookingId(), date: '2026-12-04' });
    expect((await post('/api/bookings', body)).statusCode).toBe(201);
    const before = await bookingCount();
    for (const other of [
      { ...body, slotId: 'N-3', time: '9:00 pm - 10:30 pm' },
      { ...body, note: 'another note' },
      { ...body, repeatWeeks: 2 },
    ]) {
      const response = await post('/api/bookings', other);
      expect(response.statusCode).toBe(422);
      expect(json(response)).toEqual({
        error: 'This Booking ID was already used for a different booking',
        code: 'BOOKING_ID_TAKEN',
      });
    }
    const requestId = newBookingId();
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      payload: validBody({ id: requestId, date: '2026-12-04', slotId: 'A-1', time: '12:00 pm - 1:30 pm' }),
    });
    expect(request.statusCode).toBe(201);
    const reused = await post('/api/bookings', phoneBooking({ id: requestId, date: '2026-12-04', slotId: 'A-2' }));
    expect(reused.statusCode).toBe(422);
    expect(await bookingCount()).toBe(before);
    // And the other way round: a visitor's request cannot take the manager's Booking ID.
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      payload: validBody({ id: body.id, date: '2026-12-04', slotId: 'A-3', time: '3:00 pm - 4:30 pm' }),
    });
    expect(visitor.statusCode).toBe(422);
  });

  it('refuses a booked slot (409 already booked) and a blocked one (409 blocked), changing nothing', async () => {
    expect((await post('/api/bookings', phoneBooking({ date: '2026-12-05', slotId: 'A-1' }))).statusCode).toBe(201);
    await block('2026-12-05', ['A-2']);
    const before = await bookingCount();
    const booked = await post('/api/bookings', phoneBooking({ date: '2026-12-05', slotId: 'A-1' }));
    expect(booked.statusCode).toBe(409);
    expect(json(booked)).toEqual({ error: MESSAGES.slotTaken, code: 'SLOT_TAKEN' });
    const blocked = await post('/api/bookings', phoneBooking({ date: '2026-12-05', slotId: 'A-2' }));
    expect(blocked.statusCode).toBe(409);
    expect(json(blocked)).toEqual({ error: MESSAGES.slotBlocked, code: 'SLOT_BLOCKED' });
    expect(await bookingCount()).toBe(before);
  });

  it.each([
    ['a past date', { date: '2026-11-21' }, 'This date has already passed. Pick today or a later date', 'DATE_PAST'],
    [
      'a date past the horizon',
      { date: '2027-01-22' },
      'Bookings open 60 days ahead. Pick an earlier date',
      'DATE_TOO_FAR',
    ],
    [
      'a slot that has started',
      { date: TODAY, slotId: 'M-3', time: '9:00 am - 10:30 am' },
      'This slot has already started. Pick a later slot',
      'SLOT_STARTED',
    ],
    ['a bad phone', { phone: '0171234567' }, MESSAGES.phoneInvalid, 'PHONE_INVALID'],
    ['no phone', { phone: undefined }, MESSAGES.phoneRequired, 'PHONE_REQUIRED'],
    ['a blank name', { name: '   ' }, MESSAGES.nameRequired, 'NAME_REQUIRED'],
    ['a name too long', { name: 'x'.repeat(61) }, MESSAGES.nameTooLong, 'NAME_TOO_LONG'],
    ['hidden characters in the name', { name: 'Ra\u202ehim' }, MESSAGES.nameHiddenCharacters, 'NAME_HIDDEN_CHARACTERS'],
    ['a note too long', { note: 'x'.repeat(201) }, 'A note must be at most 200 characters', 'NOTE_TOO_LONG'],
    [
      'hidden characters in the note',
      { note: 'x\u0000' },
      'The note has hidden characters in it. Please type it again',
      'NOTE_HIDDEN_CHARACTERS',
    ],
    [
      'another slot’s time',
      { time: '6:00 am - 7:30 am' },
      'The time of slot N-1 is "6:00 pm - 7:30 pm"',
      'SLOT_TIME_INVALID',
    ],
    ['an unknown field', { paid: true }, 'Unknown field "paid"', 'INVALID_INPUT'],
    ['one week only', { repeatWeeks: 1 }, 'Repeat weekly for 2 to 26 weeks', 'REPEAT_WEEKS_INVALID'],
    ['27 weeks', { repeatWeeks: 27 }, 'Repeat weekly for 2 to 26 weeks', 'REPEAT_WEEKS_INVALID'],
    ['a bad id', { id: 'K7Q-M4X-PA0' }, 'A Booking ID looks like K7Q-M4X-PAR', 'BOOKING_ID_INVALID'],
  ])('answers 400 for %s, changing nothing', async (_label, change, message, code) => {
    const before = await bookingCount();
    const response = await post('/api/bookings', phoneBooking({ date: TOMORROW, ...change }));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: message, code });
    expect(await bookingCount()).toBe(before);
  });

  it('may book a slot today that has not started, and the last day of the horizon', async () => {
    expect((await post('/api/bookings', phoneBooking({ date: TODAY, slotId: 'M-4' }))).statusCode).toBe(201);
    expect((await post('/api/bookings', phoneBooking({ date: '2027-01-21', slotId: 'L-4' }))).statusCode).toBe(201);
  });

  it('leaves the requests waiting for the slot pending (the manager rejects them, Reject all works)', async () => {
    const id = newBookingId();
    await t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      payload: validBody({ id, date: '2026-12-06', slotId: 'N-4', time: '10:30 pm - 12:00 am' }),
    });
    expect((await post('/api/bookings', phoneBooking({ date: '2026-12-06', slotId: 'N-4' }))).statusCode).toBe(201);
    const confirm = await post(`/api/booking-requests/${id}/confirm`, undefined);
    expect(confirm.statusCode).toBe(409);
    expect(json(confirm)).toEqual({ error: MESSAGES.slotTaken, code: 'SLOT_TAKEN' });
    const rejectAll = await post('/api/booking-requests/reject-all', { date: '2026-12-06', slotId: 'N-4' });
    expect(json<{ _id: string }[]>(rejectAll).map((r) => r._id)).toEqual([id]);
  });
});

describe('weekly series', () => {
  it('books the free weeks in one go and skips the booked, the blocked and those past the horizon', async () => {
    // Thursdays from 2026-12-10: weeks 2 (12-17) booked, 3 (12-24) blocked; from 2027-01-28 past the horizon.
    expect((await post('/api/bookings', phoneBooking({ date: '2026-12-17', slotId: 'N-3' }))).statusCode).toBe(201);
    await block('2026-12-24', ['N-3'], 'Christmas Eve tournament');
    const series = { date: '2026-12-10', slotId: 'N-3', repeatWeeks: 10 };
    const preview = await get(`/api/bookings/series-preview?date=2026-12-10&slotId=N-3&repeatWeeks=10`);
    expect(preview.statusCode).toBe(200);
    expect(json<SeriesPreview>(preview)).toEqual([
      { date: '2026-12-10', state: 'free' },
      { date: '2026-12-17', state: 'booked' },
      { date: '2026-12-24', state: 'blocked' },
      { date: '2026-12-31', state: 'free' },
      { date: '2027-01-07', state: 'free' },
      { date: '2027-01-14', state: 'free' },
      { date: '2027-01-21', state: 'free' },
      { date: '2027-01-28', state: 'past the booking horizon' },
      { date: '2027-02-04', state: 'past the booking horizon' },
      { date: '2027-02-11', state: 'past the booking horizon' },
    ]);
    const id = newBookingId();
    const body = phoneBooking({ ...series, id, time: '9:00 pm - 10:30 pm', note: 'Tigers FC' });
    const response = await post('/api/bookings', body);
    expect(response.statusCode).toBe(201);
    const result = json<BookingSeriesResult>(response);
    // Exactly what the preview said.
    expect(result.created.map((b) => b.date)).toEqual(
      json<SeriesPreview>(preview)
        .filter((p) => p.state === 'free')
        .map((p) => p.date),
    );
    expect(result.skipped).toEqual(
      json<SeriesPreview>(preview)
        .filter((p) => p.state !== 'free')
        .map((p) => ({ date: p.date, reason: p.state })),
    );
    // Each an ordinary booking of its own, sharing the series id; the call's id is the first one's.
    expect(result.created[0]?._id).toBe(id);
    expect(new Set(result.created.map((b) => b._id)).size).toBe(5);
    for (const booking of result.created) {
      expect(booking).toMatchObject({
        slotId: 'N-3',
        price: 2500,
        paid: false,
        cancelled: false,
        source: 'manager',
        note: 'Tigers FC',
        seriesId: result.seriesId,
      });
      expect(isBookingId(booking._id)).toBe(true);
      expect(await taken(booking.date)).toContain('N-3');
    }
    // The preview now sees them all taken.
    const after = json<SeriesPreview>(
      await get(`/api/bookings/series-preview?date=2026-12-10&slotId=N-3&repeatWeeks=10`),
    );
    expect(after.filter((p) => p.state === 'free')).toEqual([]);

    // A retry of the call: 200, the same answer, nothing new.
    const before = await bookingCount();
    const again = await post('/api/bookings', body);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual(result);
    expect(await bookingCount()).toBe(before);
    const other = await post('/api/bookings', { ...body, repeatWeeks: 9 });
    expect(other.statusCode).toBe(422);
    const single = await post('/api/bookings', { ...body, repeatWeeks: undefined });
    expect(single.statusCode).toBe(422);
  });

  it('makes its own id when none is sent, and refuses (409) a series with no free date, storing nothing', async () => {
    const made = await post('/api/bookings', phoneBooking({ date: '2026-12-07', slotId: 'L-2', repeatWeeks: 2 }));
    expect(made.statusCode).toBe(201);
    const result = json<BookingSeriesResult>(made);
    expect(result.created.map((b) => b.date)).toEqual(['2026-12-07', '2026-12-14']);
    expect(result.skipped).toEqual([]);
    const [series] = await t.fresh.database.sql<{ n: number }[]>`select count(*)::int as n from booking_series`;
    const before = await bookingCount();
    const none = await post('/api/bookings', phoneBooking({ date: '2026-12-07', slotId: 'L-2', repeatWeeks: 2 }));
    expect(none.statusCode).toBe(409);
    expect(json<{ error: string }>(none).error).toMatch(/^None of these dates can be booked/);
    expect(json<{ code: string }>(none).code).toBe('SERIES_ALL_TAKEN');
    expect(await bookingCount()).toBe(before);
    const [still] = await t.fresh.database.sql<{ n: number }[]>`select count(*)::int as n from booking_series`;
    expect(still?.n).toBe(series?.n);
  });

  it('cancels the rest of a series from one booking on: that one and later, kept; earlier ones untouched', async () => {
    const made = json<BookingSeriesResult>(
      await post('/api/bookings', phoneBooking({ date: '2026-12-08', slotId: 'A-4', repeatWeeks: 4 })),
    );
    const dates = made.created.map((b) => b.date);
    expect(dates).toEqual(['2026-12-08', '2026-12-15', '2026-12-22', '2026-12-29']);
    const response = await post(`/api/bookings/series/${made.seriesId}/cancel`, { from: '2026-12-15' });
    expect(response.statusCode).toBe(200);
    const cancelled = json<Booking[]>(response);
    expect(cancelled.map((b) => [b.date, b.cancelled])).toEqual([
      ['2026-12-15', true],
      ['2026-12-22', true],
      ['2026-12-29', true],
    ]);
    const all = json<Booking[]>(await get('/api/bookings/all')).filter((b) => b.seriesId === made.seriesId);
    expect(all.map((b) => [b.date, b.cancelled])).toEqual([
      ['2026-12-08', false],
      ['2026-12-15', true],
      ['2026-12-22', true],
      ['2026-12-29', true],
    ]);
    expect(await taken('2026-12-08')).toContain('A-4');
    expect(await taken('2026-12-15')).not.toContain('A-4');
    // Again: the same answer (already cancelled), nothing else changes.
    const again = await post(`/api/bookings/series/${made.seriesId}/cancel`, { from: '2026-12-15' });
    expect(json(again)).toEqual(cancelled);
  });

  it('answers 404 for an unknown series and 400 for a bad date, changing nothing', async () => {
    const unknown = await post('/api/bookings/series/no-such-series/cancel', { from: '2026-12-15' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ error: 'No weekly booking has this series ID', code: 'SERIES_NOT_FOUND' });
    for (const from of ['2026-02-30', 'tomorrow', '']) {
      const bad = await post('/api/bookings/series/no-such-series/cancel', { from });
      expect(bad.statusCode).toBe(400);
    }
    const extra = await post('/api/bookings/series/x/cancel', { from: '2026-12-15', to: '2026-12-20' });
    expect(extra.statusCode).toBe(400);
  });

  it.each([
    ['repeatWeeks=1', 'Repeat weekly for 2 to 26 weeks', 'REPEAT_WEEKS_INVALID'],
    ['repeatWeeks=27', 'Repeat weekly for 2 to 26 weeks', 'REPEAT_WEEKS_INVALID'],
    ['repeatWeeks=x', 'Repeat weekly for 2 to 26 weeks', 'REPEAT_WEEKS_INVALID'],
    ['repeatWeeks=4&date=2026-11-21', 'This date has already passed. Pick today or a later date', 'DATE_PAST'],
    ['repeatWeeks=4&date=2026-02-30', 'Enter a real date as YYYY-MM-DD', 'DATE_INVALID'],
    ['repeatWeeks=4&date=2026-11-22&slotId=M-1', 'This slot has already started. Pick a later slot', 'SLOT_STARTED'],
  ])('the preview answers 400 for %s', async (query, message, code) => {
    const params = new URLSearchParams({ date: TOMORROW, slotId: 'N-1' });
    for (const [key, value] of new URLSearchParams(query)) params.set(key, value);
    const response = await get(`/api/bookings/series-preview?${params}`);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: message, code });
  });
});
