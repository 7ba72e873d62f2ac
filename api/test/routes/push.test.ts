import { newBookingId } from '@turf/sync-contract/booking-id';
import { PUSH_DEVICES_PER_REQUEST, PUSH_REQUESTS_PER_DEVICE, type PushMessage } from '@turf/sync-contract/schemas';
import { SLOTS } from '@turf/sync-contract/slots';
import { addDays, slotStartInstant, todayAtVenue } from '@turf/sync-contract/time';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../../src/lib/push/push-service-hosts';
import { PUSH_RETRY_LIMIT } from '../../src/plugins/app/push';
import { buildTestApp, json, TEST_VAPID, type TestApp, testPushConfig, validBody } from '../support/app';
import { pushQueuesDrained } from '../support/push-queues';
import {
  type FakePushService,
  SPLIT_HOST_ENDPOINTS,
  startFakePushService,
  type TestDevice,
  verifyVapid,
} from '../support/push-service';
import { waitUntil } from '../support/wait';

let service: FakePushService;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  service = await startFakePushService();
  t = await buildTestApp({
    // The public push services as production has them (the endpoints that split the URL parsers name theirs), and ours.
    config: { push: testPushConfig(`${DEFAULT_PUSH_SERVICE_HOSTS},${service.host}`) },
    push: {
      ca: service.ca,
      // Retries at once (the backoff of production would make this file minutes long); a dead worker's job is
      // taken up again after 5 s.
      retryDelaySeconds: 0,
      retryBackoff: false,
      pollingIntervalSeconds: 0.5,
      expireInSeconds: 5,
      maintenanceIntervalSeconds: 1,
    },
  });
  admin = await t.adminToken();
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});
beforeEach(() => {
  // The push jobs judge "is the slot still ahead" by the app's clock and the database's triggers by real time: the
  // two agree here, and the dates below are counted from today.
  t.setNow(new Date());
  service.respondWith(() => ({ status: 201 }));
});

const sql = () => t.app.db.sql;
let slotCounter = 0;
/** A request for a slot a few days ahead that no other test uses (so confirms never collide). */
async function makeRequest(overrides: Partial<{ date: string; slotId: string; lang: 'en' | 'bn' }> = {}) {
  const slot = overrides.slotId ? SLOTS.find((s) => s.slotId === overrides.slotId) : SLOTS[slotCounter % SLOTS.length];
  if (!slot) throw new Error('no slot');
  const date = overrides.date ?? addDays(todayAtVenue(new Date()), 3 + Math.floor(slotCounter / SLOTS.length));
  slotCounter++;
  const body = validBody({
    id: newBookingId(),
    date,
    slotId: slot.slotId,
    time: slot.time,
    ...(overrides.lang ? { lang: overrides.lang } : {}),
  });
  const response = await t.app.inject({ method: 'POST', url: '/api/booking-requests', payload: body });
  expect(response.statusCode).toBe(201);
  return body as typeof body & { id: string };
}

function subscribeManager(device: TestDevice | object, token = admin) {
  const payload = 'subscription' in device ? device.subscription : device;
  return t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
}

function follow(id: string, payload: object) {
  return t.app.inject({ method: 'POST', url: `/api/booking-requests/${id}/subscription`, payload });
}

async function rowsOf(endpoint: string): Promise<number> {
  const [row] = await sql()<{ n: number }[]>`
    select count(*)::int as n from request_push_subscriptions where endpoint = ${endpoint}`;
  return row?.n ?? -1;
}

async function managerRows(): Promise<number> {
  const [row] = await sql()<{ n: number }[]>`select count(*)::int as n from manager_push_subscriptions`;
  return row?.n ?? -1;
}

async function waitForMessages(device: TestDevice, count: number, what: string) {
  await waitUntil(() => device.received().length >= count, {
    ms: 20_000,
    what,
    state: () => `${device.received().length} received`,
  });
}

describe('GET /api/push/key', () => {
  it('answers the VAPID public key devices subscribe with, to anyone', async () => {
    const response = await t.app.inject({ url: '/api/push/key' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ publicKey: TEST_VAPID.publicKey });
  });
});

