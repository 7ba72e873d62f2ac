import { newBookingId } from '@turf/sync-contract/booking-id';
import { MESSAGES } from '@turf/sync-contract/messages';
import type { Block, Booking } from '@turf/sync-contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp, validBody } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function auth() {
  return { authorization: `Bearer ${await t.adminToken()}` };
}

/** A confirmed booking for a date and slot, made through the API. */
async function book(date: string, slotId: string, time: string): Promise<Booking> {
  const id = newBookingId();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/booking-requests',
    payload: validBody({ id, date, slotId, time }),
  });
  expect(created.statusCode).toBe(201);
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `/api/booking-requests/${id}/confirm`,
    headers: await auth(),
  });
  expect(confirmed.statusCode).toBe(200);
  return json<Booking>(confirmed);
}

async function bookingRows(): Promise<unknown[]> {
  return [...(await t.fresh.database.sql`select id, paid, cancelled from bookings order by id`)];
}

describe('GET /api/bookings?date=', () => {
  it('lists the taken slot ids of a date in the day’s order, without personal data', async () => {
    await book('2026-12-01', 'N-2', '7:30 pm - 9:00 pm');
    await book('2026-12-01', 'M-1', '6:00 am - 7:30 am');
    await book('2026-12-02', 'A-1', '12:00 pm - 1:30 pm');
    const response = await t.app.inject({ url: '/api/bookings?date=2026-12-01' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual(['M-1', 'N-2']);
    expect(response.body).not.toContain('0171');
    expect(json(await t.app.inject({ url: '/api/bookings?date=2026-12-03' }))).toEqual([]);
  });

  it('sees a cancellation at once (the cache is invalidated by the write)', async () => {
    const booking = await book('2026-12-04', 'A-2', '1:30 pm - 3:00 pm');
    expect(json(await t.app.inject({ url: '/api/bookings?date=2026-12-04' }))).toEqual(['A-2']);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/all/${booking._id}`,
      headers: await auth(),
      payload: { cancelled: true },
    });
    expect(json(await t.app.inject({ url: '/api/bookings?date=2026-12-04' }))).toEqual([]);
  });

  it('may be kept by a browser but is revalidated each time: ETag, no-cache, and a 304 with no body', async () => {
    await book('2026-12-05', 'A-3', '3:00 pm - 4:30 pm');
    const first = await t.app.inject({ url: '/api/bookings?date=2026-12-05' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await t.app.inject({
        url: '/api/bookings?date=2026-12-05',
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
      expect(again.headers['content-type']).toBeUndefined();
      expect(again.headers['content-length']).toBeUndefined();
    }
    const stale = await t.app.inject({ url: '/api/bookings?date=2026-12-05', headers: { 'if-none-match': '"old"' } });
    expect(stale.statusCode).toBe(200);
    expect(json(stale)).toEqual(['A-3']);
  });

  it('changes the ETag when a write changes the date, and not when another date is written', async () => {
    const etagOf = async (date: string) =>
      (await t.app.inject({ url: `/api/bookings?date=${date}` })).headers.etag as string;
    const before = await etagOf('2026-12-06');
    const otherBefore = await etagOf('2026-12-07');
    expect(before).toBe(otherBefore); // same answer ([]), same bytes, same tag

    const booking = await book('2026-12-06', 'M-2', '7:30 am - 9:00 am');
    const afterBooking = await etagOf('2026-12-06');
    expect(afterBooking).not.toBe(before);
    expect(await etagOf('2026-12-07')).toBe(otherBefore);
    const revalidated = await t.app.inject({
      url: '/api/bookings?date=2026-12-06',
      headers: { 'if-none-match': before },
    });
    expect(revalidated.statusCode).toBe(200);
    expect(json(revalidated)).toEqual(['M-2']);

    // A write to another date leaves this one's tag alone: a phone holding it still gets a 304.
    await book('2026-12-07', 'M-2', '7:30 am - 9:00 am');
    const held = await t.app.inject({
      url: '/api/bookings?date=2026-12-06',
      headers: { 'if-none-match': afterBooking },
    });
    expect(held.statusCode).toBe(304);

    // Cancelling gives back the empty day's answer, and with it the empty day's tag.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/all/${booking._id}`,
      headers: await auth(),
      payload: { cancelled: true },
    });
    expect(await etagOf('2026-12-06')).toBe(before);
  });

  it.each([
    ['no date', '/api/bookings', 'Enter a real date as YYYY-MM-DD', 'DATE_INVALID'],
    ['an empty date', '/api/bookings?date=', 'Enter a real date as YYYY-MM-DD', 'DATE_INVALID'],
    ['another form', '/api/bookings?date=01-12-2026', 'Enter a real date as YYYY-MM-DD', 'DATE_INVALID'],
    ['a date that does not exist', '/api/bookings?date=2026-13-01', 'Enter a real date as YYYY-MM-DD', 'DATE_INVALID'],
    ['an extra parameter', '/api/bookings?date=2026-12-01&x=1', 'Unknown field "x"', 'INVALID_INPUT'],
  ])('answers %s with 400', async (_label, url, message, code) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: message, code });
  });
});

