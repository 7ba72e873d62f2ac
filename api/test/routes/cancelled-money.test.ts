import { newBookingId } from '@turf/sync-contract/booking-id';
import { bookingMoney } from '@turf/sync-contract/payments';
import type { Booking, BookingWithPayments } from '@turf/sync-contract/schemas';
import { getSlot, SLOT_IDS } from '@turf/sync-contract/slots';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, TEST_ADMIN_EMAIL, type TestApp, validBody } from '../support/app';
import { expectCodedError } from '../support/error-answer';

// Issue 29 item 1 (decision 071): a cancelled booking owes nothing; what it received is to refund until refunded or
// kept with a note; PAID and payments on it are refused, so nothing is counted as income by mistake.

let t: TestApp;
let authorization: string;
beforeAll(async () => {
  t = await buildTestApp();
  authorization = `Bearer ${await t.adminToken()}`;
});
afterAll(async () => {
  await t?.close();
});

function admin(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { authorization, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

let nextSlot = 0;
async function booking(): Promise<Booking> {
  const n = nextSlot++;
  const date = `2026-12-${String(1 + Math.floor(n / SLOT_IDS.length)).padStart(2, '0')}`;
  const slotId = SLOT_IDS[n % SLOT_IDS.length] ?? 'N-1';
  const id = newBookingId();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/booking-requests',
    payload: validBody({ id, date, slotId, time: getSlot(slotId)?.time ?? '' }),
  });
  expect(created.statusCode).toBe(201);
  const confirmed = await admin('POST', `/api/booking-requests/${id}/confirm`);
  expect(confirmed.statusCode).toBe(200);
  return json<Booking>(confirmed);
}

const pay = (id: string, amount: number) =>
  admin('POST', `/api/bookings/all/${id}/payments`, { amount, method: 'cash' });
const refund = (id: string, amount: number) =>
  admin('POST', `/api/bookings/all/${id}/refunds`, { amount, method: 'bkash', note: 'Sent back' });
const patch = (id: string, body: unknown) => admin('PATCH', `/api/bookings/all/${id}`, body);

async function listed(id: string): Promise<BookingWithPayments | undefined> {
  return json<BookingWithPayments[]>(await admin('GET', '/api/bookings/all')).find((b) => b._id === id);
}

async function counts(): Promise<{ payments: number; refunds: number; audit: number }> {
  const [row] = await t.fresh.database.sql<{ payments: number; refunds: number; audit: number }[]>`
    select (select count(*)::int from payments) as payments, (select count(*)::int from refunds) as refunds,
      (select count(*)::int from audit_log) as audit`;
  return row ?? { payments: -1, refunds: -1, audit: -1 };
}