describe('the manager subscribes a device', () => {
  it('stores it once however often it is sent, and DELETE removes it', async () => {
    await sql()`delete from manager_push_subscriptions`;
    const device = service.device('manager-once');
    expect((await subscribeManager(device)).statusCode).toBe(204);
    expect((await subscribeManager(device)).statusCode).toBe(204);
    expect(await managerRows()).toBe(1);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: { authorization: `Bearer ${admin}` },
      payload: { endpoint: device.subscription.endpoint },
    });
    expect(removed.statusCode).toBe(204);
    expect(await managerRows()).toBe(0);
  });

  it('refuses bad subscriptions with 400 and stores nothing', async () => {
    await sql()`delete from manager_push_subscriptions`;
    const good = service.device('manager-bad').subscription;
    const cases: [string, object, string][] = [
      ['plain http', { ...good, endpoint: good.endpoint.replace('https:', 'http:') }, 'Send the subscription'],
      ['an unknown field', { ...good, extra: 1 }, 'Send the subscription'],
      ['an unknown key field', { ...good, keys: { ...good.keys, x: 'y' } }, 'Send the subscription'],
      ['a short p256dh', { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } }, 'Send the'],
      ['a long auth', { ...good, keys: { ...good.keys, auth: `${good.keys.auth}AAAA` } }, 'Send the subscription'],
      ['no keys', { endpoint: good.endpoint }, 'Send the subscription'],
      [
        'a p256dh off the curve',
        {
          ...good,
          keys: { ...good.keys, p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url') },
        },
        'The subscription key p256dh is not a point on P-256',
      ],
      ['another host', { ...good, endpoint: 'https://169.254.169.254/latest/meta-data' }, 'This push service is not'],
      [
        'a host that only starts like one',
        { ...good, endpoint: `https://${service.host}.evil.example/x` },
        'This push',
      ],
      ['the right host on another port', { ...good, endpoint: 'https://127.0.0.1:1/x' }, 'This push service is not'],
      ['credentials in the URL', { ...good, endpoint: good.endpoint.replace('https://', 'https://u:p@') }, 'This push'],
    ];
    for (const [what, body, message] of cases) {
      const response = await subscribeManager(body);
      expect(response.statusCode, what).toBe(400);
      const answer = json<{ error: string; code: string }>(response);
      expect(answer.error, what).toContain(message);
      // The host checks are their own refusal; everything else about the subscription is one.
      expect(answer.code, what).toBe(
        message.startsWith('This push') ? 'PUSH_SERVICE_UNKNOWN' : 'PUSH_SUBSCRIPTION_INVALID',
      );
    }
    expect(await managerRows()).toBe(0);
  });

  it("is the manager's: no token 401 (the route walk checks every admin route; this one by name)", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: service.device('anonymous').subscription,
    });
    expect(response.statusCode).toBe(401);
    expect(await managerRows()).toBe(0);
  });
});

describe('a visitor follows a request', () => {
  it('only an existing request, once however often it is sent', async () => {
    const device = service.device('visitor-follow');
    expect((await follow('AAA-AAA-AAA', device.subscription)).statusCode).toBe(404);
    const request = await makeRequest();
    expect((await follow(request.id, device.subscription)).statusCode).toBe(204);
    expect((await follow(request.id.toLowerCase(), device.subscription)).statusCode).toBe(204);
    const rows = await sql()`select 1 from request_push_subscriptions where request_id = ${request.id}`;
    expect(rows.length).toBe(1);
    const bad = await follow(request.id, { ...device.subscription, endpoint: 'https://example.com/x' });
    expect(bad.statusCode).toBe(400);
  });

  it(`at most ${PUSH_REQUESTS_PER_DEVICE} requests per device; one whose slot has passed no longer counts`, async () => {
    const device = service.device('visitor-five');
    const requests = [];
    for (let i = 0; i <= PUSH_REQUESTS_PER_DEVICE; i++) requests.push(await makeRequest());
    for (const request of requests.slice(0, PUSH_REQUESTS_PER_DEVICE)) {
      expect((await follow(request.id, device.subscription)).statusCode).toBe(204);
    }
    const last = requests.at(-1)?.id ?? '';
    const refused = await follow(last, device.subscription);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({
      error: `This device already follows ${PUSH_REQUESTS_PER_DEVICE} booking requests. It can follow another once one of their slots has passed`,
      code: 'PUSH_DEVICE_FULL',
    });
    // Following one of the five again is no sixth.
    expect((await follow(requests[0]?.id ?? '', device.subscription)).statusCode).toBe(204);
    // Once the first one's slot has started, the device may follow the sixth.
    const first = requests[0];
    if (!first) throw new Error('no request');
    t.setNow(new Date(slotStartInstant(first.date, first.slotId as 'M-1').getTime() + 1000));
    expect((await follow(last, device.subscription)).statusCode).toBe(204);
  });
});

