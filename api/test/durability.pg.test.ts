import { newBookingId } from '@turf/sync-contract/booking-id';
import { SLOTS } from '@turf/sync-contract/slots';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { TEST_NOW, testConfig, validBody } from './support/app';
import { createPgDatabase } from './support/database';
import { freePort, spawnTs, waitForHealth } from './support/process';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('durability on PostgreSQL', () => {
  it('a server killed with SIGKILL under write load has, after restart, every request it acknowledged', {
    timeout: 180_000,
  }, async () => {
    const pg = await createPgDatabase();
    cleanups.push(pg.drop);
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: pg.url,
      JWT_SECRET: 'kill-test-secret-that-is-long-enough-1234',
      ADMIN_EMAIL: 'k@turf.test',
      ADMIN_PASSWORD: 'kill-test-password',
      BOOKING_RATE_LIMIT: '1000000',
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/nonexistent',
    };
    const start = async () => {
      const port = await freePort();
      const server = spawnTs('src/server.ts', [], { ...env, PORT: String(port) });
      cleanups.push(async () => {
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
      });
      const url = `http://127.0.0.1:${port}`;
      await waitForHealth(url, server);
      return { url, server };
    };

    const first = await start();
    const today = todayAtVenue();
    const acknowledged: string[] = [];
    let sent = 0;
    let stop = false;
    const worker = async (w: number) => {
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
        try {
          const response = await fetch(`${first.url}/api/booking-requests`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          if (response.status === 201 || response.status === 200) acknowledged.push(body.id as string);
          else if (response.status >= 500) throw new Error(`worker ${w}: ${response.status}`);
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, w) => worker(w));
    while (acknowledged.length < 100) await new Promise((r) => setTimeout(r, 20));
    first.server.child.kill('SIGKILL');
    await first.server.exited;
    stop = true;
    await Promise.all(workers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(100);

    const second = await start();
    const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
    try {
      const rows = await sql<{ id: string }[]>`select id from booking_requests where id in ${sql(acknowledged)}`;
      expect(rows.length).toBe(acknowledged.length);
    } finally {
      await sql.end();
      second.server.child.kill('SIGTERM');
      await second.server.exited;
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
    expect((await a.inject({ url: `/api/bookings?date=${date}` })).json()).toEqual([]);
    const id = newBookingId();
    await b.inject({
      method: 'POST',
      url: '/api/booking-requests',
      payload: validBody({ id, date, slotId: 'M-1', time: '6:00 am - 7:30 am' }),
    });
    const token = b.jwt.sign({ sub: 'x', role: 'admin' });
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
    // Even a change made by hand in SQL reaches the cache, through the trigger.
    await dbB.sql`update bookings set cancelled = true where id = ${id}`;
    expect(await seen([])).toEqual([]);
  });
});
