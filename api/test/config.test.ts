import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_BKASH_BASE_URL, DEFAULT_STATIC_DIR, loadConfig } from '../src/config';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'turf-config-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const TRUST_PROXY_USAGE =
  'the number of proxies in front of the app (1 to 10) or their addresses (e.g. 10.0.0.2,172.16.0.0/12)';

describe('loadConfig', () => {
  it('has working defaults: port 3000 on all interfaces, PGlite under ./data, the built PWA, 10 logins and 30 bookings', () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.join(cwd, 'data'),
      loginRateLimit: 10,
      bookingRateLimit: 30,
      statusRateLimit: 120,
      logLevel: 'info',
      staticDir: DEFAULT_STATIC_DIR,
      trustProxy: false,
      production: false,
    });
    expect(DEFAULT_STATIC_DIR.endsWith(path.join('pwa', 'dist'))).toBe(true);
  });

  it('makes a JWT secret once, keeps it in DATA_DIR (owner-only), and reuses it', () => {
    const cwd = tempDir();
    const first = loadConfig({ DATA_DIR: 'state' }, cwd);
    const file = path.join(cwd, 'state', 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: 'state' }, cwd).jwtSecret).toBe(first.jwtSecret);
  });

  it('reads every setting from the environment', () => {
    const cwd = tempDir();
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://u@db:5432/turf',
        JWT_SECRET: 'x'.repeat(40),
        ADMIN_EMAIL: 'Boss@Turf.Example',
        ADMIN_PASSWORD: 'long-enough',
        LOGIN_RATE_LIMIT: '5',
        BOOKING_RATE_LIMIT: '100',
        STATUS_RATE_LIMIT: '600',
        LOG_LEVEL: 'warn',
        STATIC_DIR: 'public',
        BODY_LIMIT: '2048',
        TRUST_PROXY: '2',
        NODE_ENV: 'production',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@db:5432/turf',
      jwtSecret: 'x'.repeat(40),
      adminEmail: 'boss@turf.example',
      adminPassword: 'long-enough',
      loginRateLimit: 5,
      bookingRateLimit: 100,
      statusRateLimit: 600,
      logLevel: 'warn',
      staticDir: path.join(cwd, 'public'),
      bodyLimit: 2048,
      trustProxy: 2,
      production: true,
    });
  });

  it.each([
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535, got "70000"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL must be an e-mail address, got "not-an-email"'],
    [{ ADMIN_PASSWORD: '1234' }, 'ADMIN_PASSWORD must be at least 8 characters'],
    [{ LOGIN_RATE_LIMIT: '0' }, 'LOGIN_RATE_LIMIT must be a whole number from 1 to 1000000, got "0"'],
    [{ BOOKING_RATE_LIMIT: 'many' }, 'BOOKING_RATE_LIMIT must be a whole number from 1 to 1000000, got "many"'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
    [{ TRUST_PROXY: 'maybe' }, `TRUST_PROXY must be ${TRUST_PROXY_USAGE}; not an address or range: "maybe"`],
    [{ TRUST_PROXY: '11' }, `TRUST_PROXY must be ${TRUST_PROXY_USAGE}, got "11"`],
    [
      { TRUST_PROXY: '10.0.0.0/33,::1/129' },
      `TRUST_PROXY must be ${TRUST_PROXY_USAGE}; not an address or range: "10.0.0.0/33", "::1/129"`,
    ],
    // `true` believed every X-Forwarded-For entry, so a visitor could write their own address (issue 10, decision 007).
    [
      { TRUST_PROXY: 'true' },
      `TRUST_PROXY=true would believe every X-Forwarded-For entry, including the one a visitor writes; set ${TRUST_PROXY_USAGE}`,
    ],
  ])('refuses %o with a message naming the setting', (env, message) => {
    expect(() => loadConfig({ JWT_SECRET: 'y'.repeat(32), ...env }, tempDir())).toThrow(new ConfigError(message));
  });
});