describe('a cancelled booking owes nothing', () => {
  it('due is 0 once cancelled, in the answer and the list; brought back, it owes its price again', async () => {
    const b = await booking();
    const cancelled = json<BookingWithPayments>(await patch(b._id, { cancelled: true }));
    expect(cancelled).toMatchObject({ cancelled: true, paid: false, due: 0, toRefund: 0, refunds: [] });
    expect(await listed(b._id)).toMatchObject({ due: 0, toRefund: 0 });
    const restored = json<BookingWithPayments>(await patch(b._id, { cancelled: false }));
    expect(restored).toMatchObject({ cancelled: false, due: b.price, toRefund: 0 });
  });

  it('PAID on a cancelled booking is 409 BOOKING_CANCELLED: no payment, no income, no entry', async () => {
    const b = await booking();
    await patch(b._id, { cancelled: true });
    const before = await counts();
    const response = await patch(b._id, { paid: true });
    expect(response.statusCode).toBe(409);
    expectCodedError(response);
    expect(json<{ code: string }>(response).code).toBe('BOOKING_CANCELLED');
    const payment = await pay(b._id, 500);
    expect(payment.statusCode).toBe(409);
    expect(json<{ code: string }>(payment).code).toBe('BOOKING_CANCELLED');
    // No payment row, so nothing for the reports' income (they sum the payments), and no entry.
    expect(await counts()).toEqual(before);
  });

  it('an advance received before the cancel is To refund until refunded, part by part, never past what it holds', async () => {
    const b = await booking();
    await pay(b._id, 800);
    const cancelled = json<BookingWithPayments>(await patch(b._id, { cancelled: true }));
    expect(cancelled).toMatchObject({ due: 0, toRefund: 800 });

    const part = await refund(b._id, 300);
    expect(part.statusCode).toBe(201);
    expect(json<BookingWithPayments>(part)).toMatchObject({
      due: 0,
      toRefund: 500,
      refunds: [{ amount: 300, method: 'bkash', note: 'Sent back', bookingId: b._id }],
    });
    const before = await counts();
    const tooMuch = await refund(b._id, 501);
    expect(tooMuch.statusCode).toBe(409);
    expect(json(tooMuch)).toEqual({
      code: 'REFUND_OVER_RECEIVED',
      error:
        'This booking holds 500 taka (its payments less refunds): a refund cannot be more. Check the amount; nothing was saved',
    });
    expect(await counts()).toEqual(before);
    const rest = json<BookingWithPayments>(await refund(b._id, 500));
    expect(rest).toMatchObject({ due: 0, toRefund: 0, paid: false });
    expect(await listed(b._id)).toMatchObject({ due: 0, toRefund: 0 });

    // Each refund is in the trail under the booking, with the manager's name; removing one brings its amount back.
    const entries = await t.fresh.database.sql<{ action: string; actor: string }[]>`
      select action, actor from audit_log where booking_id = ${b._id} and action like 'refund.%' order by id`;
    expect(entries).toEqual([
      { action: 'refund.added', actor: TEST_ADMIN_EMAIL },
      { action: 'refund.added', actor: TEST_ADMIN_EMAIL },
    ]);
    const removed = await admin('DELETE', `/api/bookings/all/${b._id}/refunds/${rest.refunds[1]?.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await listed(b._id)).toMatchObject({ toRefund: 500 });
    const again = await admin('DELETE', `/api/bookings/all/${b._id}/refunds/${rest.refunds[1]?.id}`);
    expect(again.statusCode).toBe(404);
    expect(json<{ code: string }>(again).code).toBe('REFUND_NOT_FOUND');
  });

  it('money kept with a note is no longer To refund; bringing the booking back forgets the note', async () => {
    const b = await booking();
    await pay(b._id, 500);
    const active = await patch(b._id, { refundKeptNote: 'Late cancel fee' });
    expect(active.statusCode).toBe(409);
    expect(json<{ code: string }>(active).code).toBe('BOOKING_NOT_CANCELLED');

    await patch(b._id, { cancelled: true });
    const kept = json<BookingWithPayments>(await patch(b._id, { refundKeptNote: '  Late cancel fee ' }));
    expect(kept).toMatchObject({ toRefund: 0, due: 0, refundKeptNote: 'Late cancel fee' });
    const [entry] = await t.fresh.database.sql<{ action: string; actor: string; after: unknown }[]>`
      select action, actor, after from audit_log where booking_id = ${b._id} order by id desc limit 1`;
    expect(entry).toEqual({
      action: 'booking.updated',
      actor: TEST_ADMIN_EMAIL,
      after: { refund_kept_note: 'Late cancel fee' },
    });
    const undone = json<BookingWithPayments>(await patch(b._id, { refundKeptNote: null }));
    expect(undone).toMatchObject({ toRefund: 500, refundKeptNote: null });

    await patch(b._id, { refundKeptNote: 'Late cancel fee' });
    const restored = json<BookingWithPayments>(await patch(b._id, { cancelled: false }));
    expect(restored).toMatchObject({ refundKeptNote: null, due: b.price - 500, toRefund: 0 });
  });

  it('a payment writes no booking.updated entry for the derived due (only paid, when it flips, as before)', async () => {
    const b = await booking();
    await pay(b._id, 100);
    const actions = await t.fresh.database.sql<{ action: string }[]>`
      select action from audit_log where booking_id = ${b._id} and action <> 'request.created' order by id`;
    expect(actions.map((a) => a.action)).toEqual(['request.confirmed', 'booking.created', 'payment.added']);
  });

  it('the SQL rule (migration 013) and the TypeScript one (bookingMoney) agree on every mix', async () => {
    const sql = t.fresh.database.sql;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5000 }),
        fc.array(fc.integer({ min: 1, max: 4000 }), { maxLength: 4 }),
        fc.array(fc.integer({ min: 1, max: 4000 }), { maxLength: 3 }),
        fc.boolean(),
        fc.option(fc.constant('kept'), { nil: null }),
        async (price, payments, refunds, cancelled, note) => {
          const b = await booking();
          await sql`update bookings set price = ${price} where id = ${b._id}`;
          const paid: { amount: number }[] = [];
          for (const amount of payments) {
            try {
              await sql`insert into payments (booking_id, amount, method) values (${b._id}, ${amount}, 'cash')`;
              paid.push({ amount });
            } catch {
              // Past the cap of migration 012: not stored, so not counted.
            }
          }
          const given: { amount: number }[] = [];
          for (const amount of refunds) {
            try {
              await sql`insert into refunds (booking_id, amount, method) values (${b._id}, ${amount}, 'cash')`;
              given.push({ amount });
            } catch (error) {
              expect(error).toMatchObject({ constraint_name: 'refunds_at_most_received' });
            }
          }
          await sql`update bookings set cancelled = ${cancelled}, refund_kept_note = ${note} where id = ${b._id}`;
          const [row] = await sql<{ paid: boolean; due: number; toRefund: number }[]>`
            select paid, due::float8 as due, to_refund::float8 as "toRefund" from bookings where id = ${b._id}`;
          expect(row).toEqual(bookingMoney({ price, cancelled, refundKeptNote: note }, paid, given));
          // Free the slot for the next run.
          await sql`delete from bookings where id = ${b._id}`;
        },
      ),
      { numRuns: 30 },
    );
  });
});
