import { newBookingId } from '@turf/sync-contract/booking-id';
import {
  bookingMoney,
  PAYMENT_AMOUNT_MAX,
  RECEIVED_MAX_TIMES_PRICE,
  receivableLeft,
} from '@turf/sync-contract/payments';
import type { Booking, BookingWithPayments, Payment } from '@turf/sync-contract/schemas';
import { getSlot, SLOT_IDS } from '@turf/sync-contract/slots';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, TEST_ADMIN_EMAIL, TEST_NOW, type TestApp, validBody } from '../support/app';
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

function admin(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { authorization, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

// Each test books its own slot: a date and slot no other test uses.
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

const pay = (id: string, body: unknown) => admin('POST', `/api/bookings/all/${id}/payments`, body);
const toggle = (id: string, paid: boolean) => admin('PATCH', `/api/bookings/all/${id}`, { paid });
const unpay = (id: string, paymentId: string) => admin('DELETE', `/api/bookings/all/${id}/payments/${paymentId}`);

/** What the database holds for a booking: its `paid` column and the payments' sum. */
async function stored(id: string): Promise<{ price: number; paid: boolean; sum: number; count: number }> {
  const [row] = await t.fresh.database.sql<{ price: number; paid: boolean; sum: number; count: number }[]>`
    select b.price, b.paid, coalesce(sum(p.amount), 0)::int as sum, count(p.id)::int as count
    from bookings b left join payments p on p.booking_id = b.id where b.id = ${id} group by b.id`;
  if (!row) throw new Error(`no booking ${id}`);
  return row;
}

async function counts(): Promise<{ payments: number; refunds: number; audit: number }> {
  const [row] = await t.fresh.database.sql<{ payments: number; refunds: number; audit: number }[]>`
    select (select count(*)::int from payments) as payments, (select count(*)::int from refunds) as refunds,
      (select count(*)::int from audit_log) as audit`;
  return row ?? { payments: -1, refunds: -1, audit: -1 };
}

/** Every booking answer is self-consistent: its money is what the contract's rule says of its payments and refunds. */
function expectConsistent(answer: BookingWithPayments): void {
  expect({ paid: answer.paid, due: answer.due, toRefund: answer.toRefund }).toEqual(
    bookingMoney(answer, answer.payments, answer.refunds),
  );
}

describe('POST /api/bookings/all/:id/payments', () => {
  it('records a payment: 201 with the booking, its payments and what is due; received now by default', async () => {
    const b = await booking();
    const response = await pay(b._id, { amount: 500, method: 'bkash', transactionId: '9c7a1b2d3e', note: ' advance ' });
    expect(response.statusCode).toBe(201);
    const answer = json<BookingWithPayments>(response);
    expect(answer).toEqual({
      ...b,
      paid: false,
      due: b.price - 500,
      refunds: [],
      toRefund: 0,
      refundKeptNote: null,
      payments: [
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          bookingId: b._id,
          amount: 500,
          method: 'bkash',
          // Stored upper-case: the same ID typed in either case is one payment.
          transactionId: '9C7A1B2D3E',
          receivedAt: TEST_NOW.toISOString(),
          note: 'advance',
          madeByToggle: false,
        },
      ],
    });
    expect(await stored(b._id)).toMatchObject({ paid: false, sum: 500 });
  });

  it('an advance by bKash and the rest in cash: due goes to 0 and the booking is paid, in the list too', async () => {
    const b = await booking();
    await pay(b._id, {
      amount: 1000,
      method: 'bkash',
      transactionId: 'ADV0000001',
      receivedAt: '2026-11-20T10:00:00Z',
    });
    const rest = json<BookingWithPayments>(await pay(b._id, { amount: b.price - 1000, method: 'cash' }));
    expect(rest).toMatchObject({ paid: true, due: 0 });
    expect(rest.payments.map((p) => p.method)).toEqual(['bkash', 'cash']);
    expectConsistent(rest);
    expect(await stored(b._id)).toMatchObject({ paid: true, sum: b.price });
    const listed = json<BookingWithPayments[]>(await admin('GET', '/api/bookings/all')).find((x) => x._id === b._id);
    expect(listed).toEqual(rest);
  });

  it('more than the price: due is negative and the booking paid', async () => {
    const b = await booking();
    const answer = json<BookingWithPayments>(await pay(b._id, { amount: b.price + 200, method: 'bank' }));
    expect(answer).toMatchObject({ paid: true, due: -200 });
  });

  it('accepts a transaction ID for cash, bank and other too, and every method', async () => {
    const b = await booking();
    for (const [method, transactionId] of [
      ['cash', undefined],
      ['nagad', 'NAGAD12345'],
      ['rocket', 'ROCKET1234567890'],
      ['bank', 'BANKREF001'],
      ['other', undefined],
    ] as const) {
      const response = await pay(b._id, { amount: 10, method, ...(transactionId ? { transactionId } : {}) });
      expect(response.statusCode, method).toBe(201);
    }
  });

  const BAD_BODIES: [string, unknown, string][] = [
    ['amount 0', { amount: 0, method: 'cash' }, 'PAYMENT_AMOUNT_INVALID'],
    ['a negative amount', { amount: -5, method: 'cash' }, 'PAYMENT_AMOUNT_INVALID'],
    ['a fraction of a taka', { amount: 10.5, method: 'cash' }, 'PAYMENT_AMOUNT_INVALID'],
    ['an amount as text', { amount: '500', method: 'cash' }, 'PAYMENT_AMOUNT_INVALID'],
    ['an amount past the ceiling', { amount: 10_000_001, method: 'cash' }, 'PAYMENT_AMOUNT_INVALID'],
    ['no amount', { method: 'cash' }, 'PAYMENT_AMOUNT_INVALID'],
    ['an unknown method', { amount: 5, method: 'card' }, 'PAYMENT_METHOD_INVALID'],
    ['no method', { amount: 5 }, 'PAYMENT_METHOD_INVALID'],
    ['bKash without a transaction ID', { amount: 5, method: 'bkash' }, 'TRANSACTION_ID_REQUIRED'],
    ['Nagad without a transaction ID', { amount: 5, method: 'nagad' }, 'TRANSACTION_ID_REQUIRED'],
    ['Rocket without a transaction ID', { amount: 5, method: 'rocket' }, 'TRANSACTION_ID_REQUIRED'],
    ['a 7-character ID', { amount: 5, method: 'bkash', transactionId: 'ABC1234' }, 'TRANSACTION_ID_INVALID'],
    ['a 21-character ID', { amount: 5, method: 'bkash', transactionId: 'A'.repeat(21) }, 'TRANSACTION_ID_INVALID'],
    ['an ID with a dash', { amount: 5, method: 'bkash', transactionId: 'ABC-123456' }, 'TRANSACTION_ID_INVALID'],
    ['an ID with a space', { amount: 5, method: 'nagad', transactionId: 'ABC 123456' }, 'TRANSACTION_ID_INVALID'],
    ['an ID in Bangla digits', { amount: 5, method: 'bkash', transactionId: '১২৩৪৫৬৭৮৯০' }, 'TRANSACTION_ID_INVALID'],
    ['an empty ID', { amount: 5, method: 'cash', transactionId: '' }, 'TRANSACTION_ID_INVALID'],
    ['not a time', { amount: 5, method: 'cash', receivedAt: 'yesterday' }, 'PAYMENT_RECEIVED_AT_INVALID'],
    ['before 2000', { amount: 5, method: 'cash', receivedAt: '1999-12-31T23:59:59Z' }, 'PAYMENT_RECEIVED_AT_INVALID'],
    [
      'two days ahead',
      { amount: 5, method: 'cash', receivedAt: '2026-11-24T05:00:00Z' },
      'PAYMENT_RECEIVED_AT_INVALID',
    ],
    ['a note too long', { amount: 5, method: 'cash', note: 'x'.repeat(201) }, 'NOTE_TOO_LONG'],
    ['a note with hidden characters', { amount: 5, method: 'cash', note: 'a\u202Eb' }, 'NOTE_HIDDEN_CHARACTERS'],
    ['an unknown field', { amount: 5, method: 'cash', paid: true }, 'INVALID_INPUT'],
    ['an array', [{ amount: 5, method: 'cash' }], 'INVALID_INPUT'],
  ];

  it.each(BAD_BODIES)('refuses %s: 400 { error, code } and nothing saved', async (_label, body, code) => {
    const b = await booking();
    const before = await counts();
    const response = await pay(b._id, body);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: expect.any(String), code });
    expect(await counts()).toEqual(before);
  });

  it('names the service whose transaction ID is missing', async () => {
    const b = await booking();
    expect(json(await pay(b._id, { amount: 5, method: 'nagad' }))).toEqual({
      error: 'Enter the Nagad transaction ID (8 to 20 letters and digits)',
      code: 'TRANSACTION_ID_REQUIRED',
    });
  });

  it('a day ahead is accepted (a phone clock running fast)', async () => {
    const b = await booking();
    const receivedAt = new Date(TEST_NOW.getTime() + 23 * 3600_000).toISOString();
    expect((await pay(b._id, { amount: 5, method: 'cash', receivedAt })).statusCode).toBe(201);
  });

  it('an unknown booking: 404, nothing saved; a malformed Booking ID: 400', async () => {
    const before = await counts();
    const response = await pay('K7Q-M4X-PAR', { amount: 5, method: 'cash' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ error: 'No booking has this ID', code: 'BOOKING_NOT_FOUND' });
    expect(await counts()).toEqual(before);
  });

  it('the same method and transaction ID twice: 409 naming the booking that has it, in any case, nothing saved', async () => {
    const first = await booking();
    const second = await booking();
    expect((await pay(first._id, { amount: 500, method: 'bkash', transactionId: 'DUP1234567' })).statusCode).toBe(201);
    const before = await counts();
    for (const [target, id] of [
      [second._id, 'DUP1234567'],
      [first._id, 'dup1234567'],
    ] as const) {
      const response = await pay(target, { amount: 500, method: 'bkash', transactionId: id });
      expect(response.statusCode).toBe(409);
      expect(json(response)).toEqual({
        error: `A bKash payment with transaction ID DUP1234567 is already recorded on booking ${first._id}. Check the ID; nothing was saved`,
        code: 'PAYMENT_DUPLICATE',
      });
    }
    expect(await counts()).toEqual(before);
    // Another service's ID space is its own.
    expect((await pay(second._id, { amount: 5, method: 'nagad', transactionId: 'DUP1234567' })).statusCode).toBe(201);
  });

  it('concurrent payments with one transaction ID on two bookings: exactly one is recorded', async () => {
    const bookings = [await booking(), await booking()];
    const answers = await Promise.all(
      [...bookings, ...bookings].map((b) => pay(b._id, { amount: 100, method: 'rocket', transactionId: 'RACE000001' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const [row] = await t.fresh.database.sql<{ n: number }[]>`
      select count(*)::int as n from payments where transaction_id = 'RACE000001'`;
    expect(row?.n).toBe(1);
  });
});

describe(`the cap: a booking receives at most ${RECEIVED_MAX_TIMES_PRICE} times its price (migration 012)`, () => {
  it('up to the cap is recorded; the payment that would pass it is 409 with the figures, and nothing changes, nor the trail', async () => {
    const b = await booking();
    const cap = RECEIVED_MAX_TIMES_PRICE * b.price;
    expect((await pay(b._id, { amount: cap - b.price, method: 'cash' })).statusCode).toBe(201);
    const full = await pay(b._id, { amount: b.price, method: 'bkash', transactionId: 'CAPEXACT01' });
    expect(full.statusCode).toBe(201);
    expect(json<BookingWithPayments>(full)).toMatchObject({ paid: true, due: b.price - cap });
    const before = await counts();
    const holds = await stored(b._id);
    for (const body of [
      { amount: 1, method: 'cash' },
      { amount: PAYMENT_AMOUNT_MAX, method: 'cash' },
      { amount: 5, method: 'nagad', transactionId: 'CAPOVER001' },
    ]) {
      const response = await pay(b._id, body);
      expect(response.statusCode).toBe(409);
      expect(json(response)).toEqual({
        error: `A booking can receive at most ${RECEIVED_MAX_TIMES_PRICE} times its price, ${cap} taka in all: ${cap} taka is recorded already, so at most 0 more. Check the amount; nothing was saved`,
        code: 'PAYMENT_OVER_CAP',
      });
    }
    expect(await counts()).toEqual(before);
    expect(await stored(b._id)).toEqual(holds);
    // The refused transaction ID was not kept: it can be recorded on another booking.
    expect(
      (await pay((await booking())._id, { amount: 5, method: 'nagad', transactionId: 'CAPOVER001' })).statusCode,
    ).toBe(201);
  });

  it('one payment past the cap on a booking with none, 215 x 10,000,000 taka among them: refused, with what it can take', async () => {
    const b = await booking();
    const cap = RECEIVED_MAX_TIMES_PRICE * b.price;
    const before = await counts();
    for (const amount of [cap + 1, PAYMENT_AMOUNT_MAX]) {
      const response = await pay(b._id, { amount, method: 'cash' });
      expect(response.statusCode).toBe(409);
      expect(json<{ error: string }>(response).error).toContain(`0 taka is recorded already, so at most ${cap} more`);
    }
    expect(await counts()).toEqual(before);
    expect((await pay(b._id, { amount: cap, method: 'cash' })).statusCode).toBe(201);
  });

  it('removing a payment is never refused, and frees its amount under the cap', async () => {
    const b = await booking();
    const cap = RECEIVED_MAX_TIMES_PRICE * b.price;
    const first = json<BookingWithPayments>(await pay(b._id, { amount: cap, method: 'cash' })).payments[0] as Payment;
    expect((await pay(b._id, { amount: 1, method: 'cash' })).statusCode).toBe(409);
    expect((await unpay(b._id, first.id)).statusCode).toBe(204);
    expect((await pay(b._id, { amount: cap, method: 'cash' })).statusCode).toBe(201);
  });

  it('the paid toggle stays within it: it records only what is due', async () => {
    const b = await booking();
    await pay(b._id, { amount: 100, method: 'cash' });
    expect(json<BookingWithPayments>(await toggle(b._id, true))).toMatchObject({ paid: true, due: 0 });
  });
});

describe('DELETE /api/bookings/all/:id/payments/:paymentId', () => {
  it('removes a payment: 204, and the booking is unpaid again', async () => {
    const b = await booking();
    const paid = json<BookingWithPayments>(await pay(b._id, { amount: b.price, method: 'cash' }));
    expect(paid.paid).toBe(true);
    const payment = paid.payments[0] as Payment;
    const response = await unpay(b._id, payment.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await stored(b._id)).toMatchObject({ paid: false, count: 0 });
    const listed = json<BookingWithPayments[]>(await admin('GET', '/api/bookings/all')).find((x) => x._id === b._id);
    expect(listed).toMatchObject({ paid: false, due: b.price, payments: [] });
  });

  it('404 for an unknown booking, an unknown payment, or another booking’s payment; 400 for a malformed id', async () => {
    const owner = await booking();
    const other = await booking();
    const payment = json<BookingWithPayments>(await pay(owner._id, { amount: 5, method: 'cash' })).payments[0];
    const paymentId = payment?.id ?? '';
    const before = await counts();
    expect(json(await unpay('K7Q-M4X-PAR', paymentId))).toEqual({
      error: 'No booking has this ID',
      code: 'BOOKING_NOT_FOUND',
    });
    const unknown = await unpay(owner._id, '5a0c9e3b-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ error: 'This booking has no payment with this ID', code: 'PAYMENT_NOT_FOUND' });
    expect((await unpay(other._id, paymentId)).statusCode).toBe(404);
    const malformed = await unpay(owner._id, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toEqual({ error: 'This payment ID is not valid', code: 'PAYMENT_ID_INVALID' });
    expect(await counts()).toEqual(before);
  });
});

describe('the paid toggle on payments (PATCH /api/bookings/all/:id)', () => {
  it('{ paid: true } records a cash payment of what is due, noted Marked paid; again, nothing', async () => {
    const b = await booking();
    await pay(b._id, { amount: 700, method: 'bkash', transactionId: 'TOGGLE0001' });
    const response = await toggle(b._id, true);
    expect(response.statusCode).toBe(200);
    const answer = json<BookingWithPayments>(response);
    expect(answer).toMatchObject({ paid: true, due: 0 });
    expect(answer.payments[1]).toMatchObject({
      amount: b.price - 700,
      method: 'cash',
      transactionId: null,
      note: 'Marked paid',
      madeByToggle: true,
      receivedAt: TEST_NOW.toISOString(),
    });
    const before = await counts();
    expect(json(await toggle(b._id, true))).toEqual(answer);
    expect(await counts()).toEqual(before);
  });

  it('{ paid: false } removes the toggle’s payment and nothing else', async () => {
    const b = await booking();
    await toggle(b._id, true);
    const answer = json<BookingWithPayments>(await toggle(b._id, false));
    expect(answer).toMatchObject({ paid: false, due: b.price, payments: [] });
    expect(await stored(b._id)).toMatchObject({ paid: false, count: 0 });
  });

  it('{ paid: false } when payments recorded one by one pay it: 409 asking to remove them one by one, nothing changed', async () => {
    const b = await booking();
    await pay(b._id, { amount: 300, method: 'nagad', transactionId: 'NAGADADV01' });
    await toggle(b._id, true);
    const before = await counts();
    const response = await toggle(b._id, false);
    expect(response.statusCode).toBe(409);
    expect(json(response)).toEqual({
      error:
        'This booking has payments recorded one by one. Remove them one by one to mark it unpaid; nothing was changed',
      code: 'PAYMENTS_RECORDED',
    });
    expect(await counts()).toEqual(before);
    expect(await stored(b._id)).toMatchObject({ paid: true, count: 2 });
  });

  it('{ paid: false } on a booking that is not paid changes nothing, whatever it holds', async () => {
    const b = await booking();
    await pay(b._id, { amount: 300, method: 'cash' });
    const before = await counts();
    const answer = json<BookingWithPayments>(await toggle(b._id, false));
    expect(answer).toMatchObject({ paid: false, due: b.price - 300 });
    expect(await counts()).toEqual(before);
  });

  it('{ paid: true } on a booking its payments paid already changes nothing', async () => {
    const b = await booking();
    await pay(b._id, { amount: b.price, method: 'cash' });
    const before = await counts();
    expect(json<BookingWithPayments>(await toggle(b._id, true)).payments).toHaveLength(1);
    expect(await counts()).toEqual(before);
  });

  it('an unknown booking: 404', async () => {
    expect((await toggle('K7Q-M4X-PAR', true)).statusCode).toBe(404);
    expect((await toggle('K7Q-M4X-PAR', false)).statusCode).toBe(404);
  });

  it('cancelling answers the booking with its payments too', async () => {
    const b = await booking();
    await toggle(b._id, true);
    const answer = json<BookingWithPayments>(await admin('PATCH', `/api/bookings/all/${b._id}`, { cancelled: true }));
    expect(answer).toMatchObject({ cancelled: true, paid: true, due: 0 });
    expect(answer.payments).toHaveLength(1);
  });
});

describe('the audit trail of payments', () => {
  async function lastId(): Promise<string> {
    const [row] = await t.fresh.database.sql<{ id: string }[]>`select coalesce(max(id), 0)::text as id from audit_log`;
    return row?.id ?? '0';
  }
  async function entriesAfter(since: string) {
    return [
      ...(await t.fresh.database.sql<
        { actor: string; action: string; booking_id: string; before: unknown; after: unknown }[]
      >`select actor, action, booking_id, before, after from audit_log where id > ${since}::bigint order by id`),
    ];
  }

  it('payment.added and payment.removed name the manager, the booking and the payment', async () => {
    const b = await booking();
    let since = await lastId();
    const payment = json<BookingWithPayments>(
      await pay(b._id, { amount: 400, method: 'bkash', transactionId: 'AUDIT00001' }),
    ).payments[0] as Payment;
    const expected = { id: payment.id, booking_id: b._id, amount: 400, method: 'bkash', transaction_id: 'AUDIT00001' };
    expect(await entriesAfter(since)).toEqual([
      {
        actor: TEST_ADMIN_EMAIL,
        action: 'payment.added',
        booking_id: b._id,
        before: null,
        after: expect.objectContaining(expected),
      },
    ]);
    since = await lastId();
    await unpay(b._id, payment.id);
    expect(await entriesAfter(since)).toEqual([
      {
        actor: TEST_ADMIN_EMAIL,
        action: 'payment.removed',
        booking_id: b._id,
        before: expect.objectContaining(expected),
        after: null,
      },
    ]);
  });

  it('a payment that paid the booking also records booking.updated { paid }; the booking’s history has both', async () => {
    const b = await booking();
    const since = await lastId();
    await pay(b._id, { amount: b.price, method: 'cash' });
    expect((await entriesAfter(since)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['payment.added', null, expect.objectContaining({ amount: b.price })],
      ['booking.updated', { paid: false }, { paid: true }],
    ]);
    const history = json<{ action: string }[]>(await admin('GET', `/api/audit?bookingId=${b._id}`));
    expect(history.map((e) => e.action).slice(0, 2)).toEqual(['booking.updated', 'payment.added']);
  });

  it('deleting a booking removes its payments, each recorded, and keeps every entry', async () => {
    const b = await booking();
    await pay(b._id, { amount: 100, method: 'cash' });
    const since = await lastId();
    expect((await admin('DELETE', `/api/bookings/all/${b._id}`)).statusCode).toBe(204);
    const actions = (await entriesAfter(since)).map((e) => [e.actor, e.action]);
    expect(actions).toEqual(
      expect.arrayContaining([
        [TEST_ADMIN_EMAIL, 'booking.deleted'],
        [TEST_ADMIN_EMAIL, 'payment.removed'],
      ]),
    );
    const [row] = await t.fresh.database.sql<{ n: number }[]>`
      select count(*)::int as n from audit_log where booking_id = ${b._id} and action = 'payment.added'`;
    expect(row?.n).toBe(1);
  });

  it('a refused payment writes no entry', async () => {
    const b = await booking();
    const since = await lastId();
    await pay(b._id, { amount: 5, method: 'bkash' });
    expect(await entriesAfter(since)).toEqual([]);
  });
});

describe('the rules in the database itself (migration 010)', () => {
  async function refused(statement: Promise<unknown>): Promise<void> {
    await expect(statement).rejects.toMatchObject({ code: expect.stringMatching(/^(23514|42501)$/) });
  }

  it('refuses an amount of 0, an unknown method, mobile money without an ID, a malformed ID; payments never change', async () => {
    const b = await booking();
    const sql = t.fresh.database.sql;
    await refused(sql`insert into payments (booking_id, amount, method) values (${b._id}, 0, 'cash')`);
    await refused(sql`insert into payments (booking_id, amount, method) values (${b._id}, 5, 'card')`);
    for (const method of ['bkash', 'nagad', 'rocket']) {
      await refused(sql`insert into payments (booking_id, amount, method) values (${b._id}, 5, ${method})`);
    }
    await refused(sql`
      insert into payments (booking_id, amount, method, transaction_id) values (${b._id}, 5, 'bkash', 'abc1234567')`);
    await refused(sql`
      insert into payments (booking_id, amount, method, transaction_id) values (${b._id}, 5, 'bkash', 'AB12')`);
    await sql`insert into payments (booking_id, amount, method) values (${b._id}, 5, 'cash')`;
    await refused(sql`update payments set amount = 6 where booking_id = ${b._id}`);
    await expect(
      sql`insert into payments (booking_id, amount, method) values ('K7Q-M4X-PAR', 5, 'cash')`,
    ).rejects.toMatchObject({ code: '23503' });
  });

  it('keeps bookings.paid equal to what the payments say, whatever writes the row', async () => {
    const b = await booking();
    const sql = t.fresh.database.sql;
    await sql`update bookings set paid = true where id = ${b._id}`;
    expect(await stored(b._id)).toMatchObject({ paid: false });
    await sql`insert into payments (booking_id, amount, method) values (${b._id}, ${b.price}, 'cash')`;
    expect(await stored(b._id)).toMatchObject({ paid: true });
    await sql`update bookings set paid = false where id = ${b._id}`;
    expect(await stored(b._id)).toMatchObject({ paid: true });
    await sql`delete from payments where booking_id = ${b._id}`;
    expect(await stored(b._id)).toMatchObject({ paid: false });
  });
});

describe('the cap in the database itself (migration 012)', () => {
  const sql = () => t.fresh.database.sql;
  let nextDay = 0;
  /** A booking at any price the column allows, straight into the table, on a day of its own. */
  async function bookAt(price: number): Promise<string> {
    const id = newBookingId();
    const date = new Date(Date.UTC(2030, 0, 1) + nextDay++ * 86_400_000).toISOString().slice(0, 10);
    await sql()`
      insert into bookings (id, date, slot_id, time, name, phone, price, source)
      values (${id}, ${date}, 'M-1', ${getSlot('M-1').time}, 'Rahim', '01712345678', ${price}, 'manager')`;
    return id;
  }
  /** The SQL rule's answer: whether the database stored the payment. */
  async function stores(bookingId: string, amount: number): Promise<boolean> {
    try {
      await sql()`insert into payments (booking_id, amount, method) values (${bookingId}, ${amount}, 'cash')`;
      return true;
    } catch (error) {
      expect(error).toMatchObject({ code: '23514', constraint_name: 'payments_received_cap' });
      return false;
    }
  }

  it('refuses a payment past the cap written by any means, one statement of many rows too; a removal always goes', async () => {
    const id = await bookAt(1000);
    const before = await counts();
    expect(await stores(id, 3001)).toBe(false);
    await expect(
      sql()`insert into payments (booking_id, amount, method) select ${id}, 1000, 'cash' from generate_series(1, 4)`,
    ).rejects.toMatchObject({ code: '23514' });
    expect(await counts()).toEqual(before);
    await sql()`insert into payments (booking_id, amount, method) select ${id}, 1000, 'cash' from generate_series(1, 3)`;
    expect(await stores(id, 1)).toBe(false);
    await sql()`delete from payments where booking_id = ${id}`;
    expect(await stored(id)).toMatchObject({ sum: 0, count: 0 });
  });

  it('the SQL rule and the TypeScript one (receivableLeft) agree on every price and run of payments', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Prices up to the column's largest: 3 times one is past an int, so the SQL must count in bigint.
        fc.oneof(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 2 ** 31 - 1 })),
        fc.array(fc.oneof(fc.integer({ min: 1, max: 6000 }), fc.integer({ min: 1, max: 2 ** 31 - 1 })), {
          minLength: 1,
          maxLength: 6,
        }),
        async (price, amounts) => {
          const id = await bookAt(price);
          const accepted: { amount: number }[] = [];
          for (const amount of amounts) {
            const typescript = amount <= receivableLeft(price, accepted);
            expect(await stores(id, amount), `price ${price}, ${JSON.stringify(accepted)} + ${amount}`).toBe(
              typescript,
            );
            if (typescript) accepted.push({ amount });
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('races on one booking', () => {
  it('10 concurrent { paid: true } after an advance record exactly one payment of what was due', async () => {
    const b = await booking();
    await pay(b._id, { amount: 600, method: 'bkash', transactionId: 'ADVRACE001' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => toggle(b._id, true)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    for (const answer of answers) expect(json<BookingWithPayments>(answer)).toMatchObject({ paid: true, due: 0 });
    expect(await stored(b._id)).toMatchObject({ paid: true, sum: b.price, count: 2 });
  });

  it('50 concurrent mixed calls (paid toggles both ways, payments added and removed, cancels) never leave paid and the payments in disagreement', async () => {
    const b = await booking();
    // A few payments to remove, recorded before the race.
    const seeded = json<BookingWithPayments>(await pay(b._id, { amount: 100, method: 'cash' })).payments;
    const more = json<BookingWithPayments>(await pay(b._id, { amount: 150, method: 'other' })).payments;
    const removable = [...seeded, ...more].map((p) => p.id);
    const calls = Array.from({ length: 50 }, (_, i) => {
      // Cancels and un-cancels rewrite the booking row too (its paid is derived on every write).
      if (i % 7 === 6) return admin('PATCH', `/api/bookings/all/${b._id}`, { cancelled: i % 2 === 0 });
      switch (i % 5) {
        case 0:
          return toggle(b._id, true);
        case 1:
          return toggle(b._id, false);
        case 2:
          return pay(b._id, { amount: 50 + i, method: 'cash' });
        case 3:
          return pay(b._id, { amount: 10, method: 'bkash', transactionId: `RACEID${String(i).padStart(4, '0')}` });
        default:
          return unpay(b._id, removable[i % removable.length] ?? '');
      }
    });
    const answers = await Promise.all(calls);
    for (const answer of answers) {
      expect([200, 201, 204, 404, 409], answer.body).toContain(answer.statusCode);
      expectCodedError(answer);
      if (answer.statusCode === 200 || answer.statusCode === 201) expectConsistent(json(answer));
    }
    // Every toggle and payment decided on the payments it saw: the column equals the derived value at the end.
    const after = await stored(b._id);
    expect(after.paid).toBe(after.price <= after.sum);
    const listed = json<BookingWithPayments[]>(await admin('GET', '/api/bookings/all')).find((x) => x._id === b._id);
    if (!listed) throw new Error('booking gone');
    expectConsistent(listed);
    expect(listed.paid).toBe(after.paid);
    expect(listed.payments).toHaveLength(after.count);
    // Each payment added or removed left exactly one entry.
    const [audit] = await t.fresh.database.sql<{ added: number; removed: number }[]>`
      select count(*) filter (where action = 'payment.added')::int as added,
        count(*) filter (where action = 'payment.removed')::int as removed
      from audit_log where booking_id = ${b._id}`;
    expect((audit?.added ?? 0) - (audit?.removed ?? 0)).toBe(after.count);
  });
});

describe('random input never gives a 5xx on the payment routes, and a refusal saves nothing', () => {
  const body = fc.oneof(
    fc.record(
      {
        amount: fc.oneof(fc.integer({ min: -5, max: 20_000_000 }), fc.double(), fc.string(), fc.constant(null)),
        method: fc.oneof(fc.constantFrom('cash', 'bkash', 'nagad', 'rocket', 'bank', 'other', 'BKASH'), fc.string()),
        transactionId: fc.oneof(fc.stringMatching(/^[A-Za-z0-9]{6,22}$/), fc.string(), fc.integer()),
        receivedAt: fc.oneof(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          fc.constantFrom('2026-11-22T04:00:00Z', '0001-01-01T00:00:00Z', '2026-02-30T00:00:00Z'),
          fc.string(),
        ),
        note: fc.oneof(fc.string({ maxLength: 250 }), fc.integer()),
        paid: fc.anything(),
      },
      { requiredKeys: [] },
    ),
    fc.anything(),
  );

  it('POST payments and refunds, PATCH, DELETE', async () => {
    const b = await booking();
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom('post', 'patch', 'delete', 'refund'),
        fc.oneof(fc.constant(b._id), fc.string()),
        fc.oneof(fc.uuid(), fc.string()),
        async (payload, kind, id, paymentId) => {
          const before = await counts();
          const target = encodeURIComponent(id);
          const response =
            kind === 'post'
              ? await pay(target, payload)
              : kind === 'refund'
                ? await admin('POST', `/api/bookings/all/${target}/refunds`, payload)
                : kind === 'patch'
                  ? await admin('PATCH', `/api/bookings/all/${target}`, payload)
                  : await unpay(target, encodeURIComponent(paymentId));
          expect(response.statusCode, response.body).toBeLessThan(500);
          expectCodedError(response);
          if (response.statusCode >= 400) expect(await counts()).toEqual(before);
          else if (response.statusCode === 201 || response.statusCode === 200) expectConsistent(json(response));
        },
      ),
      { numRuns: 150 },
    );
    const after = await stored(b._id);
    expect(after.paid).toBe(after.price <= after.sum);
  });
});
