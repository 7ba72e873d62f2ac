import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdvanceApp,
  advanceApp,
  callback,
  freshSlot,
  heldRequest,
  paymentsOf,
  requestSlot,
  startPayment,
} from '../support/advance';

let a: AdvanceApp;
beforeAll(async () => {
  a = await advanceApp();
});
afterAll(async () => {
  await a?.close();
});

describe('races for a slot confirmed by advance payment', () => {
  it('20 visitors asking for one slot at once: one holds it, 19 are told it is taken, and one pays', async () => {
    const slot = freshSlot();
    const answers = await Promise.all(Array.from({ length: 20 }, () => requestSlot(a.t, slot)));
    const made = answers.filter((answer) => answer.statusCode === 201);
    const taken = answers.filter((answer) => answer.statusCode === 409 && answer.json().code === 'SLOT_TAKEN');
    expect(made).toHaveLength(1);
    expect(taken).toHaveLength(19);
    const holds = await a.t.fresh.database.sql`
      select request_id from payment_holds where date = ${slot.date} and slot_id = ${slot.slotId}`;
    expect(holds).toHaveLength(1);
    const stored = await a.t.fresh.database.sql`
      select id from booking_requests where date = ${slot.date} and slot_id = ${slot.slotId}`;
    expect(stored).toHaveLength(1);

    const id = made[0]?.json()._id as string;
    const paymentId = await startPayment(a.t, id);
    a.bkash.approve(paymentId);
    expect((await callback(a.t, paymentId)).statusCode).toBe(303);
    expect(await paymentsOf(a.t, id)).toHaveLength(1);
  });

  it('a callback sent 10 times at once records one payment', async () => {
    const { id } = await heldRequest(a.t);
    const paymentId = await startPayment(a.t, id);
    a.bkash.approve(paymentId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => callback(a.t, paymentId)));
    for (const answer of answers) expect(answer.headers.location).toMatch(/payment=paid$/);
    expect(await paymentsOf(a.t, id)).toHaveLength(1);
    const [booking] = await a.t.fresh.database.sql<{ paid: boolean; due: number }[]>`
      select paid, due::int from bookings where id = ${id}`;
    expect(booking).toMatchObject({ paid: false });
    expect(booking?.due).toBeGreaterThan(0);
  });
});
