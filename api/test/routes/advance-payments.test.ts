import { newBookingId } from '@turf/sync-contract/booking-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdvanceApp,
  advanceApp,
  callback,
  expireHold,
  freshSlot,
  heldRequest,
  paymentsOf,
  requestSlot,
  startPayment,
  statusOf,
  TEST_ADVANCE,
  TEST_SITE_URL,
} from '../support/advance';
import { validBody } from '../support/app';
import { waitUntil } from '../support/wait';

let a: AdvanceApp;
beforeAll(async () => {
  a = await advanceApp();
});
afterAll(async () => {
  await a?.close();
});

const returnTo = (id: string | null, mark: string) =>
  `${TEST_SITE_URL}/my-requests?${id === null ? '' : `request=${id}&`}payment=${mark}`;

async function booked(date: string): Promise<string[]> {
  return (await a.t.app.inject({ url: `/api/availability?date=${date}` })).json().booked;
}

async function bkashRow(paymentId: string) {
  const [row] = await a.t.fresh.database.sql<{ state: string; trx_id: string | null; refund_trx_id: string | null }[]>`
    select state, trx_id, refund_trx_id from bkash_payments where payment_id = ${paymentId}`;
  return row;
}

describe('a request while the venue confirms by advance payment', () => {
  it('holds its slot for the advance: the answer says how much and until when, others find the slot taken', async () => {
    const slot = freshSlot();
    const response = await requestSlot(a.t, slot);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.status).toBe('pending');
    expect(body.advance).toEqual({ amount: TEST_ADVANCE, holdExpiresAt: expect.any(String), online: true });
    const left = Date.parse(body.advance.holdExpiresAt) - Date.now();
    expect(left).toBeGreaterThan(14 * 60_000);
    expect(left).toBeLessThanOrEqual(15 * 60_000);
    expect(await booked(slot.date)).toContain(slot.slotId);

    const other = await requestSlot(a.t, slot);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('SLOT_TAKEN');
    expect(await statusOf(a.t, body._id)).toEqual({
      status: 'pending',
      price: body.price,
      advance: { state: 'holding', amount: TEST_ADVANCE, expiresAt: body.advance.holdExpiresAt },
    });
  });

  it('answers a retry of the same request with its advance again, and holds nothing twice', async () => {
    const slot = freshSlot();
    const id = newBookingId();
    const body = validBody({ ...slot, id });
    const first = await a.t.app.inject({ method: 'POST', url: '/api/booking-requests', payload: body });
    const retry = await a.t.app.inject({ method: 'POST', url: '/api/booking-requests', payload: body });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().advance).toEqual(first.json().advance);
    const holds = await a.t.fresh.database.sql`select 1 from payment_holds where request_id = ${id}`;
    expect(holds).toHaveLength(1);
  });

  it('keeps a held slot from the manager’s own booking and from a block', async () => {
    const { slot } = await heldRequest(a.t);
    const authorization = `Bearer ${await a.t.adminToken()}`;
    const booking = await a.t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { authorization },
      payload: { date: slot.date, slotId: slot.slotId, time: slot.time, name: 'Walk-in', phone: '01811111111' },
    });
    expect(booking.statusCode).toBe(409);
    expect(booking.json().code).toBe('SLOT_TAKEN');
    const block = await a.t.app.inject({
      method: 'POST',
      url: '/api/blocks',
      headers: { authorization },
      payload: { date: slot.date, slotIds: [slot.slotId], reason: 'Maintenance' },
    });
    expect(block.statusCode).toBe(409);
    expect(block.json().code).toBe('SLOTS_HELD');
    const rows = await a.t.fresh.database.sql`
      select 1 from bookings where date = ${slot.date} and slot_id = ${slot.slotId}
      union all select 1 from blocks where date = ${slot.date} and slot_id = ${slot.slotId}`;
    expect(rows).toHaveLength(0);
  });

  it('lets the manager block a slot whose hold has run out', async () => {
    const { id, slot } = await heldRequest(a.t);
    await expireHold(a.t, id);
    const block = await a.t.app.inject({
      method: 'POST',
      url: '/api/blocks',
      headers: { authorization: `Bearer ${await a.t.adminToken()}` },
      payload: { date: slot.date, slotIds: [slot.slotId], reason: 'Maintenance' },
    });
    expect(block.statusCode).toBe(201);
    expect((await statusOf(a.t, id)).advance.state).toBe('lapsed');
  });

  it('lets a lapsed hold go: the slot is free to the next visitor and the first reads Payment not completed', async () => {
    const { id, slot } = await heldRequest(a.t);
    await expireHold(a.t, id);
    expect(await booked(slot.date)).not.toContain(slot.slotId);
    const next = await requestSlot(a.t, slot);
    expect(next.statusCode).toBe(201);
    expect((await statusOf(a.t, id)).advance).toEqual({ state: 'lapsed', amount: TEST_ADVANCE });
    const late = await a.t.app.inject({ method: 'POST', url: `/api/booking-requests/${id}/bkash` });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('HOLD_LAPSED');
  });

  it('lapses a hold by its own job at expiry, so the slot frees with no one asking for it', async () => {
    const { id } = await heldRequest(a.t);
    await expireHold(a.t, id);
    // The job was queued for the hold's original expiry, 15 minutes ahead: it is brought to now.
    const moved = await a.t.fresh.database.sql`
      update pgboss.job set start_after = now() where name = 'payment-hold-lapse' and data ->> 'requestId' = ${id}
      returning id`;
    expect(moved).toHaveLength(1);
    await waitUntil(
      async () => {
        const [hold] = await a.t.fresh.database.sql<{ state: string }[]>`
          select state from payment_holds where request_id = ${id}`;
        return hold?.state === 'lapsed';
      },
      { ms: 15_000, what: 'the lapse job lapsed the hold' },
    );
    const [holder] = await a.t.fresh.database.sql`select 1 from slot_holds where hold_id = ${id}`;
    expect(holder).toBeUndefined();
  });
});

