import { createHmac } from 'node:crypto';
import type { ErrorCode } from '@turf/sync-contract/error-codes';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, sampleUrl, TEST_ADMIN_EMAIL, TEST_JWT_SECRET } from '../support/app';

// Built before the tests are collected: the matrix below has one row per admin route the app declares.
const t = await buildTestApp();
afterAll(async () => {
  await t.close();
});

/** Every route the admin scope marked (test/routes/admin-scope.test.ts proves that is every route it guards). */
const ADMIN_ROUTES = t.routes
  .filter((route) => route.tags.includes('admin'))
  .map((route) => [route.method, sampleUrl(route.url)] as const);

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A hand-made JWT, so the test does not trust the library it is testing. */
function jwt(header: object, payload: object, secret: string | null): string {
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  if (secret === null) return `${unsigned}.`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

const now = () => Math.floor(Date.now() / 1000);
const HS256 = { alg: 'HS256', typ: 'JWT' };

const BAD_TOKENS: [string, () => string | undefined, number, string, ErrorCode][] = [
  ['no token', () => undefined, 401, 'Sign in as the manager to continue', 'UNAUTHORIZED'],
  [
    'a malformed header',
    () => 'Token abc',
    401,
    'Your session has expired or is not valid. Sign in again',
    'SESSION_EXPIRED',
  ],
  [
    'a wrong signature',
    () =>
      `Bearer ${jwt(HS256, { sub: 'x', role: 'admin', iat: now(), exp: now() + 600 }, 'another-secret-of-enough-length-here')}`,
    401,
    'Your session has expired or is not valid. Sign in again',
    'SESSION_EXPIRED',
  ],
  [
    'an expired token',
    () => `Bearer ${jwt(HS256, { sub: 'x', role: 'admin', iat: now() - 7200, exp: now() - 60 }, TEST_JWT_SECRET)}`,
    401,
    'Your session has expired or is not valid. Sign in again',
    'SESSION_EXPIRED',
  ],
  [
    'a token without exp',
    () => `Bearer ${jwt(HS256, { sub: 'x', role: 'admin', iat: now() }, TEST_JWT_SECRET)}`,
    401,
    'Your session has expired or is not valid. Sign in again',
    'SESSION_EXPIRED',
  ],
  [
    'alg none',
    () => `Bearer ${jwt({ alg: 'none', typ: 'JWT' }, { sub: 'x', role: 'admin', iat: now(), exp: now() + 600 }, null)}`,
    401,
    'Your session has expired or is not valid. Sign in again',
    'SESSION_EXPIRED',
  ],
  [
    'another role',
    () => `Bearer ${jwt(HS256, { sub: 'x', role: 'visitor', iat: now(), exp: now() + 600 }, TEST_JWT_SECRET)}`,
    403,
    'Only the manager can do this',
    'FORBIDDEN',
  ],
  [
    'no role',
    () => `Bearer ${jwt(HS256, { sub: 'x', iat: now(), exp: now() + 600 }, TEST_JWT_SECRET)}`,
    403,
    'Only the manager can do this',
    'FORBIDDEN',
  ],
];

describe('auth matrix: every admin route refuses every bad token', () => {
  it('is not empty: it holds the admin route the tests below use', () => {
    expect(ADMIN_ROUTES).toContainEqual(['GET', '/api/bookings/all']);
  });

  it('holds the schedule board’s routes (issue 13)', () => {
    expect(ADMIN_ROUTES).toEqual(
      expect.arrayContaining([
        ['POST', '/api/bookings'],
        ['GET', '/api/bookings/series-preview'],
        ['POST', '/api/bookings/series/7d1f2c3e-0000-4000-8000-000000000000/cancel'],
        ['POST', '/api/blocks'],
        ['GET', '/api/blocks'],
        ['DELETE', '/api/blocks/K7Q-M4X-PAR'],
        ['GET', '/api/schedule'],
      ]),
    );
  });

  it('holds the payment routes (issue 17)', () => {
    expect(ADMIN_ROUTES).toEqual(
      expect.arrayContaining([
        ['POST', '/api/bookings/all/K7Q-M4X-PAR/payments'],
        ['DELETE', '/api/bookings/all/K7Q-M4X-PAR/payments/5a0c9e3b-0000-4000-8000-000000000000'],
      ]),
    );
  });

  for (const [method, url] of ADMIN_ROUTES) {
    it.each(BAD_TOKENS)(`${method} ${url} with %s`, async (_label, header, status, message, code) => {
      const authorization = header();
      const response = await t.app.inject({
        method,
        url,
        headers: authorization ? { authorization } : {},
        ...(method === 'PATCH' ? { payload: { paid: true } } : {}),
        ...(url.endsWith('/reject-selected') ? { payload: { ids: ['K7Q-M4X-PAR'] } } : {}),
        ...(url.endsWith('/payments') ? { payload: { amount: 500, method: 'cash' } } : {}),
        ...(url.endsWith('/reject-all') ? { payload: { date: '2026-12-01', slotId: 'N-1' } } : {}),
        ...(method === 'POST' && url === '/api/blocks'
          ? { payload: { date: '2026-12-01', slotIds: ['N-1'], reason: 'Maintenance' } }
          : {}),
      });
      expect(response.statusCode).toBe(status);
      // A HEAD answer has no body; its status is the guard's all the same.
      if (method !== 'HEAD') expect(json(response)).toEqual({ error: message, code });
    });
  }

  it('lets a valid hand-made admin token through (so the refusals above are about the token)', async () => {
    const ver = await t.app.repos.admins.tokenVersion(TEST_ADMIN_EMAIL);
    const token = jwt(
      HS256,
      { sub: TEST_ADMIN_EMAIL, role: 'admin', ver, iat: now(), exp: now() + 600 },
      TEST_JWT_SECRET,
    );
    const response = await t.app.inject({ url: '/api/bookings/all', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['an earlier version of the account (its sessions were ended since)', (ver: number) => ({ ver: ver - 1 })],
    ['a later version', (ver: number) => ({ ver: ver + 1 })],
    ['no version (signed before versions existed)', () => ({})],
    ['a version that is not a number', (ver: number) => ({ ver: String(ver) })],
    ['an account that does not exist', (ver: number) => ({ sub: 'gone@turf.test', ver })],
  ])('refuses a well-signed admin token of %s with a 401', async (_label, claims) => {
    const ver = (await t.app.repos.admins.tokenVersion(TEST_ADMIN_EMAIL)) ?? 0;
    const payload = { sub: TEST_ADMIN_EMAIL, role: 'admin', iat: now(), exp: now() + 600, ...claims(ver) };
    const response = await t.app.inject({
      url: '/api/bookings/all',
      headers: { authorization: `Bearer ${jwt(HS256, payload, TEST_JWT_SECRET)}` },
    });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({
      error: 'Your session has expired or is not valid. Sign in again',
      code: 'SESSION_EXPIRED',
    });
  });
});
