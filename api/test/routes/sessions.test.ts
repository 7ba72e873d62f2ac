import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, type TestApp } from '../support/app';
import { type FreshDatabase, freshDatabase } from '../support/database';

// Sessions end when the account's token version moves on (decision 007): on "log out everywhere" and on every
// password change, in every process at once, because each admin request compares the token with the database.

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** An app on a database that outlives it, like a server restarted (or a second replica) on the same data. */
async function appOn(fresh: FreshDatabase, config: { adminPassword?: string } = {}): Promise<TestApp> {
  const t = await buildTestApp({ fresh: { ...fresh, dispose: async () => {} }, config });
  cleanups.push(() => t.app.close());
  return t;
}

async function sharedDatabase(): Promise<FreshDatabase> {
  const fresh = await freshDatabase();
  cleanups.push(() => fresh.dispose());
  return fresh;
}

async function signIn(t: TestApp, password = TEST_ADMIN_PASSWORD): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: TEST_ADMIN_EMAIL, password },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

async function statusWith(t: TestApp, token: string): Promise<number> {
  return (await t.app.inject({ url: '/api/bookings/all', headers: { authorization: `Bearer ${token}` } })).statusCode;
}

describe('POST /api/auth/logout-everywhere', () => {
  it("answers 204 and ends every session of the account, the caller's own included, in every process", async () => {
    const fresh = await sharedDatabase();
    const [one, two] = [await appOn(fresh), await appOn(fresh)];
    const phone = await signIn(one);
    const laptop = await signIn(two);
    expect(await statusWith(one, laptop)).toBe(200);
    expect(await statusWith(two, phone)).toBe(200);

    const ended = await one.app.inject({
      method: 'POST',
      url: '/api/auth/logout-everywhere',
      headers: { authorization: `Bearer ${phone}` },
    });
    expect(ended.statusCode).toBe(204);
    expect(ended.body).toBe('');

    for (const app of [one, two]) {
      for (const token of [phone, laptop]) {
        const refused = await app.app.inject({
          url: '/api/bookings/all',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toEqual({
          error: 'Your session has expired or is not valid. Sign in again',
          code: 'SESSION_EXPIRED',
        });
      }
    }
    // Doing it again with the ended token is refused too; signing in again works at once.
    const again = await two.app.inject({
      method: 'POST',
      url: '/api/auth/logout-everywhere',
      headers: { authorization: `Bearer ${phone}` },
    });
    expect(again.statusCode).toBe(401);
    expect(await statusWith(two, await signIn(two))).toBe(200);
  });
});

describe('a password change ends sessions', () => {
  it('ADMIN_PASSWORD changed at a restart ends the old sessions; a restart with the same one keeps them', async () => {
    const fresh = await sharedDatabase();
    const before = await appOn(fresh, { adminPassword: 'the-first-password' });
    const old = await signIn(before, 'the-first-password');
    await before.app.close();

    const same = await appOn(fresh, { adminPassword: 'the-first-password' });
    expect(await statusWith(same, old)).toBe(200);
    await same.app.close();

    const changed = await appOn(fresh, { adminPassword: 'the-second-password' });
    expect(await statusWith(changed, old)).toBe(401);
    expect(await statusWith(changed, await signIn(changed, 'the-second-password'))).toBe(200);
  });

  it('a password set while another process serves ends the sessions that process holds', async () => {
    const fresh = await sharedDatabase();
    const serving = await appOn(fresh);
    const token = await signIn(serving);
    // What `npm run admin -- set-password` does, from another process on the same database.
    const other = await appOn(fresh);
    expect(await other.app.repos.admins.changePassword(TEST_ADMIN_EMAIL, 'scrypt$1$1$1$x$y')).toBe(true);
    expect(await statusWith(serving, token)).toBe(401);
  });
});
