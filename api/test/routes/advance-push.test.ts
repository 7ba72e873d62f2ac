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