// The owner migrates, the app runs as another role that owns nothing (decision 063).
describe('MIGRATION_DATABASE_URL', () => {
  const APP_URL = 'postgres://turf_app:pw@db:5432/turf';

  it('is read beside DATABASE_URL, and unset by default (DATABASE_URL migrates as before)', () => {
    const env = { JWT_SECRET: 'y'.repeat(32), DATABASE_URL: APP_URL };
    expect(loadConfig(env, tempDir()).migrationDatabaseUrl).toBeUndefined();
    const owner = 'postgres://turf:secret@db:5432/turf';
    expect(loadConfig({ ...env, MIGRATION_DATABASE_URL: owner }, tempDir())).toMatchObject({
      databaseUrl: APP_URL,
      migrationDatabaseUrl: owner,
    });
  });

  it.each([
    [
      { MIGRATION_DATABASE_URL: 'mysql://turf@db/turf' },
      'MIGRATION_DATABASE_URL must start with postgres:// or postgresql://',
    ],
    [
      { DATABASE_URL: undefined, MIGRATION_DATABASE_URL: 'postgres://turf@db/turf' },
      'MIGRATION_DATABASE_URL needs DATABASE_URL (the embedded database has no roles)',
    ],
    [
      { MIGRATION_DATABASE_URL: 'postgres://turf_app:other@db:5432/turf' },
      'MIGRATION_DATABASE_URL and DATABASE_URL must name different users (the owner, the app)',
    ],
    [
      { MIGRATION_DATABASE_URL: 'postgres://turf@db:5432/elsewhere' },
      'MIGRATION_DATABASE_URL and DATABASE_URL must name the same database',
    ],
    [
      { DATABASE_URL: 'postgres://db:5432/turf', MIGRATION_DATABASE_URL: 'postgres://turf@db:5432/turf' },
      'DATABASE_URL must name its user when MIGRATION_DATABASE_URL is set',
    ],
  ])('refuses %o', (env, message) => {
    const all = { JWT_SECRET: 'y'.repeat(32), DATABASE_URL: APP_URL, ...env };
    expect(() => loadConfig(all, tempDir())).toThrow(new ConfigError(message));
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    [' 10.0.0.2 , 172.16.0.0/12,::1, fd00::/8 ', ['10.0.0.2', '172.16.0.0/12', '::1', 'fd00::/8']],
    ['loopback,UniqueLocal', ['loopback', 'uniquelocal']],
  ])('reads %o as %o', (raw, trustProxy) => {
    const env = { JWT_SECRET: 'y'.repeat(32), ...(raw === undefined ? {} : { TRUST_PROXY: raw }) };
    expect(loadConfig(env, tempDir()).trustProxy).toEqual(trustProxy);
  });
});

