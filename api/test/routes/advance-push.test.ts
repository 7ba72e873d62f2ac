import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../../src/lib/push/push-service-hosts';
import {
  type AdvanceApp,
  advanceApp,
  callback,
  expireHold,
  heldRequest,
  requestSlot,
  startPayment,
  statusOf,
  TEST_ADVANCE,
} from '../support/advance';
import { testPushConfig } from '../support/app';
import { type FakePushService, startFakePushService, type TestDevice } from '../support/push-service';
import { waitUntil } from '../support/wait';

// Issue 30 (decision 090): money that moved without the manager is told to the manager's devices.

let service: FakePushService;
let a: AdvanceApp;
let phone: TestDevice;

beforeAll(async () => {
  service = await startFakePushService();
  service.respondWith(() => ({ status: 201 }));
  a = await advanceApp({
    config: { push: testPushConfig(`${DEFAULT_PUSH_SERVICE_HOSTS},${service.host}`) },
    push: { ca: service.ca, retryDelaySeconds: 0, retryBackoff: false, pollingIntervalSeconds: 0.5 },
  });
  phone = service.device('manager-phone');
  const subscribed = await a.t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { authorization: `Bearer ${await a.t.adminToken()}` },
    payload: phone.subscription,
  });
  expect(subscribed.statusCode).toBe(204);
});
afterAll(async () => {
  await a?.close();
  await service?.close();
});

/** The manager's messages about advances, in the order they came (new-request notices left out). */
function advanceMessages(): unknown[] {
  return phone.messages().filter((message) => (message as { kind: string }).kind.startsWith('advance-'));
}

async function waitForAdvanceMessages(count: number, what: string): Promise<void> {
  await waitUntil(() => advanceMessages().length >= count, {
    ms: 20_000,
    what,
    state: () => `${advanceMessages().length} advance notices`,
  });
}

describe("the manager's notices of advances", () => {
  it('a request confirmed by an advance paid online: once, with its slot, name and amount, however often bKash calls back', async () => {
    const { id, slot, body } = await heldRequest(a.t);
    const paymentId = await startPayment(a.t, id);
    a.bkash.approve(paymentId);
    await Promise.all([callback(a.t, paymentId), callback(a.t, paymentId)]);
    await callback(a.t, paymentId);
    await waitForAdvanceMessages(1, 'the paid notice');
    expect(advanceMessages()).toEqual([
      { kind: 'advance-paid', id, slotId: slot.slotId, date: slot.date, name: body.name, amount: TEST_ADVANCE },
    ]);
    // No phone number in it.
    expect(JSON.stringify(advanceMessages())).not.toContain(body.phone);
  });

  it('a payment that came after its slot was taken: told once bKash has given it back', async () => {
    const before = advanceMessages().length;
    const { id, slot } = await heldRequest(a.t);
    const paymentId = await startPayment(a.t, id);
    await expireHold(a.t, id);
    expect((await requestSlot(a.t, slot)).statusCode).toBe(201);
    a.bkash.approve(paymentId);
    await callback(a.t, paymentId);
    await waitForAdvanceMessages(before + 1, 'the refunded notice');
    expect(advanceMessages().slice(before)).toEqual([
      { kind: 'advance-refunded', id, slotId: slot.slotId, date: slot.date, amount: TEST_ADVANCE },
    ]);
  });
});

