import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  type DeclaredRoute,
  json,
  sampleUrl,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
} from '../support/app';

// The app as production builds it, serving a PWA folder, so the site's own routes are walked too. Built before the
// tests are collected: there is one test per route it declares.
const dist = mkdtempSync(path.join(tmpdir(), 'turf-route-table-'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Turf</title>');
const t = await buildTestApp({ config: { staticDir: dist } });
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/**
 * The only routes anyone may call without a token, on purpose. A route registered outside the admin scope fails the
 * first test below until it is added here, so a route can only become public by someone writing it down.
 */
const PUBLIC_ROUTES = [
  'GET /*', // the built PWA: its files, and its pages for client routes (plugins/external/static.ts)
  'GET /api/health',
  'GET /api/openapi.json',
  'POST /api/auth/login',
  'POST /api/booking-requests',
  'GET /api/booking-requests/:id/status',
  'GET /api/bookings',
  'GET /api/availability', // the same day's taken slots, booked and closed apart (decision 080)
  'GET /api/push/key', // the VAPID public key: what every browser's subscription is made with
  'POST /api/booking-requests/:id/subscription', // a visitor's device follows its request (the Booking ID is the secret)
  'GET /api/settings', // what the public pages show: contacts, prices, texts (issue 16)
  'POST /api/push/renewal', // a renewed subscription takes the old one's place (the old auth secret is the proof)
  'POST /api/booking-requests/:id/bkash', // the visitor pays the advance of a held slot (the Booking ID is the secret)
  'GET /api/bkash/callback', // bKash sends the visitor back here; only bKash's own answer is believed (decision 086)
  'POST /api/booking-requests/:id/advance-report', // an advance sent by hand, for the manager to check
  'POST /api/booking-requests/:id/cancel', // a visitor cancels their own; the device's secret is the proof (issue 31)
  'POST /api/waitlist', // a visitor joins a taken slot's waitlist (issue 31)
  'GET /api/waitlist/:id', // where an entry stands: its random id is the secret, and it has no name or phone
  'POST /api/waitlist/:id/accept', // the device that joined takes its offer; its secret is the proof
  'POST /api/waitlist/:id/decline', // ... or declines it, or leaves the line
];

const key = (route: DeclaredRoute) => `${route.method} ${route.url}`;
/** Fastify answers HEAD for each GET route by itself; the twin is exactly as public, or as guarded, as its GET. */
const asListed = (route: DeclaredRoute) => (route.method === 'HEAD' ? `GET ${route.url}` : key(route));
const isAdmin = (route: DeclaredRoute) => route.tags.includes('admin');

const adminRoutes = t.routes.filter(isAdmin);
const publicRoutes = t.routes.filter((route) => !isAdmin(route));

/** A device token, as a login hands one out: signed by the app, but not the manager's role. */
const login = await t.app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
});
const DEVICE_TOKEN = json<{ deviceToken: string }>(login).deviceToken;

describe('the route table: each route is in the admin scope or on the short public list', () => {
  it('every route outside the admin scope is on the public list, and every entry of the list is a route', () => {
    expect([...new Set(publicRoutes.map(asListed))].sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('the admin scope holds routes, and a device token to try on them (so the checks below check something)', () => {
    expect(login.statusCode).toBe(200);
    expect(adminRoutes.map(key)).toContain('GET /api/bookings/all');
    expect(adminRoutes.map(key)).toContain('GET /api/audit'); // the audit trail (issue 17)
    expect(adminRoutes.map(key)).toContain('GET /api/bookings/export.csv'); // the CSV of bookings (issue 17)
    expect(adminRoutes.map(key)).toEqual(
      expect.arrayContaining([
        'POST /api/bookings/all/:id/payments',
        'DELETE /api/bookings/all/:id/payments/:paymentId',
      ]),
    );
  });

  it.each(adminRoutes.map((route) => [route.method, route.url]))(
    'admin route %s %s answers 401 without a token and 403 to a device token',
    async (method, url) => {
      const target = sampleUrl(url);
      const anonymous = await t.app.inject({ method: method as 'GET', url: target });
      expect(anonymous.statusCode).toBe(401);
      const device = await t.app.inject({
        method: method as 'GET',
        url: target,
        headers: { authorization: `Bearer ${DEVICE_TOKEN}` },
      });
      expect(device.statusCode).toBe(403);
      // A HEAD answer has no body; its status is the guard's all the same.
      if (method !== 'HEAD') {
        expect(json(anonymous)).toEqual({ error: 'Sign in as the manager to continue', code: 'UNAUTHORIZED' });
        expect(json(device)).toEqual({ error: 'Only the manager can do this', code: 'FORBIDDEN' });
      }
    },
  );

  it.each(publicRoutes.map((route) => [route.method, route.url]))(
    'public route %s %s answers without a token (no guard stands in its way)',
    async (method, url) => {
      const response = await t.app.inject({ method: method as 'GET', url: sampleUrl(url) });
      expect([401, 403]).not.toContain(response.statusCode);
    },
  );

  it('the OpenAPI document marks exactly the admin routes: tag admin, the bearer token, 401 and 403', async () => {
    type Operation = { tags?: string[]; security?: unknown[]; responses?: Record<string, unknown> };
    const doc = json<{ paths: Record<string, Record<string, Operation>> }>(
      await t.app.inject({ url: '/api/openapi.json' }),
    );
    const operations = Object.entries(doc.paths).flatMap(([url, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`,
        operation,
      })),
    );
    // Every documented route not on the public list: so a scope that stopped marking its routes fails here too.
    const documentedAdmin = t.routes
      .filter((route) => route.documented && !PUBLIC_ROUTES.includes(asListed(route)))
      .map(key)
      .sort();
    expect(documentedAdmin).toContain('GET /api/bookings/all');
    expect(documentedAdmin).toEqual(
      expect.arrayContaining([
        'POST /api/bookings/all/:id/payments',
        'DELETE /api/bookings/all/:id/payments/:paymentId',
      ]),
    );
    const secured = operations.filter(({ operation }) => (operation.security ?? []).length > 0);
    expect(secured.map((o) => o.key).sort()).toEqual(documentedAdmin);
    const tagged = operations.filter(({ operation }) => operation.tags?.includes('admin'));
    expect(tagged.map((o) => o.key).sort()).toEqual(documentedAdmin);
    for (const { operation } of secured) {
      expect(operation.tags).toEqual(['admin']);
      expect(Object.keys(operation.responses ?? {})).toEqual(expect.arrayContaining(['401', '403']));
    }
  });
});
