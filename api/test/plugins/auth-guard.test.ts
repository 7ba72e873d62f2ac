import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, TEST_JWT_SECRET, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ADMIN_ROUTES = [
  ['GET', '/api/booking-requests'],
  ['POST', '/api/booking-requests/K7Q-M4X-PAR/confirm'],
  ['DELETE', '/api/booking-requests/K7Q-M4X-PAR'],
  ['GET', '/api/bookings/all'],
  ['PATCH', '/api/bookings/all/K7Q-M4X-PAR'],
  ['DELETE', '/api/bookings/all/K7Q-M4X-PAR'],
] as const;

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

const BAD_TOKENS: [string, () => string | undefined, number, string][] = [
  ['no token', () => undefined, 401, 'Sign in as the manager to continue'],
  ['a malformed header', () => 'Token abc', 401, 'Your session has expired or is not valid. Sign in again'],
  [
    'a wrong signature',
    () =>
      `Bearer ${jwt(HS256, { sub: 'x', role: 'admin', iat: now(), exp: now() + 600 }, 'another-secret-of-enough-length-here')}`,
    401,
    'Your session has expired or is not valid. Sign in again',
  ],
  [
    'an expired token',
    () => `Bearer ${jwt(HS256, { sub: 'x', role: 'admin', iat: now() - 7200, exp: now() - 60 }, TEST_JWT_SECRET)}`,
    401,
    'Your session has expired or is not valid. Sign in again',
  ],
  [
    'a token without exp',
    () => `Bearer ${jwt(HS256, { sub: 'x', role: 'admin', iat: now() }, TEST_JWT_SECRET)}`,
    401,
    'Your session has expired or is not valid. Sign in again',
  ],
  [
    'alg none',
    () => `Bearer ${jwt({ alg: 'none', typ: 'JWT' }, { sub: 'x', role: 'admin', iat: now(), exp: now() + 600 }, null)}`,
    401,
    'Your session has expired or is not valid. Sign in again',
  ],
  [
    'another role',
    () => `Bearer ${jwt(HS256, { sub: 'x', role: 'visitor', iat: now(), exp: now() + 600 }, TEST_JWT_SECRET)}`,
    403,
    'Only the manager can do this',
  ],
  [
    'no role',
    () => `Bearer ${jwt(HS256, { sub: 'x', iat: now(), exp: now() + 600 }, TEST_JWT_SECRET)}`,
    403,
    'Only the manager can do this',
  ],
];

describe('auth matrix: every admin route refuses every bad token', () => {
  for (const [method, url] of ADMIN_ROUTES) {
    it.each(BAD_TOKENS)(`${method} ${url} with %s`, async (_label, header, status, message) => {
      const authorization = header();
      const response = await t.app.inject({
        method,
        url,
        headers: authorization ? { authorization } : {},
        ...(method === 'PATCH' ? { payload: { paid: true } } : {}),
      });
      expect(response.statusCode).toBe(status);
      expect(json(response)).toEqual({ error: message });
    });
  }

  it('lets a valid hand-made admin token through (so the refusals above are about the token)', async () => {
    const token = jwt(HS256, { sub: 'x', role: 'admin', iat: now(), exp: now() + 600 }, TEST_JWT_SECRET);
    const response = await t.app.inject({ url: '/api/bookings/all', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
  });

  it('leaves public routes open', async () => {
    const response = await t.app.inject({ url: '/api/bookings?date=2026-12-01' });
    expect(response.statusCode).toBe(200);
  });
});