describe('GET /api/availability?date= (decision 080)', () => {
  async function block(date: string, slotIds: string[], reason: string): Promise<Block[]> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/blocks',
      headers: await auth(),
      payload: { date, slotIds, reason },
    });
    expect(response.statusCode).toBe(201);
    return json<Block[]>(response);
  }
  const availability = (date: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/availability?date=${date}`, headers });

  it('tells a blocked slot (closed) from a booked one, each in the day’s order, with no reason and no personal data', async () => {
    await book('2027-01-05', 'N-2', '7:30 pm - 9:00 pm');
    await book('2027-01-05', 'M-1', '6:00 am - 7:30 am');
    await block('2027-01-05', ['L-1', 'A-3'], 'Secret tournament');
    const response = await availability('2027-01-05');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json(response)).toEqual({ booked: ['M-1', 'N-2'], closed: ['A-3', 'L-1'] });
    expect(response.body).not.toContain('Secret');
    expect(response.body).not.toContain('0171');
    // The spec's read is unchanged: the same slots, alike.
    expect(json(await t.app.inject({ url: '/api/bookings?date=2027-01-05' }))).toEqual(['M-1', 'A-3', 'N-2', 'L-1']);
    expect(json(await availability('2027-01-06'))).toEqual({ booked: [], closed: [] });
  });

  it('sees a block, an unblock and a cancellation at once (each write forgets the cached day)', async () => {
    const booking = await book('2027-01-07', 'A-2', '1:30 pm - 3:00 pm');
    expect(json(await availability('2027-01-07'))).toEqual({ booked: ['A-2'], closed: [] });
    const [blocked] = await block('2027-01-07', ['M-4'], 'Maintenance');
    expect(json(await availability('2027-01-07'))).toEqual({ booked: ['A-2'], closed: ['M-4'] });
    const unblocked = await t.app.inject({
      method: 'DELETE',
      url: `/api/blocks/${blocked?._id}`,
      headers: await auth(),
    });
    expect(unblocked.statusCode).toBe(204);
    expect(json(await availability('2027-01-07'))).toEqual({ booked: ['A-2'], closed: [] });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/all/${booking._id}`,
      headers: await auth(),
      payload: { cancelled: true },
    });
    expect(json(await availability('2027-01-07'))).toEqual({ booked: [], closed: [] });
  });

  it('is revalidated like the spec’s read: ETag, no-cache, a 304 with no body, a new tag once the day changes', async () => {
    await book('2027-01-08', 'N-1', '6:00 pm - 7:30 pm');
    const first = await availability('2027-01-08');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    // Its own tag: the two reads' bodies differ, so a copy of one never passes for the other.
    expect(etag).not.toBe((await t.app.inject({ url: '/api/bookings?date=2027-01-08' })).headers.etag);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await availability('2027-01-08', { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
      expect(again.headers['content-type']).toBeUndefined();
    }

    await block('2027-01-08', ['N-2'], 'Floodlights');
    const changed = await availability('2027-01-08', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(json(changed)).toEqual({ booked: ['N-1'], closed: ['N-2'] });
  });

  it.each([
    ['no date', '/api/availability', 'Enter a real date as YYYY-MM-DD', 'DATE_INVALID'],
    ['an empty date', '/api/availability?date=', 'Enter a real date as YYYY-MM-DD', 'DATE_INVALID'],
    ['another form', '/api/availability?date=01-12-2026', 'Enter a real date as YYYY-MM-DD', 'DATE_INVALID'],
    [
      'a date that does not exist',
      '/api/availability?date=2026-02-30',
      'Enter a real date as YYYY-MM-DD',
      'DATE_INVALID',
    ],
    ['an extra parameter', '/api/availability?date=2026-12-01&x=1', 'Unknown field "x"', 'INVALID_INPUT'],
  ])('answers %s with 400', async (_label, url, message, code) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: message, code });
  });
});

