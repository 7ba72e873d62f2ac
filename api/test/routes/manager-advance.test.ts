import type { Booking, BookingRequest, Schedule } from '@turf/sync-contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdvanceApp,
  advanceApp,
  callback,
  expireHold,
  freshSlot,
  heldRequest,
  startPayment,
  TEST_ADVANCE,
} from '../support/advance';

let a: AdvanceApp;
beforeAll(async () => {
  a = await advanceApp();
});
afterAll(async () => {
  await a?.close();
});

async function admin(url: string) {
  const response = await a.t.app.inject({ url, headers: { authorization: `Bearer ${await a.t.adminToken()}` } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function card(id: string): Promise<BookingRequest | undefined> {
  return ((await admin('/api/booking-requests?limit=200')) as BookingRequest[]).find((request) => request._id === id);
}

async function board(date: string): Promise<Schedule> {
  return admin(`/api/schedule?from=${date}&to=${date}`);
}

async function databaseRow(id: string): Promise<Booking | undefined> {
  return ((await admin('/api/bookings/all')) as Booking[]).find((booking) => booking._id === id);
}

describe('the manager’s reads say where a request’s advance stands', () => {
  it('`none` on the card and the board while the venue waits for an advance that has not come', async () => {
    const { id, slot } = await heldRequest(a.t);
    expect((await card(id))?.managerAdvance).toEqual({ state: 'none', amount: TEST_ADVANCE });
    const pending = (await board(slot.date)).pending.find((request) => request._id === id);
    expect(pending?.managerAdvance).toEqual({ state: 'none', amount: TEST_ADVANCE });
  });

  it('`not-completed` once the hold lapsed, whether or not its lapse was written yet', async () => {
    const { id, slot } = await heldRequest(a.t);
    await expireHold(a.t, id);
    expect((await card(id))?.managerAdvance).toEqual({ state: 'not-completed', amount: TEST_ADVANCE });
    await a.t.app.repos.advancePayments.lapse(id);
    const pending = (await board(slot.date)).pending.find((request) => request._id === id);
    expect(pending?.managerAdvance).toEqual({ state: 'not-completed', amount: TEST_ADVANCE });
  });

  it('`reported` with the method, transaction ID and amount sent by hand, on the card and then on the booking', async () => {
    const { id, slot } = await heldRequest(a.t);
    const reported = await a.t.app.inject({
      method: 'POST',
      url: `/api/booking-requests/${id}/advance-report`,
      payload: { method: 'nagad', transactionId: 'nq12cd34ef', amount: 400 },
    });
    expect(reported.statusCode).toBe(201);
    const advance = { state: 'reported', method: 'nagad', transactionId: 'NQ12CD34EF', amount: 400 };
    expect((await card(id))?.managerAdvance).toEqual(advance);
    const confirm = await a.t.app.inject({
      method: 'POST',
      url: `/api/booking-requests/${id}/confirm`,
      headers: { authorization: `Bearer ${await a.t.adminToken()}` },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await board(slot.date)).bookings.find((booking) => booking._id === id)?.managerAdvance).toEqual(advance);
  });

  it('`paid-online` with bKash’s trxID on the board and the Database once bKash completed the payment', async () => {
    const { id, slot } = await heldRequest(a.t);
    const paymentId = await startPayment(a.t, id);
    a.bkash.approve(paymentId);
    expect((await callback(a.t, paymentId)).statusCode).toBe(303);
    const trxId = a.bkash.payments.get(paymentId)?.trxID;
    const advance = { state: 'paid-online', amount: TEST_ADVANCE, trxId, refunded: 0 };
    expect((await board(slot.date)).bookings.find((booking) => booking._id === id)?.managerAdvance).toEqual(advance);
    expect((await databaseRow(id))?.managerAdvance).toEqual(advance);
  });

  it('nothing on a booking no advance was asked for (the manager’s own)', async () => {
    const slot = freshSlot();
    const made = await a.t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { authorization: `Bearer ${await a.t.adminToken()}` },
      payload: { ...slot, name: 'Walk-in', phone: '01711111111' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id: string = made.json()._id;
    const booking = (await board(slot.date)).bookings.find((row) => row._id === id);
    expect(booking).toBeDefined();
    expect(booking).not.toHaveProperty('managerAdvance');
    expect(await databaseRow(id)).not.toHaveProperty('managerAdvance');
  });
});