describe('Pay with bKash', () => {
  it('creates the payment with bKash as documented and answers the page to send the visitor to', async () => {
    const { id, body } = await heldRequest(a.t);
    const paymentId = await startPayment(a.t, id);
    const create = a.bkash.requests.findLast((request) => request.call === 'create');
    expect(create?.body).toEqual({
      mode: '0011',
      payerReference: body.phone,
      callbackURL: `${TEST_SITE_URL}/api/bkash/callback`,
      amount: String(TEST_ADVANCE),
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: id,
    });
    expect(await bkashRow(paymentId)).toMatchObject({ state: 'created', trx_id: null });
  });

  it('confirms the request on bKash’s word: booking made, payment recorded with its trxID, by bKash in the trail', async () => {
    const { id, slot } = await heldRequest(a.t);
    const paymentId = await startPayment(a.t, id);
    a.bkash.approve(paymentId);
    const back = await callback(a.t, paymentId);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(returnTo(id, 'paid'));
    const trxId = a.bkash.payments.get(paymentId)?.trxID;
    expect(trxId).toMatch(/^[A-Z0-9]{10}$/);
    expect(await paymentsOf(a.t, id)).toEqual([{ amount: TEST_ADVANCE, method: 'bkash', transaction_id: trxId }]);
    expect(await statusOf(a.t, id)).toMatchObject({ status: 'confirmed', advance: { state: 'paid', amount: 500 } });
    expect(await booked(slot.date)).toContain(slot.slotId);
    const trail = await a.t.fresh.database.sql<{ action: string; actor: string }[]>`
      select action, actor from audit_log where booking_id = ${id} and action <> 'request.created' order by id`;
    expect(trail).toEqual([
      { action: 'request.confirmed', actor: 'bKash' },
      { action: 'booking.created', actor: 'bKash' },
      { action: 'payment.added', actor: 'bKash' },
    ]);
  });

  it('records one payment however often the callback comes, one after another or at once', async () => {
    const { id } = await heldRequest(a.t);
    const paymentId = await startPayment(a.t, id);
    a.bkash.approve(paymentId);
    const answers = [];
    for (let n = 0; n < 5; n++) answers.push(await callback(a.t, paymentId));
    answers.push(...(await Promise.all(Array.from({ length: 10 }, () => callback(a.t, paymentId)))));
    for (const answer of answers) expect(answer.headers.location).toBe(returnTo(id, 'paid'));
    expect(await paymentsOf(a.t, id)).toHaveLength(1);
  });

  it('believes the status query when execute times out, and records the payment once', async () => {
    const { id } = await heldRequest(a.t);
    const paymentId = await startPayment(a.t, id);
    a.bkash.approve(paymentId);
    // Execute completes at bKash but answers after the app has stopped waiting; the query then says Completed.
    a.bkash.script('execute', { delayMs: 2_000 });
    const back = await callback(a.t, paymentId);
    expect(back.headers.location).toBe(returnTo(id, 'paid'));
    expect(a.bkash.requests.filter((r) => r.call === 'status').length).toBeGreaterThan(0);
    expect(await paymentsOf(a.t, id)).toHaveLength(1);
    expect((await statusOf(a.t, id)).status).toBe('confirmed');
  });

  it('changes nothing on a cancel, and the hold stays for a second try', async () => {
    const { id } = await heldRequest(a.t);
    const paymentId = await startPayment(a.t, id);
    const back = await callback(a.t, paymentId, 'cancel');
    expect(back.headers.location).toBe(returnTo(id, 'cancelled'));
    expect((await statusOf(a.t, id)).advance.state).toBe('holding');
    const again = await startPayment(a.t, id);
    a.bkash.approve(again);
    expect((await callback(a.t, again)).headers.location).toBe(returnTo(id, 'paid'));
  });

  it('answers 503 when bKash is down, and the hold stays', async () => {
    const { id } = await heldRequest(a.t);
    a.bkash.script('create', { fail: { httpStatus: 500 } });
    const response = await a.t.app.inject({ method: 'POST', url: `/api/booking-requests/${id}/bkash` });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'BKASH_UNAVAILABLE', error: expect.stringMatching(/Send money/) });
    expect((await statusOf(a.t, id)).advance.state).toBe('holding');
  });

  it('answers 404 for an unknown request', async () => {
    const response = await a.t.app.inject({ method: 'POST', url: '/api/booking-requests/K7Q-M4X-PAR/bkash' });
    expect(response.statusCode).toBe(404);
  });
});

