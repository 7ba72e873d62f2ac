import { getSlot } from '@turf/sync-contract/slots';
import { addDays, formatLongDate, todayAtVenue } from '@turf/sync-contract/time';
import type { Browser, BrowserContext, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type FakePushService, startFakePushService, type TestDevice } from '../api/test/support/push-service';
import { appReady, pickDate } from './support/app-page';
import { axeOf } from './support/axe';
import { screenshot } from './support/browser';
import { adminToken, type RunningServer, sendBookingRequest, startServer } from './support/server';
import { connectChromium } from './support/suite';

/**
 * Web Push in real Chromium against the production server (issue 14). The server sends to a push service of our own
 * (HTTPS on 127.0.0.1, trusted through NODE_EXTRA_CA_CERTS); the browser's `pushManager.subscribe` is replaced by one
 * that hands out that service's test device (the real one would register with Google's push service, which a test
 * must not reach). What the server sent is decrypted with the device's keys and handed to the page's own service
 * worker with Chrome DevTools Protocol `ServiceWorker.deliverPushMessage`, as a push service would deliver it.
 *
 * Proven here: the switch and the offer register real subscriptions with the server; the server's encrypted message
 * for a new request, delivered to the service worker, shows the notice; the worker's `notificationclick` handler
 * (dispatched in the worker: headless Chromium has no notification to tap) routes the open tab to the request's card,
 * scrolled into view and highlighted; a renewed subscription (`pushsubscriptionchange`, dispatched in the worker:
 * Chromium never fires it) is made again with the server's key and sent for every request the device follows, and the
 * old one is forgotten once its push service calls it gone. Not proven: the operating system's own tap (it calls the
 * same handler), and `clients.openWindow` with no tab open (it needs the tap's user activation).
 */

const TOKEN_KEY = 'turf.adminToken';
const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;

let service: FakePushService;
let server: RunningServer;
let browser: Browser;
let token: string;

beforeAll(async () => {
  service = await startFakePushService();
  server = await startServer({ PUSH_SERVICE_HOSTS: service.host, NODE_EXTRA_CA_CERTS: service.caFile });
  browser = await connectChromium();
  token = await adminToken(server);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await service?.close();
});

type Mode = 'works' | 'denied' | 'unsupported';

/** A context where push works with `device`'s keys, or is blocked in the browser's settings, or does not exist. */
async function pushContext(viewport: { width: number; height: number }, mode: Mode, device?: TestDevice) {
  const phone = viewport.width < 500;
  const context = await browser.newContext({
    viewport,
    ...(phone ? { deviceScaleFactor: 2, isMobile: true, hasTouch: true } : {}),
  });
  if (mode === 'works') await context.grantPermissions(['notifications'], { origin: server.url });
  await context.addInitScript(
    ({ mode, subscription }) => {
      if (mode === 'unsupported') {
        // An old browser: no Push API at all.
        delete (window as { PushManager?: unknown }).PushManager;
        return;
      }
      if (mode === 'denied') {
        Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
        return;
      }
      if (!subscription || !('PushManager' in window)) return;
      let current: object | null = null;
      const made = (options: PushSubscriptionOptionsInit) => ({
        endpoint: subscription.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: options.applicationServerKey },
        toJSON: () => subscription,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      });
      PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
        current = made(options ?? {});
        return current as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function getSubscription() {
        return current as PushSubscription | null;
      };
    },
    { mode, subscription: device?.subscription },
  );
  return context;
}

async function adminPage(context: BrowserContext): Promise<Page> {
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), { key: TOKEN_KEY, value: token });
  const page = await context.newPage();
  await page.goto(`${server.url}/admin/booking-requests`);
  await appReady(page);
  await page.getByRole('switch', { name: 'Notifications' }).waitFor();
  return page;
}

async function noAxeViolations(page: Page): Promise<void> {
  const results = await axeOf(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The page's service worker, once it controls the page. */
async function serviceWorkerOf(page: Page): Promise<Worker> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
  const context = page.context();
  // The newest: a worker the browser stopped leaves the list, and the one it started since is last.
  return context.serviceWorkers().at(-1) ?? (await context.waitForEvent('serviceworker'));
}

/** Delivers `data` to the page's service worker as its push service would (CDP). */
async function deliverPush(page: Page, data: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r: { scopeURL: string }) => r.scopeURL === `${server.url}/`);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: server.url,
    registrationId: await registrationId,
    data,
  });
}

