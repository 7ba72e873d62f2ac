import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PLACEHOLDER_VAPID_SUBJECT } from '../src/config';
import { isAllowedPushEndpoint, parsePushServiceHosts } from '../src/lib/push/push-service-hosts';
import { generateVapidKeys } from '../src/lib/push/vapid-keys';
import { TEST_VAPID } from './support/app';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'turf-push-config-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const BASE = { JWT_SECRET: 'y'.repeat(32) };

describe('VAPID keys', () => {
  it('without any in the environment: made once, kept in DATA_DIR (owner-only), and reused', () => {
    const cwd = tempDir();
    const first = loadConfig({ ...BASE, DATA_DIR: 'state' }, cwd).push.vapid;
    const file = path.join(cwd, 'state', 'vapid-keys.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(loadConfig({ ...BASE, DATA_DIR: 'state' }, cwd).push.vapid).toEqual(first);
  });

  it('a kept file that is not a key pair is replaced by a new pair', () => {
    const cwd = tempDir();
    loadConfig({ ...BASE, DATA_DIR: 'state' }, cwd);
    writeFileSync(path.join(cwd, 'state', 'vapid-keys.json'), '{"publicKey":"x"}');
    const keys = loadConfig({ ...BASE, DATA_DIR: 'state' }, cwd).push.vapid;
    expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
  });

  it('from the environment as given, with the subject', () => {
    const env = { ...BASE, VAPID_PUBLIC_KEY: TEST_VAPID.publicKey, VAPID_PRIVATE_KEY: TEST_VAPID.privateKey };
    const config = loadConfig({ ...env, VAPID_SUBJECT: 'https://turf.example' }, tempDir());
    expect(config.push.vapid).toEqual(TEST_VAPID);
    expect(config.push.vapidSubject).toBe('https://turf.example');
  });

  it("the default subject is the site's public address, never the manager's login e-mail (issue 27)", () => {
    const env = { ...BASE, ADMIN_EMAIL: 'Boss@Turf.Example' };
    const subject = (more: Record<string, string>) => loadConfig({ ...env, ...more }, tempDir()).push.vapidSubject;
    expect(subject({ VITE_SITE_URL: 'https://book.turf.example/en/' })).toBe('https://book.turf.example');
    // No https: address to name: a placeholder (the push plugin warns that iPhones refuse it).
    expect(subject({})).toBe(PLACEHOLDER_VAPID_SUBJECT);
    expect(subject({ VITE_SITE_URL: 'http://localhost:3000' })).toBe(PLACEHOLDER_VAPID_SUBJECT);
    expect(subject({ VITE_SITE_URL: 'not a url' })).toBe(PLACEHOLDER_VAPID_SUBJECT);
    for (const more of [{}, { VITE_SITE_URL: 'https://book.turf.example' }] as Record<string, string>[]) {
      expect(subject(more).toLowerCase()).not.toContain('boss@turf.example');
    }
  });

  const other = generateVapidKeys();
  it.each([
    [{ VAPID_PUBLIC_KEY: TEST_VAPID.publicKey }, 'Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither'],
    [{ VAPID_PRIVATE_KEY: TEST_VAPID.privateKey }, 'Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither'],
    [
      { VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: TEST_VAPID.privateKey },
      'VAPID_PUBLIC_KEY is not the public half of VAPID_PRIVATE_KEY',
    ],
    [
      { VAPID_PUBLIC_KEY: TEST_VAPID.publicKey.slice(2), VAPID_PRIVATE_KEY: TEST_VAPID.privateKey },
      'VAPID_PUBLIC_KEY must be a P-256 public key: 65 bytes, unpadded base64url (87 characters)',
    ],
    [
      { VAPID_PUBLIC_KEY: TEST_VAPID.publicKey, VAPID_PRIVATE_KEY: `${TEST_VAPID.privateKey}AA` },
      'VAPID_PRIVATE_KEY must be a P-256 private key: 32 bytes, unpadded base64url (43 characters)',
    ],
    [
      { VAPID_SUBJECT: 'turf@example.com' },
      'VAPID_SUBJECT must be a mailto: address or an https: URL, got "turf@example.com"',
    ],
    [{ PUSH_SERVICE_HOSTS: 'http://fcm.googleapis.com' }, 'PUSH_SERVICE_HOSTS must list hosts'],
    [{ PUSH_SERVICE_HOSTS: 'fcm.googleapis.com,*' }, 'PUSH_SERVICE_HOSTS must list hosts'],
    [{ PUSH_SERVICE_HOSTS: '127.0.0.1:99999' }, 'PUSH_SERVICE_HOSTS must list hosts'],
  ])('refuses %o with a message naming the setting', (env, message) => {
    expect(() => loadConfig({ ...BASE, ...env }, tempDir())).toThrow(ConfigError);
    expect(() => loadConfig({ ...BASE, ...env }, tempDir())).toThrow(message);
  });
});

describe('PUSH_SERVICE_HOSTS', () => {
  const defaults = (() => {
    const parsed = parsePushServiceHosts(undefined);
    if (!parsed.ok) throw new Error(parsed.reason);
    return parsed.value;
  })();

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGuQyavXutnMH-AbC',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
  ])('the public push services are allowed by default: %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, defaults)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    // Not as a browser writes it (decision 034, amended 2026-11-28).
    'https://FCM.googleapis.com:443/fcm/send/x',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evil.example/fcm.googleapis.com',
    'https://notify.windows.com/x',
    'https://evilnotify.windows.com/x',
    'https://user:pw@fcm.googleapis.com/x',
    'https://127.0.0.1/x',
    'https://[::1]/x',
    'https://169.254.169.254/latest/meta-data',
    'not a url',
  ])('anything else is not: %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, defaults)).toBe(false);
  });

  it('a host:port entry allows that port only (the tests’ own push service)', () => {
    const parsed = parsePushServiceHosts('127.0.0.1:8443');
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(isAllowedPushEndpoint('https://127.0.0.1:8443/device/a', parsed.value)).toBe(true);
    expect(isAllowedPushEndpoint('https://127.0.0.1/device/a', parsed.value)).toBe(false);
    expect(isAllowedPushEndpoint('https://127.0.0.1:8444/device/a', parsed.value)).toBe(false);
  });
});
