import { newBookingId } from '@turf/sync-contract/booking-id';
import type { Booking, BookingWithPayments, VenueReport } from '@turf/sync-contract/schemas';
import { getSlot, type SlotId } from '@turf/sync-contract/slots';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, TEST_ADMIN_EMAIL, TEST_NOW, type TestApp, TOMORROW, validBody } from '../support/app';
import { expectCodedError } from '../support/error-answer';

let t: TestApp;
let authorization: string;
beforeAll(async () => {
  t = await buildTestApp();
  authorization = `Bearer ${await t.adminToken()}`;
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => t.setNow(TEST_NOW));

function admin(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { authorization, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

/** Tomorrow's slot, confirmed: a booking that has not started at the test's clock. */
async function booking(slotId: SlotId): Promise<Booking> {
  const id = newBookingId();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/booking-requests',
    payload: validBody({ id, date: TOMORROW, slotId, time: getSlot(slotId)?.time ?? '' }),
  });
  expect(created.statusCode).toBe(201);
  const confirmed = await admin('POST', `/api/booking-requests/${id}/confirm`);
  expect(confirmed.statusCode).toBe(200);
  return json<Booking>(confirmed);
}

const mark = (id: string, noShow: boolean) => admin('PATCH', `/api/bookings/all/${id}`, { noShow });
async function stored(id: string): Promise<{ no_show: boolean; cancelled: boolean }> {
  const [row] = await t.fresh.database.sql<{ no_show: boolean; cancelled: boolean }[]>`
    select no_show, cancelled from bookings where id = ${id}`;
  if (!row) throw new Error(`no booking ${id}`);
  return row;
}
/** 6:30 am at the venue tomorrow: M-1 (6:00) has started, M-2 (7:30) has not. */
const tomorrowAt0630 = () => t.setNow(new Date(`${TOMORROW}T00:30:00Z`));

describe('PATCH /api/bookings/all/:id { noShow }', () => {
  it('every booking answers noShow: false until marked', async () => {
    const b = await booking('A-2');
    expect(b.noShow).toBe(false);
    const all = json<BookingWithPayments[]>(await admin('GET', '/api/bookings/all'));
    expect(all.find((x) => x._id === b._id)?.noShow).toBe(false);
  });

  it('refuses a slot that has not started: 409, nothing changed', async () => {
    const b = await booking('M-2');
    tomorrowAt0630();
    const response = await mark(b._id, true);
    expect(response.statusCode).toBe(409);
    expectCodedError(response);
    expect(json<{ code: string; error: string }>(response)).toEqual({
      code: 'NO_SHOW_TOO_EARLY',
      error: 'A booking can be marked no-show only once its slot has started; nothing was changed',
    });
    expect(await stored(b._id)).toEqual({ no_show: false, cancelled: false });
  });

  it('marks a started booking as not come, and clears it; each change in the trail by the manager', async () => {
    const b = await booking('M-1');
    tomorrowAt0630();
    const [{ since = '0' } = {}] = await t.fresh.database.sql<{ since: string }[]>`
      select coalesce(max(id), 0)::text as since from audit_log`;
    const marked = await mark(b._id, true);
    expect(marked.statusCode).toBe(200);
    expect(json<BookingWithPayments>(marked)).toMatchObject({ _id: b._id, noShow: true, due: b.price, payments: [] });
    expect(await stored(b._id)).toEqual({ no_show: true, cancelled: false });
    const cleared = await mark(b._id, false);
    expect(json<BookingWithPayments>(cleared).noShow).toBe(false);
    const entries = await t.fresh.database.sql<{ actor: string; action: string; before: unknown; after: unknown }[]>`
      select actor, action, before, after from audit_log where id > ${since}::bigint order by id`;
    expect(entries).toEqual([
      { actor: TEST_ADMIN_EMAIL, action: 'booking.updated', before: { no_show: false }, after: { no_show: true } },
      { actor: TEST_ADMIN_EMAIL, action: 'booking.updated', before: { no_show: true }, after: { no_show: false } },
    ]);
  });

  it('a cancelled booking is never a no-show, and cancelling a no-show clears the mark', async () => {
    const b = await booking('M-3');
    t.setNow(new Date(`${TOMORROW}T04:00:00Z`));
    expect((await mark(b._id, true)).statusCode).toBe(200);
    const cancelled = await admin('PATCH', `/api/bookings/all/${b._id}`, { cancelled: true });
    expect(json<BookingWithPayments>(cancelled)).toMatchObject({ cancelled: true, noShow: false });
    const refused = await mark(b._id, true);
    expect(refused.statusCode).toBe(409);
    expect(json<{ code: string }>(refused).code).toBe('NO_SHOW_CANCELLED');
    expect(await stored(b._id)).toEqual({ no_show: false, cancelled: true });
    // The database holds the rule too, whatever writes the row.
    await expect(t.fresh.database.sql`update bookings set no_show = true where id = ${b._id}`).rejects.toThrow(
      /bookings_no_show_not_cancelled/,
    );
  });

  it.each([[{ noShow: 'yes' }], [{ noShow: true, paid: true }], [{ noShow: null }]])(
    'bad input %j: 400 with the one allowed form, nothing changed',
    async (body) => {
      const b = await booking('M-4');
      t.setNow(new Date(`${TOMORROW}T04:00:00Z`));
      const response = await admin('PATCH', `/api/bookings/all/${b._id}`, body);
      expect(response.statusCode).toBe(400);
      expect(json<{ code: string; error: string }>(response)).toEqual({
        code: 'PAID_OR_CANCELLED_REQUIRED',
        error: 'Send exactly one of paid, cancelled or noShow as true or false, or refundKeptNote as text or null',
      });
      expect(await stored(b._id)).toEqual({ no_show: false, cancelled: false });
      await t.fresh.database.sql`delete from bookings where id = ${b._id}`;
      await t.fresh.database.sql`delete from booking_requests where id = ${b._id}`;
    },
  );

  it('404 for a booking that does not exist', async () => {
    const response = await mark('ZZZ-ZZZ-ZZZ', true);
    expect(response.statusCode).toBe(404);
    expectCodedError(response);
  });

  it('the reports count the no-shows of the range', async () => {
    const report = json<VenueReport>(await admin('GET', `/api/reports?from=${TOMORROW}&to=${TOMORROW}`));
    const [row] = await t.fresh.database.sql<{ n: number }[]>`
      select count(*)::int as n from bookings where date = ${TOMORROW} and no_show`;
    expect(report.noShows).toBe(row?.n);
    const b = json<Booking[]>(await admin('GET', '/api/bookings/all')).find(
      (x) => x.date === TOMORROW && x.slotId === 'M-1',
    );
    if (!b) throw new Error('no booking of M-1 tomorrow');
    t.setNow(new Date(`${TOMORROW}T04:00:00Z`));
    await mark(b._id, true);
    const after = json<VenueReport>(await admin('GET', `/api/reports?from=${TOMORROW}&to=${TOMORROW}`));
    expect(after.noShows).toBe((row?.n ?? 0) + 1);
  });
});