describe('a forged or late callback', () => {
  it('changes nothing for a paymentID the site never started', async () => {
    const before = await a.t.fresh.database.sql`select count(*)::int as n from payments`;
    const back = await callback(a.t, 'TR0011FORGED12345678');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(returnTo(null, 'unknown'));
    expect(await a.t.fresh.database.sql`select count(*)::int as n from payments`).toEqual(before);
  });

  it('confirms nothing on status=success for a payment the visitor never approved', async () => {
    const { id } = await heldRequest(a.t);
    const paymentId = await startPayment(a.t, id);
    const back = await callback(a.t, paymentId, 'success');
    expect(back.headers.location).toBe(returnTo(id, 'failed'));
    expect((await statusOf(a.t, id)).status).toBe('pending');
    expect(await paymentsOf(a.t, id)).toHaveLength(0);
  });

  it('confirms only the request a paymentID was started for, not another booking’s', async () => {
    const first = await heldRequest(a.t);
    const second = await heldRequest(a.t);
    const paymentId = await startPayment(a.t, first.id);
    a.bkash.approve(paymentId);
    const back = await callback(a.t, paymentId);
    expect(back.headers.location).toBe(returnTo(first.id, 'paid'));
    expect((await statusOf(a.t, second.id)).status).toBe('pending');
    expect(await paymentsOf(a.t, second.id)).toHaveLength(0);
  });

  it('records nothing when bKash completed another amount than the one asked', async () => {
    const { id } = await heldRequest(a.t);
    const paymentId = await startPayment(a.t, id);
    const payment = a.bkash.payments.get(paymentId);
    if (!payment) throw new Error('no payment at the stand-in');
    payment.amount = '5';
    a.bkash.approve(paymentId);
    const back = await callback(a.t, paymentId);
    expect(back.headers.location).toBe(returnTo(id, 'failed'));
    expect((await statusOf(a.t, id)).status).toBe('pending');
    expect(await bkashRow(paymentId)).toMatchObject({ state: 'created' });
  });

  it('refunds by itself a payment completed after the hold lapsed and the slot was taken', async () => {
    const { id, slot } = await heldRequest(a.t);
    const paymentId = await startPayment(a.t, id);
    await expireHold(a.t, id);
    expect((await requestSlot(a.t, slot)).statusCode).toBe(201);
    a.bkash.approve(paymentId);
    const back = await callback(a.t, paymentId);
    expect(back.headers.location).toBe(returnTo(id, 'lapsed'));
    const refunds = a.bkash.payments.get(paymentId)?.refunds ?? [];
    expect(refunds).toEqual([expect.objectContaining({ amount: String(TEST_ADVANCE), sku: id })]);
    expect(await bkashRow(paymentId)).toMatchObject({ state: 'refunded', refund_trx_id: refunds[0]?.refundTrxID });
    expect(await statusOf(a.t, id)).toMatchObject({
      status: 'pending',
      advance: { state: 'refunded', amount: TEST_ADVANCE },
    });
    expect(await paymentsOf(a.t, id)).toHaveLength(0);
    const [entry] = await a.t.fresh.database.sql`
      select actor from audit_log where booking_id = ${id} and action = 'bkash.refunded'`;
    expect(entry).toEqual({ actor: 'bKash' });
    // A late replay refunds nothing twice.
    expect((await callback(a.t, paymentId)).headers.location).toBe(returnTo(id, 'lapsed'));
    expect(a.bkash.payments.get(paymentId)?.refunds).toHaveLength(1);
  });

  it('refunds a payment completed after the manager rejected the request', async () => {
    const { id } = await heldRequest(a.t);
    const paymentId = await startPayment(a.t, id);
    const reject = await a.t.app.inject({
      method: 'DELETE',
      url: `/api/booking-requests/${id}`,
      headers: { authorization: `Bearer ${await a.t.adminToken()}` },
    });
    expect(reject.statusCode).toBe(200);
    a.bkash.approve(paymentId);
    expect((await callback(a.t, paymentId)).headers.location).toBe(returnTo(id, 'lapsed'));
    expect(a.bkash.payments.get(paymentId)?.refunds).toHaveLength(1);
    expect(await statusOf(a.t, id)).toMatchObject({ status: 'rejected', advance: { state: 'refunded' } });
  });

  it('confirms a payment completed after the hold lapsed when the slot is still free', async () => {
    const { id } = await heldRequest(a.t);
    const paymentId = await startPayment(a.t, id);
    await expireHold(a.t, id);
    a.bkash.approve(paymentId);
    expect((await callback(a.t, paymentId)).headers.location).toBe(returnTo(id, 'paid'));
    expect((await statusOf(a.t, id)).status).toBe('confirmed');
  });
});

