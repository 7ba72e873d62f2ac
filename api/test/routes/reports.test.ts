import { PAYMENT_AMOUNT_MAX, PAYMENT_METHODS } from '@turf/sync-contract/payments';
import type { VenueReport } from '@turf/sync-contract/schemas';
import { getSlot, SLOT_IDS } from '@turf/sync-contract/slots';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, json, TEST_NOW, type TestApp, TODAY } from '../support/app';
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
beforeEach(async () => {
  await t.fresh.database.sql`truncate payments, bookings cascade`;
});

const report = (query: string, headers: Record<string, string> = { authorization }) =>
  t.app.inject({ method: 'GET', url: `/api/reports${query}`, headers });

let nextId = 0;
/** A manager's booking straight into the table: the report reads rows, however they were made. */
async function book(date: string, slotId: string, price: number, cancelled = false): Promise<string> {
  nextId += 1;
  const id = `RPT-${String(nextId).padStart(3, '0')}-AAA`;
  const time = getSlot(slotId)?.time ?? '';
  await t.fresh.database.sql`
    insert into bookings (id, date, slot_id, time, name, phone, price, source, cancelled)
    values (${id}, ${date}, ${slotId}, ${time}, 'Rahim', '01712345678', ${price}, 'manager', ${cancelled})`;
  return id;
}

async function pay(bookingId: string, amount: number, method: string, receivedAt: string, tx?: string): Promise<void> {
  await t.fresh.database.sql`
    insert into payments (booking_id, amount, method, transaction_id, received_at)
    values (${bookingId}, ${amount}, ${method}, ${tx ?? null}, ${receivedAt}::timestamptz)`;
}

const cell = (r: VenueReport, weekday: number, slotId: string) =>
  r.occupancy.find((c) => c.weekday === weekday && c.slotId === slotId);
const method = (r: VenueReport['receivedByMethod'], name: string) => r.find((m) => m.method === name);

