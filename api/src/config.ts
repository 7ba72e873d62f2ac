import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BkashCredentials } from './lib/bkash/bkash-client';
import { parseTrustProxy, type TrustProxy } from './lib/http/trust-proxy';
import { type PushServiceHost, parsePushServiceHosts } from './lib/push/push-service-hosts';
import { resolveVapidKeys, type VapidKeys } from './lib/push/vapid-keys';

/** Where the api package lives; defaults that name folders resolve from here, not from the working directory. */
export const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const REPO_ROOT = path.resolve(API_ROOT, '..');
export const DEFAULT_STATIC_DIR = path.join(REPO_ROOT, 'pwa', 'dist');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL; unset means the embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /**
   * The tables' owner (decision 063): when set, the start migrates as it and grants databaseUrl's role only what the
   * app needs; unset, databaseUrl's role migrates and owns the tables.
   */
  migrationDatabaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Login attempts per 15 minutes, per IP and per email. */
  loginRateLimit: number;
  /** Booking requests per minute per IP. */
  bookingRateLimit: number;
  /** Status reads (`GET /api/booking-requests/:id/status`) per minute per IP. */
  statusRateLimit: number;
  logLevel: LogLevel;
  /** The built PWA; null (or a missing folder) turns static serving off. */
  staticDir: string | null;
  /** Largest request body in bytes. */
  bodyLimit: number;
  /** Which proxies' X-Forwarded-For to believe (so rate limits see the visitor's address); never every one. */
  trustProxy: TrustProxy;
  production: boolean;
  /** Web Push (issue 14, decision 034). */
  push: PushConfig;
  /** bKash Tokenized Checkout (issue 30, decision 084); null when its credentials are not set. */
  bkash: BkashConfig | null;
}

export interface BkashConfig extends BkashCredentials {
  /** The site's public origin (SITE_URL, else VITE_SITE_URL), where bKash sends the visitor back. */
  siteUrl: string;
}

