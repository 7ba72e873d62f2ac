import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/lib/db';
import { addOutboxItem, getOutboxItem } from '../../src/outbox/outbox-repository';
import { notifyMeAbout, refollowAll, sendWantedFollows } from '../../src/outbox/request-notifications';

/**
 * "Notify me when the manager decides" on a request made on this phone: the wish waits on the outbox item until the
 * request is on the server, then the device subscribes (with the server's key) and the subscription is sent once.
 */

const SERVER_KEY = 'BI9BbBCLQHXQ2sygfa-rmyhcLhCv7vSiLfPfrgfeJuIQWaBZ7N18E7DzNqLnJ_pjsZIHA5k8vmlfLKx8-MrWXRE';
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  expirationTime: null,
  keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let calls: Call[];
let answer: (call: Call) => Response | Promise<Response>;
let subscribed: boolean;

function fakeSubscription() {
  return {
    endpoint: SUBSCRIPTION.endpoint,
    options: { applicationServerKey: null },
    toJSON: () => SUBSCRIPTION,
    unsubscribe: async () => true,
  };
}

beforeEach(async () => {
  await db.outbox.clear();
  calls = [];
  subscribed = false;
  answer = () => new Response(null, { status: 204 });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    if (call.url === '/api/push/key') return Response.json({ publicKey: SERVER_KEY });
    return answer(call);
  });
  const pushManager = {
    getSubscription: async () => (subscribed ? fakeSubscription() : null),
    subscribe: vi.fn(async () => {
      subscribed = true;
      return fakeSubscription();
    }),
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

let made = 0;
async function request(state: 'queued' | 'sent'): Promise<string> {
  made++;
  const id = `K7Q-M4X-P${String(made).padStart(2, '0')}`;
  await addOutboxItem(
    db,
    { id, date: '2030-01-15', slotId: 'M-1', time: '6:00 am - 7:30 am', name: 'Rafiq', phone: '01712345678' },
    Date.now(),
  );
  if (state === 'sent') await db.outbox.update(id, { state: 'sent' });
  return id;
}

const follows = () => calls.filter((call) => call.method === 'POST');

describe('notifications for a request made on this phone', () => {
  it('a request still waiting to be sent keeps the wish; once sent, the device subscribes and is followed', async () => {
    const id = await request('queued');
    expect(await notifyMeAbout(id)).toBe('wanted');
    expect(follows()).toEqual([]);
    expect(subscribed).toBe(false);

    await db.outbox.update(id, { state: 'sent' });
    await sendWantedFollows();
    expect(follows()).toEqual([
      { method: 'POST', url: `/api/booking-requests/${id}/subscription`, body: SUBSCRIPTION },
    ]);
    expect(subscribed).toBe(true);
    expect((await getOutboxItem(db, id))?.push).toBe('on');

    // Followed: the next runs send nothing more.
    await sendWantedFollows();
    expect(follows()).toHaveLength(1);
  });

  it('a request already on the server is followed at once', async () => {
    const id = await request('sent');
    expect(await notifyMeAbout(id)).toBe('on');
    expect(follows()).toHaveLength(1);
  });

  it('a refusal (this device follows too many requests) is kept with its reason and code; no network keeps the wish', async () => {
    const refused = await request('sent');
    answer = () =>
      Response.json(
        { error: 'This device already follows 5 booking requests.', code: 'PUSH_DEVICE_FULL' },
        { status: 409 },
      );
    expect(await notifyMeAbout(refused)).toBe('refused');
    expect(await getOutboxItem(db, refused)).toMatchObject({
      push: 'refused',
      pushRefusal: 'This device already follows 5 booking requests.',
      pushRefusalCode: 'PUSH_DEVICE_FULL',
    });

    const offline = await request('sent');
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await notifyMeAbout(offline)).toBe('wanted');
    answer = () => new Response(null, { status: 204 });
    await sendWantedFollows();
    expect((await getOutboxItem(db, offline))?.push).toBe('on');
  });

  it('a renewed subscription is sent again for every followed request', async () => {
    const id = await request('sent');
    await notifyMeAbout(id);
    await refollowAll();
    expect(follows().map((call) => call.url)).toEqual([
      `/api/booking-requests/${id}/subscription`,
      `/api/booking-requests/${id}/subscription`,
    ]);
  });
});