describe('GET /api/reports', () => {
  it('is the manager’s: 401 without a token', async () => {
    const response = await report('?from=2026-11-01&to=2026-11-30', {});
    expect(response.statusCode).toBe(401);
  });

  it('an empty range: every weekday and slot, every week and method, all zero', async () => {
    const response = await report('?from=2026-11-01&to=2026-11-30');
    expect(response.statusCode).toBe(200);
    const r = json<VenueReport>(response);
    expect(r.occupancy).toHaveLength(7 * SLOT_IDS.length);
    expect(r.occupancy.slice(0, 2)).toEqual([
      { weekday: 0, slotId: 'M-1', days: 5, booked: 0 },
      { weekday: 0, slotId: 'M-2', days: 5, booked: 0 },
    ]);
    // November 2026 starts on a Sunday: five Sundays, Mondays and Tuesdays, four of the rest.
    expect([0, 1, 2, 3, 4, 5, 6].map((weekday) => cell(r, weekday, 'N-1')?.days)).toEqual([5, 5, 4, 4, 4, 4, 4]);
    expect(r.weeks.map((w) => w.weekStart)).toEqual([
      '2026-11-01',
      '2026-11-08',
      '2026-11-15',
      '2026-11-22',
      '2026-11-29',
    ]);
    expect(r.receivedByMethod.map((m) => m.method)).toEqual([...PAYMENT_METHODS]);
    expect(r).toMatchObject({ bookings: 0, bookedAmount: 0, receivedAmount: 0, refundedAmount: 0, cancellations: 0 });
    expect(r.today).toMatchObject({ date: TODAY, received: 0, refunded: 0 });
  });

  it('counts active bookings by weekday and slot, revenue booked by the week of the booking and received by the week of the money', async () => {
    // Sunday Nov 22 and Sunday Nov 29, N-1 both; a Monday A-1; one cancelled (not booked, but counted as cancelled).
    const sunday = await book('2026-11-22', 'N-1', 3000);
    const nextSunday = await book('2026-11-29', 'N-1', 3000);
    await book('2026-11-23', 'A-1', 2000);
    await book('2026-11-24', 'A-2', 2000, true);
    // Outside the range: neither booked nor received in it.
    const december = await book('2026-12-02', 'N-1', 3000);
    // An advance by bKash on Nov 20 (a Friday, the week of Nov 15) for the booking of Nov 22, the rest in cash on the day.
    await pay(sunday, 1000, 'bkash', '2026-11-20T10:00:00+06:00', 'BK12345678');
    await pay(sunday, 2000, 'cash', '2026-11-22T19:00:00+06:00');
    // 11:30 pm on Nov 28 at the venue is Nov 28 there (17:30 UTC), the week of Nov 22; 00:30 am on Dec 1 is outside.
    await pay(nextSunday, 500, 'nagad', '2026-11-28T23:30:00+06:00', 'NG12345678');
    await pay(december, 700, 'rocket', '2026-12-01T00:30:00+06:00', 'RK12345678');

    const r = json<VenueReport>(await report('?from=2026-11-01&to=2026-11-30'));
    expect(cell(r, 0, 'N-1')).toEqual({ weekday: 0, slotId: 'N-1', days: 5, booked: 2 });
    expect(cell(r, 1, 'A-1')).toEqual({ weekday: 1, slotId: 'A-1', days: 5, booked: 1 });
    expect(cell(r, 2, 'A-2')?.booked).toBe(0);
    expect(r.occupancy.reduce((sum, c) => sum + c.booked, 0)).toBe(3);
    expect(r.weeks).toEqual([
      { weekStart: '2026-11-01', booked: 0, received: 0 },
      { weekStart: '2026-11-08', booked: 0, received: 0 },
      { weekStart: '2026-11-15', booked: 0, received: 1000 },
      { weekStart: '2026-11-22', booked: 5000, received: 2500 },
      { weekStart: '2026-11-29', booked: 3000, received: 0 },
    ]);
    expect(method(r.receivedByMethod, 'bkash')).toEqual({ method: 'bkash', amount: 1000, count: 1, refunded: 0 });
    expect(method(r.receivedByMethod, 'cash')).toEqual({ method: 'cash', amount: 2000, count: 1, refunded: 0 });
    expect(method(r.receivedByMethod, 'nagad')).toEqual({ method: 'nagad', amount: 500, count: 1, refunded: 0 });
    expect(method(r.receivedByMethod, 'rocket')).toEqual({ method: 'rocket', amount: 0, count: 0, refunded: 0 });
    expect(r).toMatchObject({ bookings: 3, bookedAmount: 8000, receivedAmount: 3500, cancellations: 1 });
    // Today (Nov 22 at the venue, the test's clock) took the cash, whatever range was asked.
    expect(r.today.received).toBe(2000);
    expect(method(r.today.byMethod, 'cash')?.amount).toBe(2000);
    const december2 = json<VenueReport>(await report('?from=2026-12-01&to=2026-12-31'));
    expect(december2.today.received).toBe(2000);
    expect(december2).toMatchObject({ bookings: 1, receivedAmount: 700 });
  });

  it('money refunded counts against the day and method it went back by: received less refunded, and the refunds apart', async () => {
    // Booked for Nov 22 (a Sunday), paid 2000 by bKash on Nov 20, cancelled, 1500 given back in cash on Nov 23 (the
    // next week) and 500 by bKash on Nov 22, today on the test's clock.
    const booking = await book('2026-11-22', 'N-1', 3000, true);
    await pay(booking, 2000, 'bkash', '2026-11-20T10:00:00+06:00', 'BK12345678');
    await t.fresh.database.sql`
      insert into refunds (booking_id, amount, method, refunded_at)
      values (${booking}, 1500, 'cash', '2026-11-23T12:00:00+06:00'), (${booking}, 500, 'bkash', ${TEST_NOW})`;

    const r = json<VenueReport>(await report('?from=2026-11-01&to=2026-11-30'));
    expect(r).toMatchObject({ receivedAmount: 0, refundedAmount: 2000, cancellations: 1 });
    expect(method(r.receivedByMethod, 'bkash')).toEqual({ method: 'bkash', amount: 1500, count: 1, refunded: 500 });
    expect(method(r.receivedByMethod, 'cash')).toEqual({ method: 'cash', amount: -1500, count: 0, refunded: 1500 });
    expect(r.weeks.filter((w) => w.received !== 0)).toEqual([
      { weekStart: '2026-11-15', booked: 0, received: 2000 },
      { weekStart: '2026-11-22', booked: 0, received: -2000 },
    ]);
    expect(r.today).toMatchObject({ date: TODAY, received: -500, refunded: 500 });
    // A range that holds the payment but not the refunds: all of it received, nothing refunded.
    expect(json<VenueReport>(await report('?from=2026-11-20&to=2026-11-21'))).toMatchObject({
      receivedAmount: 2000,
      refundedAmount: 0,
    });
  });

  it('counts advances apart: paid online through bKash, and sent by hand then confirmed (decision 089)', async () => {
    // Each advance came with a request: the rows issue 30 keeps beside its payment.
    const request = async (id: string) => {
      await t.fresh.database.sql`
        insert into booking_requests (id, date, slot_id, time, name, phone, status, price)
        select id, date, slot_id, time, name, phone, 'confirmed', price from bookings where id = ${id}`;
    };
    const online = await book('2026-11-22', 'N-1', 2000);
    await request(online);
    await t.fresh.database.sql`
      insert into bkash_payments (payment_id, request_id, amount, state, trx_id, completed_at)
      values ('TR0011REPORTS1', ${online}, 500, 'completed', 'BKONLINE01', ${TEST_NOW})`;
    await pay(online, 500, 'bkash', '2026-11-20T10:00:00+06:00', 'BKONLINE01');
    await pay(online, 1500, 'cash', '2026-11-22T10:00:00+06:00');
    const byHand = await book('2026-11-23', 'N-2', 2000);
    await request(byHand);
    await t.fresh.database.sql`
      insert into advance_reports (request_id, method, transaction_id, amount)
      values (${byHand}, 'nagad', 'NGHAND0001', 400)`;
    await pay(byHand, 400, 'nagad', '2026-11-21T10:00:00+06:00', 'NGHAND0001');
    // A bKash payment the manager recorded by hand is neither.
    const other = await book('2026-11-24', 'N-3', 2000);
    await pay(other, 300, 'bkash', '2026-11-21T11:00:00+06:00', 'BKMANUAL01');

    const r = json<VenueReport>(await report('?from=2026-11-01&to=2026-11-30'));
    expect(r).toMatchObject({ receivedAmount: 2700, onlineAdvanceAmount: 500, manualAdvanceAmount: 400 });
    // By the day the money came: a range without those days counts none.
    expect(json<VenueReport>(await report('?from=2026-11-22&to=2026-11-30'))).toMatchObject({
      onlineAdvanceAmount: 0,
      manualAdvanceAmount: 0,
    });
  });

  it('a range of one day counts that weekday once and no other', async () => {
    await book('2026-11-25', 'M-1', 2000);
    const r = json<VenueReport>(await report('?from=2026-11-25&to=2026-11-25'));
    expect(r.occupancy.filter((c) => c.days > 0).map((c) => c.weekday)).toEqual(Array(SLOT_IDS.length).fill(3));
    expect(cell(r, 3, 'M-1')).toEqual({ weekday: 3, slotId: 'M-1', days: 1, booked: 1 });
    expect(r.weeks).toEqual([{ weekStart: '2026-11-22', booked: 2000, received: 0 }]);
  });

  it.each([
    ['?from=2026-11-01', 400],
    ['?from=2026-02-30&to=2026-03-01', 'DATE_RANGE_INVALID'],
    ['?from=2026-11-30&to=2026-11-01', 'DATE_RANGE_REVERSED'],
    ['?from=2025-01-01&to=2026-01-02', 'DATE_RANGE_TOO_LONG'],
    ['?from=2026-11-01&to=2026-11-30&x=1', 400],
  ])('bad input %s: 400 with a message a person can act on', async (query, expected) => {
    const response = await report(query);
    expect(response.statusCode).toBe(400);
    expectCodedError(response, query);
    expect(json<{ error: string }>(response).error).toMatch(/\w{4,}/);
    if (typeof expected === 'string') expect(json<{ code: string }>(response).code).toBe(expected);
  });

  it('sums past 2^31 (215 payments of the largest amount on one booking) answer their exact figures in every range, not a 500', async () => {
    // The column allows a price this large (the settings do not): what lets one booking receive 215 x 10,000,000 taka
    // within the cap of 3 times its price, and three such bookings book more than an int holds too.
    const PRICE = 1_000_000_000;
    const big = await book(TODAY, 'N-1', PRICE);
    await book(TODAY, 'N-2', PRICE);
    await book('2026-11-23', 'N-1', PRICE);
    await t.fresh.database.sql`
      insert into payments (booking_id, amount, method, received_at)
      select ${big}, ${PAYMENT_AMOUNT_MAX}, 'cash', ${TEST_NOW} from generate_series(1, 215)`;
    const received = 215 * PAYMENT_AMOUNT_MAX;
    expect(received).toBeGreaterThan(2 ** 31);

    // Every answer has today's money, whatever the range: one with today, one without, a day, a year.
    for (const query of [
      '?from=2026-11-22&to=2026-11-23',
      '?from=2026-11-01&to=2026-11-30',
      '?from=2026-11-22&to=2026-11-22',
      '?from=2026-01-01&to=2026-12-31',
      '?from=2025-01-01&to=2025-01-31',
    ]) {
      const response = await report(query);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
      const r = json<VenueReport>(response);
      expect(r.today).toMatchObject({ date: TODAY, received });
      expect(method(r.today.byMethod, 'cash')).toEqual({ method: 'cash', amount: received, count: 215, refunded: 0 });
    }
    const r = json<VenueReport>(await report('?from=2026-11-22&to=2026-11-23'));
    expect(r).toMatchObject({ bookings: 3, bookedAmount: 3 * PRICE, receivedAmount: received });
    expect(r.weeks).toEqual([{ weekStart: '2026-11-22', booked: 3 * PRICE, received }]);
    expect(method(r.receivedByMethod, 'cash')).toEqual({ method: 'cash', amount: received, count: 215, refunded: 0 });
    expect(json<VenueReport>(await report('?from=2025-01-01&to=2025-01-31'))).toMatchObject({
      bookedAmount: 0,
      receivedAmount: 0,
    });
  });

  it('a year is allowed (366 days)', async () => {
    const response = await report('?from=2024-01-01&to=2024-12-31');
    expect(response.statusCode).toBe(200);
    expect(json<VenueReport>(response).occupancy.reduce((sum, c) => sum + c.days, 0)).toBe(366 * SLOT_IDS.length);
  });
});