interface ShownNotice {
  title: string;
  body: string;
  tag: string;
  data: { url: string; count: number };
}

/** The worker's global, typed for the two things these tests ask of it (this file is not compiled for workers). */
interface WorkerScope {
  registration: { getNotifications(): Promise<{ title: string; body: string; tag: string; data: unknown }[]> };
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
}

/** The worker's global for the renewal test: its push manager, events, and what its `subscribe` was asked. */
interface RenewScope {
  registration: { pushManager: PushManager };
  dispatchEvent(event: Event): boolean;
  ExtendableEvent: new (type: string) => Event;
  subscribeCalls: { userVisibleOnly: boolean; key: string }[];
}

function shownNotices(worker: Worker): Promise<ShownNotice[]> {
  return worker.evaluate(async () =>
    (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as ShownNotice['data'],
    })),
  );
}

/** Runs the worker's `notificationclick` handler for its first notice, as the operating system's tap would. */
function clickFirstNotice(worker: Worker): Promise<void> {
  return worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [notice] = await scope.registration.getNotifications();
    if (!notice) throw new Error('no notification to click');
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notice }));
  });
}

/**
 * The page a tap opens when no tab of the app is open: the notice's URL in a new window. `clients.openWindow` works
 * only inside a tap the operating system gives, which no test can (a dispatched click is refused), so the window is
 * opened here at the same URL, with every other tab of the app closed first.
 */
async function coldOpenShowsCard(
  context: BrowserContext,
  open: Page,
  url: string,
  cardSelector: string,
  shot: string,
): Promise<void> {
  const fresh = await context.newPage();
  await open.close();
  await fresh.goto(`${server.url}${url}`);
  const card = fresh.locator(cardSelector);
  await expect.poll(() => card.getAttribute('data-highlighted'), { timeout: 15_000 }).toBe('true');
  expect(await fresh.evaluate(() => document.activeElement?.id)).toBe(cardSelector.slice(1));
  const box = await card.boundingBox();
  const viewport = fresh.viewportSize();
  expect(box && viewport && box.y >= 0 && box.y + Math.min(box.height, 40) <= viewport.height).toBe(true);
  await screenshot(fresh, shot);
}