describe("the visitor's notice that a request waits for its advance", () => {
  /** A visitor's device follows request `id`, as the outbox does once it has sent the request (issue 14). */
  async function follow(id: string, device: TestDevice): Promise<void> {
    const response = await a.t.app.inject({
      method: 'POST',
      url: `/api/booking-requests/${id}/subscription`,
      payload: device.subscription,
    });
    expect(response.statusCode, response.body).toBe(204);
  }

  /** The `advance-due` events the database queued for request `id`. */
  async function advanceDueEvents(id: string): Promise<number> {
    const [row] = await a.t.fresh.database.sql<{ n: number }[]>`
      select count(*)::int as n from pgboss.job
      where name = 'push-event' and data->>'event' = 'advance-due' and data->>'requestId' = ${id}`;
    return row?.n ?? 0;
  }

  it('a device that follows a held request hears the amount and the hold’s end, worded in the request’s language', async () => {
    const visitor = service.device('visitor-phone');
    const { id, slot } = await heldRequest(a.t);
    const [hold] = await a.t.fresh.database.sql<{ expires_at: Date }[]>`
      select expires_at from payment_holds where request_id = ${id}`;
    await follow(id, visitor);
    await waitUntil(() => visitor.messages().length >= 1, { ms: 20_000, what: 'the advance-due notice' });
    expect(visitor.messages()).toEqual([
      {
        kind: 'advance-due',
        id,
        slotId: slot.slotId,
        date: slot.date,
        amount: TEST_ADVANCE,
        payBy: hold?.expires_at.toISOString(),
        lang: 'en',
      },
    ]);
    expect(JSON.stringify(visitor.messages())).not.toMatch(/01[3-9]\d{8}/);
  });

  it('is not queued for a request whose advance was reported, paid, or whose hold lapsed', async () => {
    const reported = await heldRequest(a.t);
    const report = await a.t.app.inject({
      method: 'POST',
      url: `/api/booking-requests/${reported.id}/advance-report`,
      payload: { method: 'bkash', transactionId: 'DUE0REPORTED1', amount: TEST_ADVANCE },
    });
    expect(report.statusCode, report.body).toBe(201);

    const paid = await heldRequest(a.t);
    const paymentId = await startPayment(a.t, paid.id);
    a.bkash.approve(paymentId);
    await callback(a.t, paymentId);

    const lapsed = await heldRequest(a.t);
    await expireHold(a.t, lapsed.id);

    const device = service.device('visitor-tablet');
    for (const { id } of [reported, paid, lapsed]) {
      await follow(id, device);
      expect(await advanceDueEvents(id), id).toBe(0);
    }
  });

  it('says nothing when the advance was paid between the follow and the send', async () => {
    const latecomer = service.device('visitor-laptop');
    const { id } = await heldRequest(a.t);
    const paymentId = await startPayment(a.t, id);
    a.bkash.approve(paymentId);
    // The event is queued by the follow; the payment lands before any process takes the job.
    await a.t.fresh.database.sql.begin(async (tx) => {
      await tx`insert into request_push_subscriptions (request_id, endpoint, p256dh, auth)
        values (${id}, ${latecomer.subscription.endpoint}, ${latecomer.subscription.keys.p256dh},
          ${latecomer.subscription.keys.auth})`;
      await tx`update pgboss.job set start_after = now() + interval '1 day'
        where name = 'push-event' and data->>'requestId' = ${id}`;
    });
    expect(await advanceDueEvents(id)).toBe(1);
    await callback(a.t, paymentId);
    expect((await statusOf(a.t, id)).status).toBe('confirmed');
    await a.t.fresh.database.sql`update pgboss.job set start_after = now()
      where name = 'push-event' and data->>'requestId' = ${id} and data->>'event' = 'advance-due'`;
    await waitUntil(
      async () => {
        const [row] = await a.t.fresh.database.sql<{ state: string }[]>`
          select state from pgboss.job where name = 'push-event' and data->>'requestId' = ${id}
            and data->>'event' = 'advance-due'`;
        return row?.state === 'completed';
      },
      { ms: 20_000, what: 'the advance-due event job to run' },
    );
    // The event job queues its sends before it completes: none was queued.
    const [sends] = await a.t.fresh.database.sql<{ n: number }[]>`
      select count(*)::int as n from pgboss.job
      where name = 'push-send' and data->>'requestId' = ${id} and data->'message'->>'kind' = 'advance-due'`;
    expect(sends?.n).toBe(0);
  });
});