// bKash Tokenized Checkout (issue 30, decision 084): all four credentials or none, never in clear over a network.
describe('bKash', () => {
  const SECRETS = {
    BKASH_APP_KEY: 'key-0vWQuCRGiUX7',
    BKASH_APP_SECRET: 'secret-jcUNPBgbcqED',
    BKASH_USERNAME: '01770618567',
    BKASH_PASSWORD: 'pass-D7DaC<*E*eG',
  };
  const BASE = { JWT_SECRET: 'y'.repeat(32), VITE_SITE_URL: 'https://book.turf.example' };

  it('is off (null) without its credentials, whatever the base URL', () => {
    expect(loadConfig(BASE, tempDir()).bkash).toBeNull();
    expect(
      loadConfig({ ...BASE, BKASH_BASE_URL: 'https://tokenized.pay.bka.sh/v1.2.0-beta' }, tempDir()).bkash,
    ).toBeNull();
  });

  it('reads the four credentials, the sandbox by default, and the site origin bKash sends visitors back to', () => {
    expect(
      loadConfig({ ...BASE, ...SECRETS, VITE_SITE_URL: 'https://book.turf.example/en/' }, tempDir()).bkash,
    ).toEqual({
      baseUrl: DEFAULT_BKASH_BASE_URL,
      appKey: SECRETS.BKASH_APP_KEY,
      appSecret: SECRETS.BKASH_APP_SECRET,
      username: SECRETS.BKASH_USERNAME,
      password: SECRETS.BKASH_PASSWORD,
      siteUrl: 'https://book.turf.example',
    });
    expect(DEFAULT_BKASH_BASE_URL).toBe('https://tokenized.sandbox.bka.sh/v1.2.0-beta');
    // SITE_URL, as issue 30 names it, comes before the build's VITE_SITE_URL.
    expect(loadConfig({ ...BASE, ...SECRETS, SITE_URL: 'https://pay.turf.example/x' }, tempDir()).bkash?.siteUrl).toBe(
      'https://pay.turf.example',
    );
  });

  it.each([
    ['https://tokenized.pay.bka.sh/v1.2.0-beta/', 'https://tokenized.pay.bka.sh/v1.2.0-beta'],
    ['http://127.0.0.1:4010/v1.2.0-beta', 'http://127.0.0.1:4010/v1.2.0-beta'],
    ['http://localhost:4010/v1.2.0-beta', 'http://localhost:4010/v1.2.0-beta'],
  ])('takes BKASH_BASE_URL %s (https:, or http: on this machine for a stand-in)', (raw, baseUrl) => {
    expect(loadConfig({ ...BASE, ...SECRETS, BKASH_BASE_URL: raw }, tempDir()).bkash?.baseUrl).toBe(baseUrl);
  });

  it.each([
    [
      { BKASH_APP_KEY: SECRETS.BKASH_APP_KEY },
      'bKash needs all of BKASH_APP_KEY, BKASH_APP_SECRET, BKASH_USERNAME, BKASH_PASSWORD or none; missing: BKASH_APP_SECRET, BKASH_USERNAME, BKASH_PASSWORD',
    ],
    [
      { ...SECRETS, BKASH_PASSWORD: '  ' },
      'bKash needs all of BKASH_APP_KEY, BKASH_APP_SECRET, BKASH_USERNAME, BKASH_PASSWORD or none; missing: BKASH_PASSWORD',
    ],
    [
      { ...SECRETS, BKASH_BASE_URL: 'http://tokenized.sandbox.bka.sh/v1.2.0-beta' },
      'BKASH_BASE_URL must be an https: address for bKash (http: only for 127.0.0.1 or localhost)',
    ],
    // Checked even while bKash is off, so a typo is found before the credentials arrive.
    [
      { BKASH_BASE_URL: 'ftp://10.0.0.5/v1.2.0-beta' },
      'BKASH_BASE_URL must be an https: address for bKash (http: only for 127.0.0.1 or localhost)',
    ],
    [{ ...SECRETS, BKASH_BASE_URL: 'tokenized.sandbox.bka.sh' }, 'BKASH_BASE_URL is not a valid URL'],
    [
      { ...SECRETS, VITE_SITE_URL: undefined },
      'bKash needs SITE_URL, the public address it sends visitors back to after paying',
    ],
    [
      { ...SECRETS, VITE_SITE_URL: 'http://book.turf.example' },
      'VITE_SITE_URL must be an https: address for bKash to send visitors back to (http: only for 127.0.0.1 or localhost)',
    ],
    [
      { ...SECRETS, SITE_URL: 'http://pay.turf.example' },
      'SITE_URL must be an https: address for bKash to send visitors back to (http: only for 127.0.0.1 or localhost)',
    ],
  ])('refuses %o with a message naming the settings', (env, message) => {
    expect(() => loadConfig({ ...BASE, ...env }, tempDir())).toThrow(new ConfigError(message));
  });

  it('names the settings in its messages, never their secret values', () => {
    const partial = [
      { BKASH_APP_KEY: SECRETS.BKASH_APP_KEY, BKASH_APP_SECRET: SECRETS.BKASH_APP_SECRET },
      { BKASH_USERNAME: SECRETS.BKASH_USERNAME, BKASH_PASSWORD: SECRETS.BKASH_PASSWORD },
      { ...SECRETS, BKASH_BASE_URL: 'http://bkash.example' },
      { ...SECRETS, VITE_SITE_URL: 'http://book.turf.example' },
    ];
    for (const env of partial) {
      let caught: unknown;
      try {
        loadConfig({ ...BASE, ...env }, tempDir());
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ConfigError);
      const shown = `${String(caught)} ${JSON.stringify(caught)} ${(caught as Error).stack}`;
      for (const secret of Object.values(SECRETS)) expect(shown).not.toContain(secret);
    }
  });
});