async function waitForPush(device: TestDevice, count: number): Promise<void> {
  await expect.poll(() => device.received().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(count);
}

describe("the manager's Notifications switch", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`turns on, registers this device, and a new request's push opens its card (${viewport.width}x${viewport.height})`, async () => {
      const device = service.device(`manager-${viewport.width}`);
      const context = await pushContext(viewport, 'works', device);
      const page = await adminPage(context);
      const toggle = page.getByRole('switch', { name: 'Notifications' });
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      await screenshot(page, 'push-switch-off');
      await noAxeViolations(page);

      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
      expect(await page.locator('.adm-notify__note').textContent()).toBe(
        'On for this device: new booking requests show up here',
      );
      const rows =
        await server.sql`select 1 from manager_push_subscriptions where endpoint = ${device.subscription.endpoint}`;
      expect(rows.length).toBe(1);
      await screenshot(page, 'push-switch-on');
      await noAxeViolations(page);

      // A visitor sends a request; the server's push arrives at the push service, encrypted for this device.
      const daysAhead = viewport.width < 500 ? 4 : 5;
      const id = await sendBookingRequest(server, {
        slotId: 'A-3',
        daysAhead,
        name: `Push Visitor ${viewport.width}`,
        phone: `0171999${String(viewport.width).padStart(4, '0')}`,
      });
      await waitForPush(device, 1);
      const [message] = device.messages();
      expect(message).toMatchObject({ kind: 'new-request', id, slotId: 'A-3' });

      const worker = await serviceWorkerOf(page);
      const date = addDays(todayAtVenue(), daysAhead);
      const where = `${getSlot('A-3').time}, ${formatLongDate(date)}`;
      // An earlier request's notice is still showing: the new one joins it (one tag for every new request).
      await deliverPush(page, JSON.stringify({ ...(message as object), id: 'EAR-LIE-R22', name: 'Earlier Visitor' }));
      await expect.poll(() => shownNotices(worker), { timeout: 10_000 }).toHaveLength(1);
      expect((await shownNotices(worker))[0]).toMatchObject({
        title: 'New booking request',
        body: `${where} - Earlier Visitor`,
      });
      await deliverPush(page, JSON.stringify(message));
      await expect
        .poll(async () => (await shownNotices(worker))[0]?.title, { timeout: 10_000 })
        .toBe('2 new booking requests');
      expect(await shownNotices(worker)).toEqual([
        {
          title: '2 new booking requests',
          body: `${where} - Push Visitor ${viewport.width} (and 1 more)`,
          tag: 'turf-new-requests',
          data: { url: `/admin/booking-requests?request=${id}`, count: 2 },
        },
      ]);

      // A tap: the open panel routes to the request's card, scrolled into view, focused and highlighted.
      await clickFirstNotice(worker);
      await expect.poll(() => new URL(page.url()).search).toBe(`?request=${id}`);
      const card = page.locator(`#request-${id}`);
      await expect.poll(() => card.getAttribute('data-highlighted'), { timeout: 15_000 }).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(`request-${id}`);
      expect(await card.isVisible()).toBe(true);
      expect(await shownNotices(worker)).toEqual([]);
      await screenshot(page, 'push-card-highlighted');

      // Off again: the server forgets the device.
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
      const left =
        await server.sql`select 1 from manager_push_subscriptions where endpoint = ${device.subscription.endpoint}`;
      expect(left.length).toBe(0);

      // A tap with no tab of the app open: the notice's URL, opened fresh, shows the card the same way.
      await coldOpenShowsCard(
        context,
        page,
        `/admin/booking-requests?request=${id}`,
        `#request-${id}`,
        'push-card-cold',
      );
      await context.close();
    });

    test(`says so when blocked or unsupported (${viewport.width}x${viewport.height})`, async () => {
      for (const mode of ['denied', 'unsupported'] as const) {
        const context = await pushContext(viewport, mode);
        const page = await adminPage(context);
        const toggle = page.getByRole('switch', { name: 'Notifications' });
        expect(await toggle.isDisabled()).toBe(true);
        expect(await page.locator('.adm-notify__note').textContent()).toBe(
          mode === 'denied' ? 'Blocked in browser settings' : 'This browser cannot show notifications from this site.',
        );
        await screenshot(page, `push-switch-${mode}`);
        await noAxeViolations(page);
        await context.close();
      }
    });
  }
});

