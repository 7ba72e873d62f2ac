import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, loadConfig } from '../../src/config';
import {
  buildTestApp,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  TEST_JWT_SECRET,
  TEST_VAPID,
  type TestApp,
  validBody,
} from '../support/app';

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
    expect(limited.json<{ code: string }>().code).toBe('TOO_MANY_REQUESTS');
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
    expect(limited.json<{ code: string }>().code).toBe('TOO_MANY_REQUESTS');
    const rows = await t.fresh.database.sql`select id from booking_requests`;
    expect(rows).toHaveLength(2);
  });

  it('leave the availability reads unlimited', async () => {
    for (let i = 0; i < 5; i++) {
      for (const url of ['/api/bookings?date=2026-12-01', '/api/availability?date=2026-12-01']) {
        expect((await t.app.inject({ url, remoteAddress: '10.2.0.1' })).statusCode).toBe(200);
      }
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
    expect(limited.json<{ code: string }>().code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('login limits behind a proxy: a written X-Forwarded-For cannot choose the address (decision 007)', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  async function appTrusting(trustProxy: AppConfig['trustProxy']) {
    const built = await buildTestApp({ config: { loginRateLimit: 3, trustProxy } });
    apps.push(built);
    return (remoteAddress: string, forwardedFor: string, email: string) =>
      built.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email, password: 'wrong-password' },
      });
  }

  it('TRUST_PROXY=1: the proxy-appended address is the bucket, whatever the visitor wrote before it', async () => {
    const viaProxy = await appTrusting(1);
    // The proxy at 10.9.0.1 appends the address it saw; everything before it is the visitor's own writing.
    for (let i = 0; i < 3; i++) {
      expect((await viaProxy('10.9.0.1', `198.51.100.${i}, 203.0.113.7`, `s${i}@x.test`)).statusCode).toBe(401);
    }
    expect((await viaProxy('10.9.0.1', '198.51.100.99, 203.0.113.7', 's9@x.test')).statusCode).toBe(429);
    expect((await viaProxy('10.9.0.1', '203.0.113.7', 's10@x.test')).statusCode).toBe(429);
    // Another visitor behind the same proxy has a bucket of their own.
    expect((await viaProxy('10.9.0.1', '203.0.113.8', 's11@x.test')).statusCode).toBe(401);
  });

  it('TRUST_PROXY=<address>: a client that is not that proxy is counted by its own address, header or not', async () => {
    const direct = await appTrusting(['10.9.0.1']);
    for (let i = 0; i < 3; i++) {
      expect((await direct('198.51.100.50', `203.0.113.${i}`, `d${i}@x.test`)).statusCode).toBe(401);
    }
    expect((await direct('198.51.100.50', '203.0.113.99', 'd9@x.test')).statusCode).toBe(429);
    // Through the named proxy, the header is believed.
    expect((await direct('10.9.0.1', '198.51.100.50, 203.0.113.5', 'd10@x.test')).statusCode).toBe(401);
  });

  it('no TRUST_PROXY: the header is ignored, the connection is the bucket', async () => {
    const plain = await appTrusting(false);
    for (let i = 0; i < 3; i++) {
      expect((await plain('198.51.100.60', `203.0.113.${i}`, `n${i}@x.test`)).statusCode).toBe(401);
    }
    expect((await plain('198.51.100.60', '203.0.113.99', 'n9@x.test')).statusCode).toBe(429);
  });
});

describe('a trusted device is not refused by the count of the address it shares (decision 007)', () => {
  let d: TestApp;
  beforeAll(async () => {
    d = await buildTestApp({ config: { loginRateLimit: 3 } });
  });
  afterAll(async () => {
    await d?.close();
  });

  it("strangers spending the shared address's count do not lock out the manager's phone, which still has its own", async () => {
    const attempt = (email: string, password: string, deviceToken?: string) =>
      d.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        // Everyone behind one proxy that is not trusted (or one carrier NAT) arrives from one address.
        remoteAddress: '10.4.0.1',
        payload: { email, password, ...(deviceToken === undefined ? {} : { deviceToken }) },
      });
    const first = await attempt(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    expect(first.statusCode).toBe(200);
    const { deviceToken } = first.json<{ deviceToken: string }>();

    // Strangers on other accounts spend the rest of the address's count.
    for (let i = 0; i < 2; i++) expect((await attempt(`x${i}@x.test`, 'wrong-password')).statusCode).toBe(401);
    expect((await attempt('x9@x.test', 'wrong-password')).statusCode).toBe(429);
    // Without its device token the manager is refused like anyone there...
    expect((await attempt(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD)).statusCode).toBe(429);
    // ...with it, the phone gets in, counted on its own bucket only...
    expect((await attempt(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, deviceToken)).statusCode).toBe(200);
    // ...which is limited like any other: two more, then a 429 (guessing stays bounded).
    for (let i = 0; i < 2; i++) {
      expect((await attempt(TEST_ADMIN_EMAIL, 'wrong-password', deviceToken)).statusCode).toBe(401);
    }
    expect((await attempt(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, deviceToken)).statusCode).toBe(429);
  });
});

describe('status reads are limited per address, above any polling (issue 27)', () => {
  /** Production's limit: what a deployment gets unless STATUS_RATE_LIMIT says otherwise. */
  const limit = loadConfig({
    JWT_SECRET: TEST_JWT_SECRET,
    VAPID_PUBLIC_KEY: TEST_VAPID.publicKey,
    VAPID_PRIVATE_KEY: TEST_VAPID.privateKey,
  }).statusRateLimit;
  let d: TestApp;
  const ids: string[] = [];
  beforeAll(async () => {
    d = await buildTestApp({ config: { statusRateLimit: limit } });
    for (const date of ['2026-11-23', '2026-11-24', '2026-11-25']) {
      const created = await d.app.inject({
        method: 'POST',
        url: '/api/booking-requests',
        payload: validBody({ date }),
      });
      expect(created.statusCode).toBe(201);
      ids.push(created.json<{ _id: string }>()._id);
    }
  });
  afterAll(async () => {
    await d?.close();
  });

  const status = (id: string, remoteAddress: string) =>
    d.app.inject({ url: `/api/booking-requests/${id}/status`, remoteAddress });

  it('a minute of polling by phones behind one carrier address is answered in full', async () => {
    // The PWA asks about each request it shows every 20 s. Four phones behind one address, each showing its three
    // waiting requests (the most a phone may have) and six upcoming bookings: 4 x 9 x 3 reads in a minute.
    const reads = 4 * (3 + 6) * 3;
    for (let i = 0; i < reads; i++) {
      expect((await status(ids[i % ids.length] ?? '', '10.5.0.1')).statusCode).toBe(200);
    }
  });

  it('past the limit answers 429 with an error to read; another address is not affected', async () => {
    for (let i = 0; i < limit; i++) {
      expect((await status(`K7Q-M4X-${String(i).padStart(3, '0')}`, '10.5.1.1')).statusCode).not.toBe(429);
    }
    const limited = await status(ids[0] ?? '', '10.5.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ error: string }>().error).toMatch(/^Too many attempts\. Please wait .+ and try again$/);
    expect(limited.json<{ code: string }>().code).toBe('TOO_MANY_REQUESTS');
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await status(ids[0] ?? '', '10.5.1.2')).statusCode).toBe(200);
  });
});
