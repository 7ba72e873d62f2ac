import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN_EMAIL, type TestApp, validBody } from '../support/app';

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
