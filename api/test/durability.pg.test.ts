import { newBookingId } from '@turf/sync-contract/booking-id';
import { SLOTS } from '@turf/sync-contract/slots';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { TEST_ADMIN_EMAIL, TEST_NOW, testConfig, validBody } from './support/app';
import { createPgDatabase } from './support/database';
import { startProductionServer, throwawayDatabase } from './support/production-server';
import { waitUntil, withDeadline } from './support/wait';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('durability on PostgreSQL', () => {
  it('a server killed with SIGKILL under write load has, after restart, every request it acknowledged', {
    timeout: 180_000,
  }, async () => {
    const database = await throwawayDatabase({ driver: 'postgres' });
    cleanups.push(database.dispose);
    const start = async () => {
      const server = await startProductionServer({
        database,
        env: {
          JWT_SECRET: 'kill-test-secret-that-is-long-enough-1234',
          ADMIN_EMAIL: 'k@turf.test',
          ADMIN_PASSWORD: 'kill-test-password',
          BOOKING_RATE_LIMIT: '1000000',
          STATIC_DIR: '/nonexistent',
        },
      });
      cleanups.push(() => server.stop());
      return server;
    };

    const first = await start();
    const today = todayAtVenue();
    const acknowledged: string[] = [];
    /** Every answer that is neither 200 nor 201: each is a bug, whatever happens to the server after. */
    const wrongAnswers: string[] = [];
    let sent = 0;
    let working = 0;
    let stop = false;
    const worker = async () => {
      working++;
      try {
        while (!stop) {
          const n = sent++;
          const slot = SLOTS[n % SLOTS.length];
          if (!slot) throw new Error('no slot');
          const body = validBody({
            id: newBookingId(),
            date: addDays(today, 1 + (n % 50)),
            slotId: slot.slotId,
            time: slot.time,
          });
          let response: Response;
          try {
            response = await fetch(`${first.url}/api/booking-requests`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
              signal: AbortSignal.timeout(10_000),
            });
          } catch {
            return; // no answer: the server is gone (or hung, which the wait below reports)
          }
          if (response.status === 201 || response.status === 200) acknowledged.push(body.id as string);
          else wrongAnswers.push(`${response.status} ${await response.text().catch(() => '')}`);
        }
      } finally {
        working--;
      }
    };
    const workers = Array.from({ length: 8 }, () => worker());
    await waitUntil(() => acknowledged.length >= 100 || wrongAnswers.length > 0 || working === 0, {
      ms: 60_000,
      what: 'the server had acknowledged 100 booking requests',
      state: () => `${acknowledged.length} acknowledged, ${sent} sent; the server's output:\n${first.output()}`,
    });
    expect(wrongAnswers).toEqual([]);
    expect(acknowledged.length, `the server stopped answering early:\n${first.output()}`).toBeGreaterThanOrEqual(100);
    await first.kill();
    stop = true;
    await withDeadline(Promise.all(workers), 30_000, 'the load to notice the server is gone');
    expect(wrongAnswers).toEqual([]);

    const second = await start();
    const sql = postgres(database.url as string, { max: 1, onnotice: () => {} });
    try {
      const rows = await sql<{ id: string }[]>`select id from booking_requests where id in ${sql(acknowledged)}`;
      expect(rows.length).toBe(acknowledged.length);
    } finally {
      await sql.end();
      await second.stop();
    }
  });

  it('two API processes on one database see each other’s writes at once (NOTIFY), not after the cache TTL', async () => {
    const pg = await createPgDatabase();
    cleanups.push(pg.drop);
    const dbA = await openDatabase({ url: pg.url });
    const dbB = await openDatabase({ url: pg.url });
    // A TTL of a minute: only the notification can explain a fresh answer.
    const a = await buildApp({
      config: testConfig(),
      database: dbA,
      now: () => TEST_NOW,
      logStream: false,
      availabilityTtlMs: 60_000,
    });
    const b = await buildApp({
      config: testConfig(),
      database: dbB,
      now: () => TEST_NOW,
      logStream: false,
      availabilityTtlMs: 60_000,
    });
    cleanups.push(async () => {
      await a.close();
      await b.close();
      await dbA.close();
      await dbB.close();
    });
    await a.ready();
    await b.ready();

    const date = '2026-12-24';
    const empty = await a.inject({ url: `/api/bookings?date=${date}` });
    expect(empty.json()).toEqual([]);
    // A's answer is kept with its bytes and ETag: the same notification must forget all three.
    const emptyTag = empty.headers.etag as string;
    expect(
      (await a.inject({ url: `/api/bookings?date=${date}`, headers: { 'if-none-match': emptyTag } })).statusCode,
    ).toBe(304);
    const id = newBookingId();
    await b.inject({
      method: 'POST',
      url: '/api/booking-requests',
      payload: validBody({ id, date, slotId: 'M-1', time: '6:00 am - 7:30 am' }),
    });
    const ver = await b.repos.admins.tokenVersion(TEST_ADMIN_EMAIL);
    const token = b.jwt.sign({ sub: TEST_ADMIN_EMAIL, role: 'admin', ver: ver ?? -1 });
    const confirmed = await b.inject({
      method: 'POST',
      url: `/api/booking-requests/${id}/confirm`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(confirmed.statusCode).toBe(200);

    const seen = async (expected: string[]) => {
      const deadline = Date.now() + 3000;
      for (;;) {
        const taken = (await a.inject({ url: `/api/bookings?date=${date}` })).json();
        if (JSON.stringify(taken) === JSON.stringify(expected) || Date.now() > deadline) return taken;
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    expect(await seen(['M-1'])).toEqual(['M-1']);
    const revalidated = await a.inject({ url: `/api/bookings?date=${date}`, headers: { 'if-none-match': emptyTag } });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.json()).toEqual(['M-1']);
    const bookedTag = revalidated.headers.etag as string;
    expect(bookedTag).not.toBe(emptyTag);
    // Both processes tag the same answer alike, so a phone keeps its copy whichever replica it reaches.
    expect((await b.inject({ url: `/api/bookings?date=${date}` })).headers.etag).toBe(bookedTag);
    // Even a change made by hand in SQL reaches the cache, through the trigger.
    await dbB.sql`update bookings set cancelled = true where id = ${id}`;
    expect(await seen([])).toEqual([]);
    const afterCancel = await a.inject({ url: `/api/bookings?date=${date}`, headers: { 'if-none-match': bookedTag } });
    expect(afterCancel.statusCode).toBe(200);
    expect(afterCancel.headers.etag).toBe(emptyTag);
  });
});

describe('a database that loses its tables under a running server', () => {
  it('fails the health check, stops the server to be restarted, and the restart migrates it', {
    timeout: 180_000,
  }, async () => {
    const database = await throwawayDatabase({ driver: 'postgres' });
    cleanups.push(database.dispose);
    const env = {
      JWT_SECRET: 'schema-test-secret-that-is-long-enough-12',
      ADMIN_EMAIL: 'schema@turf.test',
      ADMIN_PASSWORD: 'schema-test-password',
      STATIC_DIR: '/nonexistent',
    };
    const first = await startProductionServer({ database, env });
    cleanups.push(() => first.stop());
    // What a database dropped and created again looks like to a running server.
    const sql = postgres(database.url ?? '', { max: 1, onnotice: () => {} });
    try {
      await sql.unsafe('drop schema public cascade; create schema public');
    } finally {
      await sql.end();
    }
    expect((await fetch(`${first.url}/api/health`)).status).toBe(503);
    // Compose's `restart: unless-stopped` starts an app that exited: it must exit, and not as a clean stop.
    expect(await withDeadline(first.exited, 30_000, 'the server to stop after losing its tables')).toBe(1);
    expect(first.output()).toContain('the database has lost its tables');

    const second = await startProductionServer({ database, env });
    cleanups.push(() => second.stop());
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    const login = await fetch(`${second.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
  });
});