describe('Send money (an advance reported by hand)', () => {
  const report = (id: string, payload: object) =>
    a.t.app.inject({ method: 'POST', url: `/api/booking-requests/${id}/advance-report`, payload });

  it('is stored, keeps the slot held past the hold time, and the manager confirms with one tap', async () => {
    const { id, slot } = await heldRequest(a.t);
    const response = await report(id, { method: 'nagad', transactionId: 'ab12cd34ef', amount: 500 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ state: 'reported', amount: 500 });
    await expireHold(a.t, id);
    expect((await requestSlot(a.t, slot)).statusCode).toBe(409);
    expect((await statusOf(a.t, id)).advance).toEqual({ state: 'reported', amount: 500 });
    const confirm = await a.t.app.inject({
      method: 'POST',
      url: `/api/booking-requests/${id}/confirm`,
      headers: { authorization: `Bearer ${await a.t.adminToken()}` },
    });
    expect(confirm.statusCode).toBe(200);
    expect(await paymentsOf(a.t, id)).toEqual([{ amount: 500, method: 'nagad', transaction_id: 'AB12CD34EF' }]);
  });

  it('refuses a transaction ID reported before (any case), a second report, and a bad body', async () => {
    const first = await heldRequest(a.t);
    const second = await heldRequest(a.t);
    expect((await report(first.id, { method: 'bkash', transactionId: 'DUP0000001', amount: 500 })).statusCode).toBe(
      201,
    );
    const duplicate = await report(second.id, { method: 'bkash', transactionId: 'dup0000001', amount: 500 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('ADVANCE_DUPLICATE');
    const again = await report(first.id, { method: 'bkash', transactionId: 'OTHER00001', amount: 500 });
    expect(again.json().code).toBe('ADVANCE_REPORTED');
    const tooMuch = await report(second.id, { method: 'rocket', transactionId: 'MUCH000001', amount: 100_000 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().code).toBe('PAYMENT_AMOUNT_INVALID');
    const bad = await report(second.id, { method: 'cash', transactionId: 'x', amount: 0 });
    expect(bad.statusCode).toBe(400);
    expect((await report('K7Q-M4X-PAR', { method: 'bkash', transactionId: 'NONE000001', amount: 1 })).statusCode).toBe(
      404,
    );
  });
});

describe('a venue that asks an advance without bKash online', () => {
  let manual: AdvanceApp;
  beforeAll(async () => {
    manual = await advanceApp({ online: false });
  });
  afterAll(async () => {
    await manual?.close();
  });

  it('still holds the slot for Send money, offers no online payment, and refuses Pay with bKash with 409', async () => {
    const response = await requestSlot(manual.t, freshSlot());
    expect(response.statusCode).toBe(201);
    expect(response.json().advance).toMatchObject({ amount: TEST_ADVANCE, online: false });
    const pay = await manual.t.app.inject({
      method: 'POST',
      url: `/api/booking-requests/${response.json()._id}/bkash`,
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().code).toBe('BKASH_OFF');
    expect(manual.bkash.requests).toHaveLength(0);
  });

  it('asks no advance when there is no way to pay: no bKash and no Send money number shown', async () => {
    await manual.t.editSettings((settings) => {
      if (settings.payments) settings.payments.manualMoneyShown = false;
    });
    const slot = freshSlot();
    const response = await requestSlot(manual.t, slot);
    expect(response.statusCode).toBe(201);
    expect(response.json().advance).toBeUndefined();
    expect((await statusOf(manual.t, response.json()._id)).advance).toBeUndefined();
    expect((await requestSlot(manual.t, slot)).statusCode).toBe(201);
  });
});
