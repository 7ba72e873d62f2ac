import { MESSAGES } from '@turf/sync-contract/messages';
import { DEVICE_TOKEN_LIFETIME_SECONDS, TOKEN_LIFETIME_SECONDS } from '@turf/sync-contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

function login(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });
}

function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

describe('POST /api/auth/login', () => {
  it('answers a 12-hour HS256 admin token for the right credentials, and the token opens admin routes', async () => {
    const response = await login({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { token } = json<{ token: string }>(response);
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString());
    expect(header.alg).toBe('HS256');
    const c = claims(token);
    expect(c.role).toBe('admin');
    expect(Number(c.exp) - Number(c.iat)).toBe(TOKEN_LIFETIME_SECONDS);
    const list = await t.app.inject({ url: '/api/bookings/all', headers: { authorization: `Bearer ${token}` } });
    expect(list.statusCode).toBe(200);
  });

  it('also answers a device token, valid 180 days, that opens no admin route', async () => {
    const response = await login({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD });
    const { deviceToken } = json<{ deviceToken: string }>(response);
    const c = claims(deviceToken);
    expect(c).toMatchObject({ sub: TEST_ADMIN_EMAIL, role: 'device' });
    expect(typeof c.jti).toBe('string');
    expect(Number(c.exp) - Number(c.iat)).toBe(DEVICE_TOKEN_LIFETIME_SECONDS);
    const list = await t.app.inject({ url: '/api/bookings/all', headers: { authorization: `Bearer ${deviceToken}` } });
    expect(list.statusCode).toBe(403);
    // And it is sent back with the next login, which it does not change.
    const again = await login({ email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD, deviceToken });
    expect(again.statusCode).toBe(200);
    expect(claims(json<{ deviceToken: string }>(again).deviceToken).jti).not.toBe(c.jti);
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const response = await login({ email: ` ${TEST_ADMIN_EMAIL.toUpperCase()} `, password: TEST_ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [
      'a wrong password',
      { email: TEST_ADMIN_EMAIL, password: 'nope-nope-nope' },
      401,
      MESSAGES.invalidCredentials,
      'INVALID_CREDENTIALS',
    ],
    [
      'an unknown email',
      { email: 'someone@else.test', password: TEST_ADMIN_PASSWORD },
      401,
      MESSAGES.invalidCredentials,
      'INVALID_CREDENTIALS',
    ],
    [
      'an empty password',
      { email: TEST_ADMIN_EMAIL, password: '' },
      400,
      'Enter your email and password',
      'CREDENTIALS_REQUIRED',
    ],
    ['no email', { password: TEST_ADMIN_PASSWORD }, 400, 'Enter your email and password', 'CREDENTIALS_REQUIRED'],
    [
      'an extra field',
      { email: TEST_ADMIN_EMAIL, password: 'x', role: 'admin' },
      400,
      'Unknown field "role"',
      'INVALID_INPUT',
    ],
    [
      'a number for a password',
      { email: TEST_ADMIN_EMAIL, password: 12345678 },
      400,
      'Enter your email and password',
      'CREDENTIALS_REQUIRED',
    ],
    [
      'a wrong password with a garbled device token',
      { email: TEST_ADMIN_EMAIL, password: 'nope-nope-nope', deviceToken: 'not-a-token' },
      401,
      MESSAGES.invalidCredentials,
      'INVALID_CREDENTIALS',
    ],
  ])('refuses %s', async (_label, payload, status, message, code) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(status);
    expect(json(response)).toEqual({ error: message, code });
  });
});
