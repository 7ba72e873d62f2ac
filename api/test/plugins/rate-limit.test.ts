import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, type TestApp, validBody } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { loginRateLimit: 3, bookingRateLimit: 2 } });
});
afterAll(async () => {
  await t?.close();
});

function login(email: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email, password: 'wrong-password' },
  });
}

describe('rate limits', () => {
  it('limit login attempts per IP with a readable 429', async () => {
    for (let i = 0; i < 3; i++) expect((await login(`a${i}@x.test`, '10.0.0.1')).statusCode).toBe(401);
    const limited = await login('a9@x.test', '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ error: string }>().error).toMatch(/^Too many attempts\. Please wait .+ and try again$/);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await login('b@x.test', '10.0.0.2')).statusCode).toBe(401);
  });

  it('limit login attempts per email, whatever the address', async () => {
    for (let i = 0; i < 3; i++) expect((await login(TEST_ADMIN_EMAIL, `10.1.0.${i}`)).statusCode).toBe(401);
    const limited = await login(TEST_ADMIN_EMAIL.toUpperCase(), '10.1.0.99');
    expect(limited.statusCode).toBe(429);
  });

  it('limit booking requests per IP, writing nothing when limited', async () => {
    const post = (slotId: string, time: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/booking-requests',
        remoteAddress: '10.2.0.1',
        payload: validBody({ slotId, time }),
      });
    expect((await post('M-1', '6:00 am - 7:30 am')).statusCode).toBe(201);
    expect((await post('M-2', '7:30 am - 9:00 am')).statusCode).toBe(201);
    const limited = await post('M-3', '9:00 am - 10:30 am');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ error: string }>().error).toMatch(/^Too many attempts/);
    const rows = await t.fresh.database.sql`select id from booking_requests`;
    expect(rows).toHaveLength(2);
  });

  it('leave the availability read unlimited', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ url: '/api/bookings?date=2026-12-01', remoteAddress: '10.2.0.1' })).statusCode).toBe(
        200,
      );
    }
  });
});

describe('login limits for a device that signed in before (decision 006)', () => {
  let d: TestApp;
  beforeAll(async () => {
    d = await buildTestApp({ config: { loginRateLimit: 3 } });
  });
  afterAll(async () => {
    await d?.close();
  });

  function attempt(ip: string, password: string, deviceToken?: string) {
    return d.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { email: TEST_ADMIN_EMAIL, password, ...(deviceToken === undefined ? {} : { deviceToken }) },
    });
  }

  it("a stranger's wrong passwords spend the account's shared count, not the manager's phone's own", async () => {
    const first = await attempt('10.3.0.1', TEST_ADMIN_PASSWORD);
    expect(first.statusCode).toBe(200);
    const { token, deviceToken } = first.json<{ token: string; deviceToken: string }>();

    // That sign-in was the first of three on the account's shared count; a stranger spends the other two.
    for (let i = 0; i < 2; i++) expect((await attempt(`10.3.1.${i}`, 'wrong-password')).statusCode).toBe(401);
    expect((await attempt('10.3.1.9', TEST_ADMIN_PASSWORD)).statusCode).toBe(429);
    // A forged device token, or the session token in its place, counts as no device: still limited.
    expect((await attempt('10.3.2.1', TEST_ADMIN_PASSWORD, `${deviceToken.slice(0, -2)}xx`)).statusCode).toBe(429);
    expect((await attempt('10.3.2.2', TEST_ADMIN_PASSWORD, token)).statusCode).toBe(429);

    // The manager's phone, with the device token of its earlier sign-in, still gets in...
    expect((await attempt('10.3.0.2', TEST_ADMIN_PASSWORD, deviceToken)).statusCode).toBe(200);
    // ...and its own count is limited like any other: two more attempts, then a 429.
    for (let i = 0; i < 2; i++) {
      expect((await attempt(`10.3.3.${i}`, 'wrong-password', deviceToken)).statusCode).toBe(401);
    }
    const limited = await attempt('10.3.3.9', TEST_ADMIN_PASSWORD, deviceToken);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ error: string }>().error).toMatch(/^Too many attempts/);
  });
});