export interface PushConfig {
  vapid: VapidKeys;
  /** The contact push services see in the VAPID token: `mailto:` or `https:`, never the login e-mail by default. */
  vapidSubject: string;
  /** The only hosts push messages may be sent to (SSRF guard). */
  serviceHosts: PushServiceHost[];
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

function trustProxy(env: Env): TrustProxy {
  const parsed = parseTrustProxy(value(env, 'TRUST_PROXY'));
  if (!parsed.ok) throw new ConfigError(parsed.reason);
  return parsed.value;
}

const JWT_SECRET_FILE = 'jwt-secret';
export const MIN_JWT_SECRET_LENGTH = 32;

/** The JWT secret from the environment, or one made on first start and kept in DATA_DIR (so tokens survive restarts). */
export function resolveJwtSecret(fromEnv: string | undefined, dataDir: string): string {
  if (fromEnv !== undefined) {
    if (fromEnv.length < MIN_JWT_SECRET_LENGTH) {
      throw new ConfigError(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters`);
    }
    return fromEnv;
  }
  const file = path.join(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_JWT_SECRET_LENGTH) return stored;
  }
  // Private like everything in DATA_DIR (data-dir.ts).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * The VAPID contact when neither VAPID_SUBJECT nor an https: site address is set: nobody's, so it discloses nothing,
 * but Apple's push service refuses a token naming localhost (iPhones get no notices), so the push plugin warns.
 */
export const PLACEHOLDER_VAPID_SUBJECT = 'https://localhost';

/**
 * The contact push services see in every token: VAPID_SUBJECT, else the site's public address (VITE_SITE_URL, the
 * venue's public face), never the manager's login e-mail (issue 27: a token that went astray would hand it out).
 */
function vapidSubjectOf(env: Env): string {
  const explicit = value(env, 'VAPID_SUBJECT');
  if (explicit !== undefined) return explicit;
  try {
    const site = new URL(value(env, 'VITE_SITE_URL') ?? '');
    if (site.protocol === 'https:') return site.origin;
  } catch {
    // Not a URL: the placeholder, as when unset.
  }
  return PLACEHOLDER_VAPID_SUBJECT;
}

function pushConfig(env: Env, dataDir: string): PushConfig {
  let vapid: VapidKeys;
  try {
    vapid = resolveVapidKeys(
      { publicKey: value(env, 'VAPID_PUBLIC_KEY'), privateKey: value(env, 'VAPID_PRIVATE_KEY') },
      dataDir,
    );
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  const vapidSubject = vapidSubjectOf(env);
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(vapidSubject)) {
    throw new ConfigError(`VAPID_SUBJECT must be a mailto: address or an https: URL, got "${vapidSubject}"`);
  }
  const hosts = parsePushServiceHosts(value(env, 'PUSH_SERVICE_HOSTS'));
  if (!hosts.ok) throw new ConfigError(hosts.reason);
  return { vapid, vapidSubject, serviceHosts: hosts.value };
}

export const DEFAULT_BKASH_BASE_URL = 'https://tokenized.sandbox.bka.sh/v1.2.0-beta';
const BKASH_CREDENTIALS = ['BKASH_APP_KEY', 'BKASH_APP_SECRET', 'BKASH_USERNAME', 'BKASH_PASSWORD'] as const;

/** https:, or http: to this machine only (a test's stand-in): credentials and money never cross a network in clear. */
function secureOrigin(name: string, raw: string, purpose: string): URL {
  const url = parseUrl(name, raw);
  const local = url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !local) {
    throw new ConfigError(`${name} must be an https: address ${purpose} (http: only for 127.0.0.1 or localhost)`);
  }
  return url;
}

/** All four credentials or none; the messages name settings, never their values (they are secrets). */
function bkashConfig(env: Env): BkashConfig | null {
  const baseUrl = value(env, 'BKASH_BASE_URL') ?? DEFAULT_BKASH_BASE_URL;
  secureOrigin('BKASH_BASE_URL', baseUrl, 'for bKash');
  const missing = BKASH_CREDENTIALS.filter((name) => value(env, name) === undefined);
  if (missing.length === BKASH_CREDENTIALS.length) return null;
  if (missing.length > 0) {
    throw new ConfigError(`bKash needs all of ${BKASH_CREDENTIALS.join(', ')} or none; missing: ${missing.join(', ')}`);
  }
  // SITE_URL as issue 30 names it; else the address the build already has (VITE_SITE_URL), which is the same site.
  const siteSetting = value(env, 'SITE_URL') !== undefined ? 'SITE_URL' : 'VITE_SITE_URL';
  const siteUrl = value(env, siteSetting);
  if (siteUrl === undefined) {
    throw new ConfigError('bKash needs SITE_URL, the public address it sends visitors back to after paying');
  }
  const secret = (name: (typeof BKASH_CREDENTIALS)[number]) => value(env, name) ?? '';
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    appKey: secret('BKASH_APP_KEY'),
    appSecret: secret('BKASH_APP_SECRET'),
    username: secret('BKASH_USERNAME'),
    password: secret('BKASH_PASSWORD'),
    siteUrl: secureOrigin(siteSetting, siteUrl, 'for bKash to send visitors back to').origin,
  };
}

/** Just where the data lives (for tools such as `npm run admin` that must not touch anything else). */
export function databaseOptionsFromEnv(env: Env = process.env, cwd = process.cwd()) {
  const databaseUrl = value(env, 'DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const migrationDatabaseUrl = value(env, 'MIGRATION_DATABASE_URL');
  if (migrationDatabaseUrl !== undefined) checkMigrationUrl(migrationDatabaseUrl, databaseUrl);
  return { databaseUrl, migrationDatabaseUrl, dataDir: path.resolve(cwd, value(env, 'DATA_DIR') ?? './data') };
}

function parseUrl(name: string, url: string): URL {
  try {
    return new URL(url);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
}

/** The owner's URL must name another role of the same PostgreSQL database, or the app would run as the owner again. */
function checkMigrationUrl(migrationUrl: string, databaseUrl: string | undefined): void {
  if (!/^postgres(ql)?:\/\//.test(migrationUrl)) {
    throw new ConfigError('MIGRATION_DATABASE_URL must start with postgres:// or postgresql://');
  }
  if (databaseUrl === undefined) {
    throw new ConfigError('MIGRATION_DATABASE_URL needs DATABASE_URL (the embedded database has no roles)');
  }
  const owner = parseUrl('MIGRATION_DATABASE_URL', migrationUrl);
  const app = parseUrl('DATABASE_URL', databaseUrl);
  if (app.username === '') throw new ConfigError('DATABASE_URL must name its user when MIGRATION_DATABASE_URL is set');
  if (owner.username === app.username) {
    throw new ConfigError('MIGRATION_DATABASE_URL and DATABASE_URL must name different users (the owner, the app)');
  }
  if (owner.pathname !== app.pathname) {
    throw new ConfigError('MIGRATION_DATABASE_URL and DATABASE_URL must name the same database');
  }
}

/** Reads and validates the whole configuration once; a bad value throws a ConfigError that names it. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const { databaseUrl, migrationDatabaseUrl, dataDir } = databaseOptionsFromEnv(env, cwd);
  const logLevel = (value(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const adminEmail = value(env, 'ADMIN_EMAIL')?.toLowerCase();
  if (adminEmail !== undefined && !/^[^\s@]+@[^\s@]+$/.test(adminEmail)) {
    throw new ConfigError(`ADMIN_EMAIL must be an e-mail address, got "${adminEmail}"`);
  }
  const adminPassword = env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : undefined;
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters');
  }
  const staticDirRaw = value(env, 'STATIC_DIR');
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: value(env, 'HOST') ?? '0.0.0.0',
    databaseUrl,
    migrationDatabaseUrl,
    dataDir,
    jwtSecret: resolveJwtSecret(value(env, 'JWT_SECRET'), dataDir),
    adminEmail,
    adminPassword,
    loginRateLimit: integer(env, 'LOGIN_RATE_LIMIT', 10, 1, 1_000_000),
    bookingRateLimit: integer(env, 'BOOKING_RATE_LIMIT', 30, 1, 1_000_000),
    statusRateLimit: integer(env, 'STATUS_RATE_LIMIT', 120, 1, 1_000_000),
    logLevel: logLevel as LogLevel,
    staticDir: staticDirRaw ? path.resolve(cwd, staticDirRaw) : DEFAULT_STATIC_DIR,
    bodyLimit: integer(env, 'BODY_LIMIT', 16 * 1024, 1024, 10 * 1024 * 1024),
    trustProxy: trustProxy(env),
    production: value(env, 'NODE_ENV') === 'production',
    push: pushConfig(env, dataDir),
    bkash: bkashConfig(env),
  };
}
