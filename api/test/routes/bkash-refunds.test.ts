import type { Booking, BookingWithPayments } from '@turf/sync-contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdvanceApp, advanceApp, callback, heldRequest, startPayment, TEST_ADVANCE } from '../support/advance';
import { TEST_ADMIN_EMAIL } from '../support/app';

let a: AdvanceApp;
beforeAll(async () => {
  a = await advanceApp();
});
afterAll(async () => {
  await a?.close();
});

async function asAdmin(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  return a.t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${await a.t.adminToken()}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const refund = (id: string, amount: unknown) => asAdmin('POST', `/api/bookings/all/${id}/bkash-refund`, { amount });

/** A booking confirmed by a completed bKash advance, then cancelled: its Booking ID and bKash paymentID. */
async function paidOnlineAndCancelled() {
  const { id } = await heldRequest(a.t);
  const paymentId = await startPayment(a.t, id);
  a.bkash.approve(paymentId);
  expect((await callback(a.t, paymentId)).statusCode).toBe(303);
  const cancelled = await asAdmin('PATCH', `/api/bookings/all/${id}`, { cancelled: true });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  return { id, paymentId };
}

async function refundsOf(id: string) {
  return a.t.fresh.database.sql<{ amount: number; method: string; transaction_id: string | null }[]>`
    select amount, method, transaction_id from refunds where booking_id = ${id} order by recorded_at`;
}

describe('POST /api/bookings/all/:id/bkash-refund', () => {
  it('gives the whole advance back through bKash and records it with bKash’s refund trxID, by the manager', async () => {
    const { id, paymentId } = await paidOnlineAndCancelled();
    const response = await refund(id, TEST_ADVANCE);
    expect(response.statusCode, response.body).toBe(201);
    const given = a.bkash.payments.get(paymentId)?.refunds ?? [];
    expect(given).toEqual([expect.objectContaining({ amount: String(TEST_ADVANCE), sku: id })]);
    const refundTrxId = given[0]?.refundTrxID;
    expect(await refundsOf(id)).toEqual([{ amount: TEST_ADVANCE, method: 'bkash', transaction_id: refundTrxId }]);
    const booking = response.json<BookingWithPayments>();
    expect(booking.refunds).toEqual([expect.objectContaining({ amount: TEST_ADVANCE, method: 'bkash' })]);
    expect(booking.toRefund).toBe(0);
    expect(booking.managerAdvance).toMatchObject({ state: 'paid-online', refunded: TEST_ADVANCE });
    const trail = await a.t.fresh.database.sql<{ actor: string }[]>`
      select actor from audit_log where booking_id = ${id} and action = 'refund.added'`;
    expect(trail).toEqual([{ actor: TEST_ADMIN_EMAIL }]);
    const listed = (await asAdmin('GET', '/api/bookings/all')).json<Booking[]>().find((row) => row._id === id);
    expect(listed?.managerAdvance).toMatchObject({ state: 'paid-online', refunded: TEST_ADVANCE });
  });

  it('gives back in parts, never more than was paid online less what went back', async () => {
    const { id, paymentId } = await paidOnlineAndCancelled();
    expect((await refund(id, 200)).statusCode).toBe(201);
    const over = await refund(id, 301);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'BKASH_REFUND_OVER_PAID', error: expect.stringContaining('300') });
    expect((await refund(id, 300)).statusCode).toBe(201);
    expect((await refund(id, 1)).json().code).toBe('BKASH_REFUND_OVER_PAID');
    expect(a.bkash.payments.get(paymentId)?.refunds.map((given) => given.amount)).toEqual(['200', '300']);
    expect((await refundsOf(id)).map((row) => row.amount)).toEqual([200, 300]);
  });

  it('records nothing when bKash refuses (502), and the manager may try again', async () => {
    const { id, paymentId } = await paidOnlineAndCancelled();
    a.bkash.script('refund', { fail: { statusCode: '2071', statusMessage: 'Invalid transaction for refund' } });
    const refused = await refund(id, TEST_ADVANCE);
    expect(refused.statusCode, refused.body).toBe(502);
    expect(refused.json()).toMatchObject({ code: 'BKASH_REFUND_REFUSED', error: expect.stringContaining('2071') });
    expect(await refundsOf(id)).toEqual([]);
    expect((await refund(id, TEST_ADVANCE)).statusCode).toBe(201);
    expect(a.bkash.payments.get(paymentId)?.refunds).toHaveLength(1);
  });

  it('records nothing when bKash does not answer (503), and asks no second refund that could pay twice', async () => {
    const { id, paymentId } = await paidOnlineAndCancelled();
    // bKash gives the money back but the answer never arrives.
    a.bkash.script('refund', { fail: 'drop', applies: true });
    const unknown = await refund(id, TEST_ADVANCE);
    expect(unknown.statusCode).toBe(503);
    expect(unknown.json().code).toBe('BKASH_REFUND_UNKNOWN');
    expect(await refundsOf(id)).toEqual([]);
    const again = await refund(id, TEST_ADVANCE);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BKASH_REFUND_UNCONFIRMED');
    expect(a.bkash.payments.get(paymentId)?.refunds).toHaveLength(1);
  });

  it('asks bKash once when the manager taps Refund several times at once', async () => {
    const { id, paymentId } = await paidOnlineAndCancelled();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(id, TEST_ADVANCE)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(a.bkash.payments.get(paymentId)?.refunds).toHaveLength(1);
    expect(await refundsOf(id)).toHaveLength(1);
  });

  it('refuses a booking not paid online, an unknown booking, a bad amount and a visitor', async () => {
    const { id } = await heldRequest(a.t);
    expect(
      (
        await a.t.app.inject({
          method: 'POST',
          url: `/api/booking-requests/${id}/advance-report`,
          payload: { method: 'bkash', transactionId: 'SENT000001', amount: 500 },
        })
      ).statusCode,
    ).toBe(201);
    expect((await asAdmin('POST', `/api/booking-requests/${id}/confirm`)).statusCode).toBe(200);
    const byHand = await refund(id, 100);
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().code).toBe('BKASH_NOT_PAID_ONLINE');
    expect((await refund('K7Q-M4X-PAR', 100)).statusCode).toBe(404);
    for (const amount of [0, -5, 1.5, '100', null]) expect((await refund(id, amount)).statusCode).toBe(400);
    const visitor = await a.t.app.inject({
      method: 'POST',
      url: `/api/bookings/all/${id}/bkash-refund`,
      payload: { amount: 100 },
    });
    expect(visitor.statusCode).toBe(401);
  });
});