describe(`at most ${PUSH_DEVICES_PER_REQUEST} devices follow one request`, () => {
  const followers = async (id: string) =>
    (
      await sql()<{ n: number }[]>`select count(*)::int as n from request_push_subscriptions where request_id = ${id}`
    )[0]?.n;

  it('the next device is refused with 409; a device already following may send its subscription again', async () => {
    const request = await makeRequest();
    const devices = Array.from({ length: PUSH_DEVICES_PER_REQUEST + 1 }, (_, i) => service.device(`crowd-${i}`));
    for (const device of devices.slice(0, PUSH_DEVICES_PER_REQUEST)) {
      expect((await follow(request.id, device.subscription)).statusCode).toBe(204);
    }
    const refused = await follow(request.id, devices.at(-1)?.subscription ?? {});
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({
      error: `${PUSH_DEVICES_PER_REQUEST} devices already get notifications for this booking request, the most one request may have. Its status is on My requests`,
      code: 'PUSH_REQUEST_FULL',
    });
    expect((await follow(request.id, devices[0]?.subscription ?? {})).statusCode).toBe(204);
    expect(await followers(request.id)).toBe(PUSH_DEVICES_PER_REQUEST);
  });

  it('holds when devices race for the last places', async () => {
    const request = await makeRequest();
    const devices = Array.from({ length: 2 * PUSH_DEVICES_PER_REQUEST }, (_, i) => service.device(`race-${i}`));
    const answers = await Promise.all(devices.map((device) => follow(request.id, device.subscription)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([
      ...Array(PUSH_DEVICES_PER_REQUEST).fill(204),
      ...Array(PUSH_DEVICES_PER_REQUEST).fill(409),
    ]);
    expect(await followers(request.id)).toBe(PUSH_DEVICES_PER_REQUEST);
  });
});

describe('an endpoint the URL parsers read as two different hosts (issue 27)', () => {
  it('is refused with 400 on every route that stores one, and nothing is stored', async () => {
    const request = await makeRequest();
    const old = service.device('split-old');
    expect((await follow(request.id, old.subscription)).statusCode).toBe(204);
    const keys = service.device('split').subscription.keys;
    for (const endpoint of SPLIT_HOST_ENDPOINTS) {
      const subscription = { endpoint, expirationTime: null, keys };
      const answers = [
        await follow(request.id, subscription),
        await subscribeManager(subscription),
        await t.app.inject({
          method: 'POST',
          url: '/api/push/renewal',
          payload: { oldEndpoint: old.subscription.endpoint, oldAuth: old.subscription.keys.auth, subscription },
        }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, endpoint).toBe(400);
        expect(json(answer), endpoint).toEqual({
          error: 'This push service is not one the server sends to',
          code: 'PUSH_SERVICE_UNKNOWN',
        });
      }
    }
    const stored = await sql()`
      select endpoint from manager_push_subscriptions where endpoint = any(${SPLIT_HOST_ENDPOINTS})
      union all select endpoint from request_push_subscriptions where endpoint = any(${SPLIT_HOST_ENDPOINTS})`;
    expect(stored).toEqual([]);
    expect(await rowsOf(old.subscription.endpoint)).toBe(1);
  });
});

describe('a renewed subscription (pushsubscriptionchange)', () => {
  function renew(payload: object) {
    return t.app.inject({ method: 'POST', url: '/api/push/renewal', payload });
  }
  const rows = async (endpoint: string) => ({
    manager: (
      await sql()<{ admin_email: string; auth: string }[]>`
        select admin_email, auth from manager_push_subscriptions where endpoint = ${endpoint}`
    ).map((row) => ({ ...row })),
    follows: (
      await sql()<{ request_id: string; auth: string }[]>`
        select request_id, auth from request_push_subscriptions where endpoint = ${endpoint} order by request_id`
    ).map((row) => ({ ...row })),
  });

  it("takes the old one's place as the manager's device and each request's follower, and the old one is forgotten", async () => {
    const old = service.device('renew-old');
    const renewed = service.device('renew-new');
    const [a, b] = [await makeRequest(), await makeRequest()];
    expect((await subscribeManager(old)).statusCode).toBe(204);
    for (const request of [a, b]) expect((await follow(request.id, old.subscription)).statusCode).toBe(204);

    const body = { oldEndpoint: old.subscription.endpoint, oldAuth: old.subscription.keys.auth };
    // Someone without the old subscription's secret changes nothing (and learns nothing: 204 either way).
    const stranger = service.device('renew-stranger');
    expect(
      (await renew({ ...body, oldAuth: stranger.subscription.keys.auth, subscription: stranger.subscription }))
        .statusCode,
    ).toBe(204);
    expect(await rows(stranger.subscription.endpoint)).toEqual({ manager: [], follows: [] });
    expect((await rows(old.subscription.endpoint)).follows).toHaveLength(2);

    expect((await renew({ ...body, subscription: renewed.subscription })).statusCode).toBe(204);
    const follows = [a.id, b.id].sort().map((id) => ({ request_id: id, auth: renewed.subscription.keys.auth }));
    expect(await rows(renewed.subscription.endpoint)).toEqual({
      manager: [{ admin_email: 'manager@turf.test', auth: renewed.subscription.keys.auth }],
      follows,
    });
    expect(await rows(old.subscription.endpoint)).toEqual({ manager: [], follows: [] });
    // A replay finds nothing to move and keeps the new rows.
    expect((await renew({ ...body, subscription: renewed.subscription })).statusCode).toBe(204);
    expect((await rows(renewed.subscription.endpoint)).follows).toEqual(follows);

    // The next new request goes to the renewed device, not the old one.
    const later = await makeRequest();
    await waitForMessages(renewed, 1, 'the renewed device hears of the new request');
    expect(renewed.messages()).toEqual([expect.objectContaining({ kind: 'new-request', id: later.id })]);
    expect(old.received()).toEqual([]);
    await sql()`delete from manager_push_subscriptions`;
  });

  it('refuses a bad new subscription or an unknown push service with 400 and changes nothing', async () => {
    const old = service.device('renew-bad-old');
    const request = await makeRequest();
    expect((await follow(request.id, old.subscription)).statusCode).toBe(204);
    const good = service.device('renew-bad-new').subscription;
    const base = { oldEndpoint: old.subscription.endpoint, oldAuth: old.subscription.keys.auth };
    const cases: [object, string][] = [
      [{ ...base, subscription: { ...good, endpoint: 'https://169.254.169.254/x' } }, 'PUSH_SERVICE_UNKNOWN'],
      [{ ...base, subscription: { ...good, keys: { ...good.keys, auth: 'short' } } }, 'PUSH_SUBSCRIPTION_INVALID'],
      [{ ...base, oldAuth: 'not-a-secret', subscription: good }, 'PUSH_SUBSCRIPTION_INVALID'],
      [{ ...base, subscription: good, extra: 1 }, 'PUSH_SUBSCRIPTION_INVALID'],
      [{ subscription: good }, 'PUSH_SUBSCRIPTION_INVALID'],
    ];
    for (const [payload, code] of cases) {
      const response = await renew(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response)).toMatchObject({ code });
    }
    expect((await rows(old.subscription.endpoint)).follows).toEqual([
      { request_id: request.id, auth: old.subscription.keys.auth },
    ]);
    expect(await rows(good.endpoint)).toEqual({ manager: [], follows: [] });
  });
});

describe('the notices', () => {
  it('every manager device hears of a new request once, encrypted for it, with a VAPID token for its push service', async () => {
    await sql()`delete from manager_push_subscriptions`;
    const phones = [service.device('manager-a'), service.device('manager-b')];
    for (const device of phones) expect((await subscribeManager(device)).statusCode).toBe(204);
    const request = await makeRequest();
    for (const device of phones) await waitForMessages(device, 1, `${device.name} hears of the request`);
    for (const device of phones) {
      expect(device.messages()).toEqual([
        { kind: 'new-request', id: request.id, slotId: request.slotId, date: request.date, name: request.name },
      ]);
      const [push] = device.received();
      const claims = verifyVapid(push?.headers.authorization as string, TEST_VAPID.publicKey);
      expect(claims.aud).toBe(service.origin);
      expect(claims.sub).toBe('https://book.turf.test');
      expect(Number(claims.exp) * 1000).toBeGreaterThan(Date.now());
      expect(push?.headers['content-encoding']).toBe('aes128gcm');
      expect(push?.headers.topic).toBe('new-requests');
      expect(push?.body.includes(Buffer.from(request.phone))).toBe(false);
    }
    // Nothing more comes for it.
    await pushQueuesDrained(sql());
    for (const device of phones) expect(device.received()).toHaveLength(1);
    await sql()`delete from manager_push_subscriptions`;
  });

  it('the visitor hears of the confirmation, then of the cancellation; no phone number in either', async () => {
    const device = service.device('visitor-confirm');
    const request = await makeRequest();
    expect((await follow(request.id, device.subscription)).statusCode).toBe(204);
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/booking-requests/${request.id}/confirm`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(confirm.statusCode).toBe(200);
    await waitForMessages(device, 1, 'the confirmation');
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/all/${request.id}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { cancelled: true },
    });
    expect(cancel.statusCode).toBe(200);
    await waitForMessages(device, 2, 'the cancellation');
    const where = { id: request.id, slotId: request.slotId, date: request.date };
    expect(device.messages()).toEqual([
      { kind: 'decision', ...where, status: 'confirmed', lang: 'en' },
      { kind: 'decision', ...where, status: 'cancelled', lang: 'en' },
    ]);
    for (const message of device.messages()) expect(JSON.stringify(message)).not.toContain(request.phone);
  });

  it('the visitor hears of a rejection', async () => {
    const device = service.device('visitor-reject');
    const request = await makeRequest();
    expect((await follow(request.id, device.subscription)).statusCode).toBe(204);
    const reject = await t.app.inject({
      method: 'DELETE',
      url: `/api/booking-requests/${request.id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(reject.statusCode).toBe(200);
    await waitForMessages(device, 1, 'the rejection');
    expect(device.messages()).toEqual([
      { kind: 'decision', id: request.id, slotId: request.slotId, date: request.date, status: 'rejected', lang: 'en' },
    ]);
  });

  it("a visitor who asked in Bangla hears in Bangla: the message names the request's language", async () => {
    const device = service.device('visitor-bangla');
    const request = await makeRequest({ lang: 'bn' });
    expect((await follow(request.id, device.subscription)).statusCode).toBe(204);
    const reject = await t.app.inject({
      method: 'DELETE',
      url: `/api/booking-requests/${request.id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(reject.statusCode).toBe(200);
    await waitForMessages(device, 1, 'the rejection');
    expect(device.messages()).toEqual([
      { kind: 'decision', id: request.id, slotId: request.slotId, date: request.date, status: 'rejected', lang: 'bn' },
    ]);
  });

  it('a push service answering 410 makes the server forget the device', async () => {
    await sql()`delete from manager_push_subscriptions`;
    const device = service.device('manager-gone');
    expect((await subscribeManager(device)).statusCode).toBe(204);
    service.respondWith(() => ({ status: 410 }));
    await makeRequest();
    await waitForMessages(device, 1, 'the one send to the gone device');
    await waitUntil(async () => (await managerRows()) === 0, { ms: 10_000, what: 'the device is forgotten' });
    await makeRequest();
    await pushQueuesDrained(sql());
    expect(device.received()).toHaveLength(1);
  });

  it(`a failing push service is tried ${1 + PUSH_RETRY_LIMIT} times in all, then the job is marked failed`, async () => {
    const device = service.device('visitor-failing');
    const request = await makeRequest();
    expect((await follow(request.id, device.subscription)).statusCode).toBe(204);
    service.respondWith(() => ({ status: 500 }));
    await t.app.inject({
      method: 'DELETE',
      url: `/api/booking-requests/${request.id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    await waitForMessages(device, 1 + PUSH_RETRY_LIMIT, 'every try');
    await waitUntil(
      async () => {
        const rows = await sql()<{ state: string }[]>`
          select state from pgboss.job where name = 'push-send' and data->>'endpoint' = ${device.subscription.endpoint}`;
        return rows[0]?.state === 'failed';
      },
      { ms: 10_000, what: 'the send job is marked failed' },
    );
    await pushQueuesDrained(sql());
    expect(device.received()).toHaveLength(1 + PUSH_RETRY_LIMIT);
    // The device stays subscribed: a 500 says nothing about it.
    const rows = await sql()`select 1 from request_push_subscriptions where endpoint = ${device.subscription.endpoint}`;
    expect(rows.length).toBe(1);
  });
});

describe('the reminder', () => {
  /** The first slot that starts at least `hours` from now, as a date and slot. */
  function slotStartingIn(minHours: number, maxHours: number, skip = 0) {
    const now = Date.now();
    let skipped = 0;
    const today = todayAtVenue(new Date());
    for (let day = 0; day < 3; day++) {
      const date = addDays(today, day);
      for (const slot of SLOTS) {
        const ahead = slotStartInstant(date, slot.slotId).getTime() - now;
        if (ahead >= minHours * 3_600_000 && ahead <= maxHours * 3_600_000 && skipped++ === skip) {
          return { date, slotId: slot.slotId };
        }
      }
    }
    throw new Error(`no slot ${minHours}-${maxHours} h ahead`);
  }

  async function reminderJobs(requestId: string) {
    return sql()<{ startAfter: Date; state: string }[]>`
      select start_after as "startAfter", state from pgboss.job
      where name = 'push-event' and data->>'event' = 'reminder' and data->>'requestId' = ${requestId}`;
  }

  async function confirm(id: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/booking-requests/${id}/confirm`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(200);
  }

  it('comes 2 hours before a booking confirmed earlier than that, while it still stands', async () => {
    const slot = slotStartingIn(3, 30);
    const request = await makeRequest(slot);
    const device = service.device('visitor-reminder');
    expect((await follow(request.id, device.subscription)).statusCode).toBe(204);
    await confirm(request.id);
    const [job] = await reminderJobs(request.id);
    expect(job?.startAfter.getTime()).toBe(slotStartInstant(slot.date, slot.slotId).getTime() - 2 * 3_600_000);
    await waitForMessages(device, 1, 'the confirmation');
    // Two hours before the slot: the job comes due (the test moves it, rather than waiting for the clock).
    await sql()`update pgboss.job set start_after = now() where name = 'push-event' and data->>'requestId' = ${request.id}
      and data->>'event' = 'reminder'`;
    await waitForMessages(device, 2, 'the reminder');
    expect(device.messages()[1]).toEqual({
      kind: 'reminder',
      id: request.id,
      slotId: slot.slotId,
      date: slot.date,
      status: 'confirmed',
      lang: 'en',
    });
  });

  it('is skipped for a booking cancelled since', async () => {
    const slot = slotStartingIn(3, 30, 1);
    const request = await makeRequest(slot);
    const device = service.device('visitor-reminder-cancelled');
    expect((await follow(request.id, device.subscription)).statusCode).toBe(204);
    await confirm(request.id);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/all/${request.id}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { cancelled: true },
    });
    await waitForMessages(device, 2, 'the confirmation and the cancellation');
    await sql()`update pgboss.job set start_after = now() where name = 'push-event' and data->>'requestId' = ${request.id}
      and data->>'event' = 'reminder'`;
    await waitUntil(async () => (await reminderJobs(request.id))[0]?.state === 'completed', {
      ms: 10_000,
      what: 'the reminder job has run',
    });
    await pushQueuesDrained(sql());
    expect(device.messages().map((m) => (m as PushMessage).kind)).toEqual(['decision', 'decision']);
  });

  it('is not made for a booking confirmed less than 2 hours before its slot', async () => {
    const slot = slotStartingIn(0.1, 1.9);
    const request = await makeRequest(slot);
    await confirm(request.id);
    expect(await reminderJobs(request.id)).toEqual([]);
  });
});
