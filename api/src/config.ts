import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PushServiceHost, parsePushServiceHosts } from './lib/push-service-hosts';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';
import { resolveVapidKeys, type VapidKeys } from './lib/vapid-keys';

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
  dataDir: string;
  jwtSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Login attempts per 15 minutes, per IP and per email. */
  loginRateLimit: number;
  /** Booking requests per minute per IP. */
  bookingRateLimit: number;
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
}

export interface PushConfig {
  vapid: VapidKeys;
  /** The contact push services see in the VAPID token: `mailto:` or `https:`. */
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

function pushConfig(env: Env, dataDir: string, adminEmail: string | undefined): PushConfig {
  let vapid: VapidKeys;
  try {
    vapid = resolveVapidKeys(
      { publicKey: value(env, 'VAPID_PUBLIC_KEY'), privateKey: value(env, 'VAPID_PRIVATE_KEY') },
      dataDir,
    );
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  const vapidSubject = value(env, 'VAPID_SUBJECT') ?? `mailto:${adminEmail ?? 'admin@turf.local'}`;
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(vapidSubject)) {
    throw new ConfigError(`VAPID_SUBJECT must be a mailto: address or an https: URL, got "${vapidSubject}"`);
  }
  const hosts = parsePushServiceHosts(value(env, 'PUSH_SERVICE_HOSTS'));
  if (!hosts.ok) throw new ConfigError(hosts.reason);
  return { vapid, vapidSubject, serviceHosts: hosts.value };
}

/** Just where the data lives (for tools such as `npm run admin` that must not touch anything else). */
export function databaseOptionsFromEnv(env: Env = process.env, cwd = process.cwd()) {
  const databaseUrl = value(env, 'DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  return { databaseUrl, dataDir: path.resolve(cwd, value(env, 'DATA_DIR') ?? './data') };
}

/** Reads and validates the whole configuration once; a bad value throws a ConfigError that names it. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const { databaseUrl, dataDir } = databaseOptionsFromEnv(env, cwd);
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
    dataDir,
    jwtSecret: resolveJwtSecret(value(env, 'JWT_SECRET'), dataDir),
    adminEmail,
    adminPassword,
    loginRateLimit: integer(env, 'LOGIN_RATE_LIMIT', 10, 1, 1_000_000),
    bookingRateLimit: integer(env, 'BOOKING_RATE_LIMIT', 30, 1, 1_000_000),
    logLevel: logLevel as LogLevel,
    staticDir: staticDirRaw ? path.resolve(cwd, staticDirRaw) : DEFAULT_STATIC_DIR,
    bodyLimit: integer(env, 'BODY_LIMIT', 16 * 1024, 1024, 10 * 1024 * 1024),
    trustProxy: trustProxy(env),
    production: value(env, 'NODE_ENV') === 'production',
    push: pushConfig(env, dataDir, adminEmail),
  };
}
