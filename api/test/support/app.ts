import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { type FreshDatabase, freshDatabase } from './database';

export const TEST_ADMIN_EMAIL = 'manager@turf.test';
export const TEST_ADMIN_PASSWORD = 'correct-horse-battery-staple';
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** 22 Nov 2026, 10:00 at the venue (04:00 UTC): M-1..M-3 of today have started, M-4 has not. */
export const TEST_NOW = new Date('2026-11-22T04:00:00Z');
export const TODAY = '2026-11-22';
export const TOMORROW = '2026-11-23';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: '/nonexistent-turf-test-data',
    jwtSecret: TEST_JWT_SECRET,
    adminEmail: TEST_ADMIN_EMAIL,
    adminPassword: TEST_ADMIN_PASSWORD,
    // Tests send many requests from one address; the rate-limit tests set their own.
    loginRateLimit: 100_000,
    bookingRateLimit: 100_000,
    logLevel: 'silent',
    staticDir: null,
    bodyLimit: 16 * 1024,
    trustProxy: false,
    production: false,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  fresh: FreshDatabase;
  /** Sets the clock every later request sees. */
  setNow(now: Date): void;
  adminToken(): Promise<string>;
  close(): Promise<void>;
}

export async function buildTestApp(
  options: {
    config?: Partial<AppConfig>;
    logStream?: NodeJS.WritableStream;
    fresh?: FreshDatabase;
    /** Runs before the app is ready, e.g. to add a route that fails on purpose. */
    extend?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const fresh = options.fresh ?? (await freshDatabase());
  let now = TEST_NOW;
  const app = await buildApp({
    config: testConfig({ logLevel: options.logStream ? 'info' : 'silent', ...options.config }),
    database: fresh.database,
    now: () => now,
    logStream: options.logStream ?? false,
  });
  options.extend?.(app);
  await app.ready();
  let token: string | undefined;
  return {
    app,
    fresh,
    setNow(value) {
      now = value;
    },
    async adminToken() {
      token ??= app.jwt.sign({ sub: TEST_ADMIN_EMAIL, role: 'admin' });
      return token;
    },
    async close() {
      await app.close();
      await fresh.dispose();
    },
  };
}

export function json<T = unknown>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

let counter = 0;
/** A valid booking request body for a slot on a date (tomorrow by default), with a fresh reference name. */
export function validBody(
  overrides: Partial<{ date: string; slotId: string; name: string; phone: string; time: string; id: string }> = {},
) {
  counter++;
  return {
    date: TOMORROW,
    slotId: 'N-1',
    time: '6:00 pm - 7:30 pm',
    name: `Rahim ${counter}`,
    phone: '01712345678',
    ...overrides,
  };
}