describe("the visitor's offer", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`a request made offline is followed once sent; a decision notice opens /my-requests at it (${viewport.width}x${viewport.height})`, async () => {
      const device = service.device(`visitor-${viewport.width}`);
      const context = await pushContext(viewport, 'works', device);
      const page = await context.newPage();
      await page.goto(`${server.url}/slots`);
      const date = addDays(todayAtVenue(), viewport.width < 500 ? 6 : 7);
      await pickDate(page, date);
      await serviceWorkerOf(page);
      await context.setOffline(true);
      await page.getByRole('tab', { name: 'Night', exact: true }).click();
      await page.locator('button[data-slot-id="N-2"]').click();
      await page.getByLabel('Reference Name').fill(`Offline Follower ${viewport.width}`);
      await page.getByLabel('Phone').fill(`0181777${String(viewport.width).padStart(4, '0')}`);
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'Booking Request Submitted' });
      await dialog.waitFor();
      const id = (await dialog.getByTestId('booking-id').textContent()) ?? '';
      const offer = dialog.getByRole('button', { name: 'Notify me when the manager decides' });
      await screenshot(page, 'push-offer-dialog');
      await noAxeViolations(page);

      // The tap subscribes the device; the request is not on the server yet, so the wish waits on the phone.
      await offer.click();
      await dialog.getByText('Notifications are on: they start once your request has been sent.').waitFor();
      await screenshot(page, 'push-offer-waiting');
      expect((await server.sql`select 1 from request_push_subscriptions where request_id = ${id}`).length).toBe(0);

      // Online: the outbox sends the request, then the subscription.
      await context.setOffline(false);
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await expect
        .poll(
          async () => (await server.sql`select 1 from request_push_subscriptions where request_id = ${id}`).length,
          {
            timeout: 30_000,
          },
        )
        .toBe(1);
      await page.keyboard.press('Escape');

      // On /my-requests the card says notifications are on; another pending card still offers them.
      await page.goto(`${server.url}/my-requests`);
      await appReady(page);
      const card = page.locator(`#my-request-${id}`);
      await card.getByText('Notifications are on: you will hear when the manager decides.').waitFor();
      await screenshot(page, 'push-my-requests');
      await noAxeViolations(page);

      // The manager confirms; the push service gets the decision for this device; delivered, it shows and opens.
      const confirm = await fetch(`${server.url}/api/booking-requests/${id}/confirm`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(confirm.status).toBe(200);
      await waitForPush(device, 1);
      const [message] = device.messages();
      expect(message).toEqual({ kind: 'decision', id, slotId: 'N-2', date, status: 'confirmed', lang: 'en' });
      await page.goto(`${server.url}/`);
      await appReady(page);
      // The worker as it runs now: the browser may have stopped and restarted it since the page first loaded.
      const worker = await serviceWorkerOf(page);
      await deliverPush(page, JSON.stringify(message));
      await expect.poll(() => shownNotices(worker), { timeout: 10_000 }).toHaveLength(1);
      expect((await shownNotices(worker))[0]).toMatchObject({
        title: 'Booking confirmed',
        body: `${getSlot('N-2').time}, ${formatLongDate(date)}. Booking ID ${id}`,
        data: { url: `/my-requests?request=${id}` },
      });
      await clickFirstNotice(worker);
      await expect
        .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
        .toBe(`/en/my-requests?request=${id}`);
      await expect.poll(() => card.getAttribute('data-highlighted'), { timeout: 15_000 }).toBe('true');
      await screenshot(page, 'push-decision-tapped');

      // With no tab of the app open, a tap opens a window at the notice's URL (`clients.openWindow`, unit-tested in
      // pwa/test/service-worker): a fresh page at that URL shows the request scrolled into view and highlighted.
      await coldOpenShowsCard(context, page, `/my-requests?request=${id}`, `#my-request-${id}`, 'push-decision-cold');
      await context.close();
    });
  }

  test("a renewed subscription (pushsubscriptionchange) takes the old one's place: the manager's device and the visitor's follows move to it, the old one is forgotten (390x844)", async () => {
    const before = service.device('renew-before');
    const after = service.device('renew-after');
    const context = await pushContext(PHONE, 'works', before);
    const page = await context.newPage();
    await page.goto(`${server.url}/slots`);
    const date = addDays(todayAtVenue(), 10);
    await pickDate(page, date);
    const worker = await serviceWorkerOf(page);
    await page.getByRole('tab', { name: 'Morning', exact: true }).click();
    await page.locator('button[data-slot-id="M-2"]').click();
    await page.getByLabel('Reference Name').fill('Renewed Follower');
    await page.getByLabel('Phone').fill('01817770003');
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Booking Request Submitted' });
    await dialog.waitFor();
    const id = (await dialog.getByTestId('booking-id').textContent()) ?? '';
    await dialog.getByRole('button', { name: 'Notify me when the manager decides' }).click();
    const followers = async () =>
      (
        await server.sql<{ endpoint: string; p256dh: string; auth: string }[]>`
          select endpoint, p256dh, auth from request_push_subscriptions where request_id = ${id} order by endpoint`
      ).map((row) => ({ ...row }));
    const managerDevices = async () =>
      (
        await server.sql<{ endpoint: string; p256dh: string; auth: string }[]>`
          select endpoint, p256dh, auth from manager_push_subscriptions
          where endpoint in (${before.subscription.endpoint}, ${after.subscription.endpoint})`
      ).map((row) => ({ ...row }));
    const rowOf = (device: TestDevice) => ({ endpoint: device.subscription.endpoint, ...device.subscription.keys });
    await expect.poll(followers, { timeout: 30_000 }).toEqual([rowOf(before)]);
    // The manager had turned notifications on on this device too (the switch's own request, made here directly).
    const on = await fetch(`${server.url}/api/push/subscriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(before.subscription),
    });
    expect(on.status).toBe(204);
    expect(await managerDevices()).toEqual([rowOf(before)]);

    // The browser renews the device's subscription. Chromium cannot be made to fire the event, so it is dispatched
    // in the service worker, with that worker's push manager handing out the next test device (as the page's does)
    // and the old subscription as the browser hands it over (its endpoint, key and auth secret).
    const { publicKey } = (await (await fetch(`${server.url}/api/push/key`)).json()) as { publicKey: string };
    await worker.evaluate(
      ({ next, old, publicKey }) => {
        const scope = self as unknown as RenewScope;
        const bytesOf = (text: string) =>
          Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
        const key = bytesOf(publicKey);
        let current: object | null = null;
        scope.subscribeCalls = [];
        PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
          const bytes = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
          scope.subscribeCalls.push({
            userVisibleOnly: options?.userVisibleOnly === true,
            key: btoa(String.fromCharCode(...bytes))
              .replace(/\+/g, '-')
              .replace(/\//g, '_')
              .replace(/=+$/, ''),
          });
          current = {
            endpoint: next.endpoint,
            expirationTime: null,
            options: { userVisibleOnly: true, applicationServerKey: options?.applicationServerKey },
            toJSON: () => next,
            unsubscribe: async () => true,
          };
          return current as PushSubscription;
        };
        PushManager.prototype.getSubscription = async function getSubscription() {
          return current as PushSubscription | null;
        };
        const change = new scope.ExtendableEvent('pushsubscriptionchange');
        Object.defineProperty(change, 'oldSubscription', {
          value: {
            endpoint: old.endpoint,
            options: { userVisibleOnly: true, applicationServerKey: key.buffer },
            getKey: (name: string) =>
              name === 'auth' ? bytesOf(old.keys.auth).buffer : bytesOf(old.keys.p256dh).buffer,
          },
        });
        scope.dispatchEvent(change);
      },
      { next: after.subscription, old: before.subscription, publicKey },
    );

    // The server moved both to the new subscription at once and forgot the old one (no wait for a 410).
    await expect.poll(followers, { timeout: 30_000 }).toEqual([rowOf(after)]);
    expect(await managerDevices()).toEqual([rowOf(after)]);
    // The device holds the new subscription, made with the server's key for visible notices only.
    expect(
      await worker.evaluate(async () => {
        const scope = self as unknown as RenewScope;
        return {
          endpoint: (await scope.registration.pushManager.getSubscription())?.endpoint,
          calls: scope.subscribeCalls,
        };
      }),
    ).toEqual({ endpoint: after.subscription.endpoint, calls: [{ userVisibleOnly: true, key: publicKey }] });

    // The manager confirms: the decision goes to the new subscription; a new request reaches the manager there; the
    // old subscription is sent nothing.
    const confirm = await fetch(`${server.url}/api/booking-requests/${id}/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(confirm.status).toBe(200);
    const next = await sendBookingRequest(server, {
      slotId: 'M-3',
      daysAhead: 10,
      name: 'After Renewal',
      phone: '01817770004',
    });
    await waitForPush(after, 2);
    expect(after.messages()).toEqual(
      expect.arrayContaining([
        { kind: 'decision', id, slotId: 'M-2', date, status: 'confirmed', lang: 'en' },
        expect.objectContaining({ kind: 'new-request', id: next }),
      ]),
    );
    expect(before.received()).toEqual([]);
    await fetch(`${server.url}/api/push/subscriptions`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: after.subscription.endpoint }),
    });
    await context.close();
  });

  test('the offer explains itself where push cannot work (390x844)', async () => {
    for (const mode of ['denied', 'unsupported'] as const) {
      const context = await pushContext(PHONE, mode);
      const page = await context.newPage();
      await page.goto(`${server.url}/slots`);
      await pickDate(page, addDays(todayAtVenue(), mode === 'denied' ? 8 : 9));
      await page.getByRole('tab', { name: 'Afternoon', exact: true }).click();
      await page.locator('button[data-slot-id="A-1"]').click();
      await page.getByLabel('Reference Name').fill(`Offer ${mode}`);
      await page.getByLabel('Phone').fill(mode === 'denied' ? '01817770001' : '01817770002');
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'Booking Request Submitted' });
      await dialog.waitFor();
      await dialog
        .getByText(
          mode === 'denied'
            ? 'Notifications are blocked in browser settings. Allow them for this site to hear when the manager decides.'
            : 'This browser cannot show notifications from this site.',
        )
        .waitFor();
      expect(await dialog.getByRole('button', { name: 'Notify me when the manager decides' }).count()).toBe(0);
      await screenshot(page, `push-offer-${mode}`);
      await noAxeViolations(page);
      await context.close();
    }
  });
});