describe('admin bookings table', () => {
  it('lists all bookings by date, then by slot start, 12 am first', async () => {
    await book('2026-12-10', 'N-4', '10:30 pm - 12:00 am');
    await book('2026-12-10', 'L-1', '12:00 am - 1:30 am');
    await book('2026-12-09', 'A-1', '12:00 pm - 1:30 pm');
    await book('2026-12-10', 'A-1', '12:00 pm - 1:30 pm');
    const response = await t.app.inject({ url: '/api/bookings/all', headers: await auth() });
    expect(response.statusCode).toBe(200);
    const list = json<Booking[]>(response).filter((b) => b.date >= '2026-12-09' && b.date <= '2026-12-10');
    expect(list.map((b) => `${b.date} ${b.slotId}`)).toEqual([
      '2026-12-09 A-1',
      '2026-12-10 L-1',
      '2026-12-10 A-1',
      '2026-12-10 N-4',
    ]);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      [
        '_id',
        'cancelled',
        'noShow',
        'createdAt',
        'date',
        'name',
        'paid',
        'phone',
        'price',
        'slotId',
        'time',
        'source',
        'note',
        'seriesId',
        // Issue 17's payments (decision 050).
        'payments',
        'due',
        // Issue 29's refunds (decision 071).
        'refunds',
        'toRefund',
        'refundKeptNote',
      ].sort(),
    );
    // A confirmed visitor's request: no note, no series.
    expect(list[0]).toMatchObject({ source: 'visitor', note: null, seriesId: null });
  });

  it('marks paid and cancelled, answering the updated booking', async () => {
    const booking = await book('2026-12-11', 'M-2', '7:30 am - 9:00 am');
    const paid = await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/all/${booking._id}`,
      headers: await auth(),
      payload: { paid: true },
    });
    expect(paid.statusCode).toBe(200);
    // The toggle records a cash payment of what was due (decision 050).
    const payments = [expect.objectContaining({ amount: booking.price, method: 'cash', madeByToggle: true })];
    const money = { refunds: [], refundKeptNote: null };
    expect(json(paid)).toEqual({ ...booking, paid: true, payments, due: 0, toRefund: 0, ...money });
    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/all/${booking._id}`,
      headers: await auth(),
      payload: { cancelled: true },
    });
    // Cancelled, it owes nothing and what it received is to refund (decision 071).
    expect(json(cancelled)).toEqual({
      ...booking,
      paid: true,
      cancelled: true,
      payments,
      due: 0,
      toRefund: booking.price,
      ...money,
    });
  });

  it('refuses to un-cancel a booking whose slot was booked again meanwhile (409), changing nothing', async () => {
    const first = await book('2026-12-12', 'N-1', '6:00 pm - 7:30 pm');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/all/${first._id}`,
      headers: await auth(),
      payload: { cancelled: true },
    });
    await book('2026-12-12', 'N-1', '6:00 pm - 7:30 pm');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/all/${first._id}`,
      headers: await auth(),
      payload: { cancelled: false },
    });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toEqual({ error: MESSAGES.slotTaken, code: 'SLOT_TAKEN' });
    const [row] = await t.fresh.database.sql`select cancelled from bookings where id = ${first._id}`;
    expect(row?.cancelled).toBe(true);
  });

  const patchMessage =
    'Send exactly one of paid, cancelled or noShow as true or false, or refundKeptNote as text or null';
  it.each([
    ['an empty body', {}, 'M-3', '9:00 am - 10:30 am'],
    ['both fields', { paid: true, cancelled: true }, 'M-4', '10:30 am - 12:00 pm'],
    ['a string for a boolean', { paid: 'true' }, 'A-1', '12:00 pm - 1:30 pm'],
    ['an unknown field', { price: 1 }, 'A-2', '1:30 pm - 3:00 pm'],
    ['no body', undefined, 'A-3', '3:00 pm - 4:30 pm'],
  ])('PATCH refuses %s with 400, changing nothing', async (_label, payload, slotId, time) => {
    const booking = await book('2026-12-13', slotId, time);
    const before = await bookingRows();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/all/${booking._id}`,
      headers: await auth(),
      ...(payload === undefined ? {} : { payload }),
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: patchMessage, code: 'PAID_OR_CANCELLED_REQUIRED' });
    expect(await bookingRows()).toEqual(before);
  });

  it('PATCH and DELETE answer 404 for an unknown booking', async () => {
    const before = await bookingRows();
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/bookings/all/ZZZ-ZZZ-ZZ3',
      headers: await auth(),
      payload: { paid: true },
    });
    expect(patch.statusCode).toBe(404);
    expect(json(patch)).toEqual({ error: 'No booking has this ID', code: 'BOOKING_NOT_FOUND' });
    const del = await t.app.inject({ method: 'DELETE', url: '/api/bookings/all/ZZZ-ZZZ-ZZ3', headers: await auth() });
    expect(del.statusCode).toBe(404);
    expect(json(del)).toEqual({ error: 'No booking has this ID', code: 'BOOKING_NOT_FOUND' });
    expect(await bookingRows()).toEqual(before);
  });

  it('deletes a booking: 204, gone from the table and from the taken slots', async () => {
    const booking = await book('2026-12-14', 'A-4', '4:30 pm - 6:00 pm');
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/all/${booking._id}`,
      headers: await auth(),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const all = json<Booking[]>(await t.app.inject({ url: '/api/bookings/all', headers: await auth() }));
    expect(all.some((b) => b._id === booking._id)).toBe(false);
    expect(json(await t.app.inject({ url: '/api/bookings?date=2026-12-14' }))).toEqual([]);
  });
});
