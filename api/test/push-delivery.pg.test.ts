import { newBookingId } from '@turf/sync-contract/booking-id';
import { SLOTS } from '@turf/sync-contract/slots';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_VAPID, validBody } from './support/app';
import {
  type ProductionServer,
  startProductionServer,
  type ThrowawayDatabase,
  throwawayDatabase,
} from './support/production-server';
import { pushQueuesDrained } from './support/push-queues';
import { type FakePushService, startFakePushService, type TestDevice } from './support/push-service';
import { waitUntil } from './support/wait';

/**
 * Push delivery as production runs it: app processes (`npm start`) on one PostgreSQL database, each working the job
 * queue, and a push service of our own over HTTPS that the servers trust through NODE_EXTRA_CA_CERTS.
 */

let service: FakePushService;
let database: ThrowawayDatabase;
let sql: postgres.Sql;
const servers: ProductionServer[] = [];

const ADMIN = { email: 'push@turf.test', password: 'push-test-password' };

beforeAll(async () => {
  service = await startFakePushService();
  database = await throwawayDatabase({ driver: 'postgres' });
  sql = postgres(database.url ?? '', { max: 2, onnotice: () => {} });
});
afterAll(async () => {
  for (const server of servers) await server.stop();
  await sql?.end();
  await database?.dispose();
  await service?.close();
});

function start(): Promise<ProductionServer> {
  return startProductionServer({
    database,
    env: {
      JWT_SECRET: 'push-test-secret-that-is-long-enough-1234',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      BOOKING_RATE_LIMIT: '1000000',
      STATIC_DIR: '/nonexistent',
      VAPID_PUBLIC_KEY: TEST_VAPID.publicKey,
      VAPID_PRIVATE_KEY: TEST_VAPID.privateKey,
      PUSH_SERVICE_HOSTS: service.host,
      NODE_EXTRA_CA_CERTS: service.caFile,
    },
  }).then((server) => {
    servers.push(server);
    return server;
  });
}

async function adminToken(server: ProductionServer): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function subscribeManager(server: ProductionServer, device: TestDevice): Promise<void> {
  const response = await fetch(`${server.url}/api/push/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken(server)}` },
    body: JSON.stringify(device.subscription),
  });
  expect(response.status).toBe(204);
}

let n = 0;
async function sendRequest(server: ProductionServer): Promise<string> {
  const slot = SLOTS[n % SLOTS.length];
  if (!slot) throw new Error('no slot');
  const body = validBody({
    id: newBookingId(),
    date: addDays(todayAtVenue(), 2 + Math.floor(n / SLOTS.length)),
    slotId: slot.slotId,
    time: slot.time,
  });
  n++;
  const response = await fetch(`${server.url}/api/booking-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return body.id as string;
}

describe('push delivery across app processes on PostgreSQL', () => {
  it('two app processes: each new request reaches each manager device exactly once', { timeout: 120_000 }, async () => {
    const [first, second] = [await start(), await start()];
    if (!first || !second) throw new Error('no servers');
    const phones = [service.device('two-a'), service.device('two-b')];
    for (const phone of phones) await subscribeManager(first, phone);
    // Requests through both processes, in quick succession: both work the queue at the same time.
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push(await sendRequest(i % 2 === 0 ? first : second));
    for (const phone of phones) {
      await waitUntil(() => phone.received().length >= ids.length, {
        ms: 30_000,
        what: `${phone.name} hears of all ${ids.length} requests`,
        state: () => `${phone.received().length} received`,
      });
    }
    // Until the queues have nothing left to run, so a duplicate that would come late has come.
    await pushQueuesDrained(sql, 30_000);
    for (const phone of phones) {
      const heard = phone.messages().map((message) => (message as { id: string }).id);
      expect(heard.sort()).toEqual([...ids].sort());
    }
    // Both processes did some of the work (each job by one of them): the send jobs ran on both.
    const [completed] = await sql<{ n: number }[]>`
      select count(*)::int as n from pgboss.job where name = 'push-send' and state = 'completed'`;
    expect(completed?.n).toBe(ids.length * phones.length);
    for (const server of servers.splice(0)) await server.stop();
  });

  it('a process killed between the event and the send loses nothing: the notice comes after the restart', {
    timeout: 150_000,
  }, async () => {
    const server = await start();
    const phone = service.device('restart');
    await subscribeManager(server, phone);
    // The push service holds the first message unanswered: the process is in the middle of sending it when killed.
    let held = 0;
    service.respondWith(() => (held++ === 0 ? { status: 201, delayMs: 60_000 } : { status: 201 }));
    const id = await sendRequest(server);
    await waitUntil(() => phone.received().length === 1, { ms: 20_000, what: 'the send has begun' });
    await server.kill();
    servers.splice(servers.indexOf(server), 1);
    const [active] = await sql<{ state: string }[]>`
      select state from pgboss.job where name = 'push-send' and data->>'endpoint' = ${phone.subscription.endpoint}`;
    expect(active?.state).toBe('active');

    await start();
    // The job of the dead process expires (30 s) and the maintenance (every 30 s) hands it to the new process.
    await waitUntil(() => phone.received().length >= 2, {
      ms: 100_000,
      what: 'the restarted server sends the notice again',
      state: () => `${phone.received().length} received`,
    });
    expect(phone.messages().map((message) => (message as { id: string }).id)).toEqual([id, id]);
    // The push service records a message before it answers, and the job is completed after the answer.
    const state = async () =>
      (
        await sql<{ state: string }[]>`
          select state from pgboss.job where name = 'push-send' and data->>'endpoint' = ${phone.subscription.endpoint}`
      )[0]?.state;
    let last: string | undefined;
    await waitUntil(
      async () => {
        last = await state();
        return last === 'completed';
      },
      {
        ms: 20_000,
        what: 'the send job completed',
        state: () => `its state: ${last}`,
      },
    );
  });
});
