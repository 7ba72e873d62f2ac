import type { Settings, VersionedSettings } from '@turf/sync-contract/schemas';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { DEFAULT_PUSH_SERVICE_HOSTS, parsePushServiceHosts } from '../../src/lib/push/push-service-hosts';
import type { PushRuntimeOptions } from '../../src/plugins/app/push';
import { type FreshDatabase, freshDatabase } from './database';

export const TEST_ADMIN_EMAIL = 'manager@turf.test';
export const TEST_ADMIN_PASSWORD = 'correct-horse-battery-staple';
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** 22 Nov 2026, 10:00 at the venue (04:00 UTC): M-1..M-3 of today have started, M-4 has not. */
export const TEST_NOW = new Date('2026-11-22T04:00:00Z');
export const TODAY = '2026-11-22';
export const TOMORROW = '2026-11-23';

/** A VAPID key pair for tests only (made with generateVapidKeys); production makes or is given its own. */
export const TEST_VAPID = {
  publicKey: 'BI9BbBCLQHXQ2sygfa-rmyhcLhCv7vSiLfPfrgfeJuIQWaBZ7N18E7DzNqLnJ_pjsZIHA5k8vmlfLKx8-MrWXRE',
  privateKey: 'BHmD54nttOjE074Il8ZfzTajXGfM1ro8Ca0hfB6p3UY',
};

/** Push settings as production has them, with the test key pair; the push tests point the hosts at their own service. */
export function testPushConfig(hosts = DEFAULT_PUSH_SERVICE_HOSTS): AppConfig['push'] {
  const parsed = parsePushServiceHosts(hosts);
  if (!parsed.ok) throw new Error(parsed.reason);
  return { vapid: TEST_VAPID, vapidSubject: 'https://book.turf.test', serviceHosts: parsed.value };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    migrationDatabaseUrl: undefined,
    dataDir: '/nonexistent-turf-test-data',
    jwtSecret: TEST_JWT_SECRET,
    adminEmail: TEST_ADMIN_EMAIL,
    adminPassword: TEST_ADMIN_PASSWORD,
    // Tests send many requests from one address; the rate-limit tests set their own.
    loginRateLimit: 100_000,
    bookingRateLimit: 100_000,
    statusRateLimit: 100_000,
    logLevel: 'silent',
    staticDir: null,
    bodyLimit: 16 * 1024,
    trustProxy: false,
    production: false,
    push: testPushConfig(),
    bkash: null,
    ...overrides,
  };
}

/** A route as the app declared it, once every hook that marks routes (the admin scope's) has run. */
export interface DeclaredRoute {
  method: string;
  /** As declared, with its parameters: `/api/bookings/all/:id`. */
  url: string;
  tags: readonly string[];
  /** In the OpenAPI document (HEAD twins and hidden routes are not). */
  documented: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  fresh: FreshDatabase;
  /** Every route the app declared, seen by an `onRoute` hook from before the first plugin. */
  routes: readonly DeclaredRoute[];
  /** Sets the clock every later request sees. */
  setNow(now: Date): void;
  adminToken(): Promise<string>;
  /** Saves the public settings as the manager's panel does: read, edit, `PUT` with the version read. */
  editSettings(edit: (settings: Settings) => void): Promise<void>;
  close(): Promise<void>;
}

export async function buildTestApp(
  options: {
    config?: Partial<AppConfig>;
    logStream?: NodeJS.WritableStream;
    fresh?: FreshDatabase;
    /** The push queue's timings and trust (the push tests shorten them and trust their fake push service). */
    push?: PushRuntimeOptions;
    /** Runs before the app is ready, e.g. to add a route that fails on purpose. */
    extend?: (app: FastifyInstance) => void;
    /** Longest wait for one bKash call (the advance tests shorten it to time out on the stand-in). */
    bkashTimeoutMs?: number;
  } = {},
): Promise<TestApp> {
  const fresh = options.fresh ?? (await freshDatabase(undefined, { migrated: true }));
  let now = TEST_NOW;
  const declared: RouteOptions[] = [];
  const app = await buildApp({
    config: testConfig({ logLevel: options.logStream ? 'info' : 'silent', ...options.config }),
    database: fresh.database,
    now: () => now,
    logStream: options.logStream ?? false,
    onRoute: (route) => declared.push(route),
    ...(options.push ? { push: options.push } : {}),
    ...(options.bkashTimeoutMs === undefined ? {} : { bkashTimeoutMs: options.bkashTimeoutMs }),
  });
  options.extend?.(app);
  const adminToken = async () => {
    // Signed with the account's current token version, as a login would (decision 007).
    const ver = await app.repos.admins.tokenVersion(TEST_ADMIN_EMAIL);
    return app.jwt.sign({ sub: TEST_ADMIN_EMAIL, role: 'admin', ver: ver ?? -1 });
  };
  await app.ready();
  return {
    app,
    fresh,
    // Read after ready: hooks of inner scopes run after this outermost one and may still have changed the route.
    routes: declared.flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        tags: (route.schema?.tags as string[] | undefined) ?? [],
        documented: method !== 'HEAD' && route.schema?.hide !== true,
      })),
    ),
    setNow(value) {
      now = value;
    },
    adminToken,
    async editSettings(edit) {
      const { version, settings } = (await app.inject({ url: '/api/settings' })).json() as VersionedSettings;
      edit(settings);
      const response = await app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: { authorization: `Bearer ${await adminToken()}` },
        payload: { version, settings },
      });
      if (response.statusCode !== 200) throw new Error(`PUT /api/settings: ${response.statusCode} ${response.body}`);
    },
    async close() {
      await app.close();
      await fresh.dispose();
    },
  };
}

/** A URL that reaches a declared route: each `:param` filled with a well-formed sample value, a wildcard with a page. */
export function sampleUrl(url: string): string {
  const SAMPLES: Record<string, string> = {
    id: 'K7Q-M4X-PAR',
    seriesId: '7d1f2c3e-0000-4000-8000-000000000000',
    paymentId: '5a0c9e3b-0000-4000-8000-000000000000',
    refundId: '5a0c9e3b-0000-4000-8000-000000000001',
  };
  return url
    .replace(/:(\w+)/g, (_match, name: string) => {
      const sample = SAMPLES[name];
      if (sample === undefined) throw new Error(`No sample value for the route parameter :${name} (add one here)`);
      return sample;
    })
    .replace(/\*$/, 'index.html');
}

export function json<T = unknown>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

let counter = 0;
/**
 * A valid booking request body for a slot on a date (tomorrow by default), with a fresh reference name and a fresh
 * phone number (one phone may have only a few requests waiting; tests of that limit pass their own phone).
 */
export function validBody(
  overrides: Partial<{ date: string; slotId: string; name: string; phone: string; time: string; id: string }> = {},
) {
  counter++;
  return {
    date: TOMORROW,
    slotId: 'N-1',
    time: '6:00 pm - 7:30 pm',
    name: `Rahim ${counter}`,
    phone: `017${String(counter).padStart(8, '0')}`,
    ...overrides,
  };
}
