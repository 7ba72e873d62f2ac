import { newBookingId } from '@turf/sync-contract/booking-id';
import { addDays } from '@turf/sync-contract/time';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/database';
import { TEST_ADMIN_EMAIL, TEST_NOW, testConfig, validBody } from './support/app';
import { createPgDatabase } from './support/database';
import { ATTEMPTS, expectOneHolder, prepareRace } from './support/slot-race';

// Two API processes' worth of the app on one PostgreSQL database, each with its own pool of 10 connections, and plain
// SQL from 50 more: the races below really run in parallel, and only the database can decide them.
let url: string;
let drop: () => Promise<void>;
const databases: Database[] = [];
const apps: FastifyInstance[] = [];
let authorization: string;

beforeAll(async () => {
  ({ url, drop } = await createPgDatabase());
  for (let n = 0; n < 2; n++) {
    const database = await openDatabase({ url });
    databases.push(database);
    // A minute's cache: only the NOTIFY of the other process can explain a fresh availability answer.
    const app = await buildApp({
      config: testConfig(),
      database,
      now: () => TEST_NOW,
      logStream: false,
      availabilityTtlMs: 60_000,
    });
    await app.ready();
    apps.push(app);
  }
  const [first] = apps;
  if (!first) throw new Error('no app');
  const ver = await first.repos.admins.tokenVersion(TEST_ADMIN_EMAIL);
  authorization = `Bearer ${first.jwt.sign({ sub: TEST_ADMIN_EMAIL, role: 'admin', ver: ver ?? -1 })}`;
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of databases) await database.close();
  await drop?.();
});

/** What app `app` answers for a date's taken slots, once it agrees with `expected` or after 3 s. */
async function takenSeenBy(app: FastifyInstance, date: string, expected: string[]): Promise<string[]> {
  const deadline = Date.now() + 3000;
  for (;;) {
    const taken = (await app.inject({ url: `/api/bookings?date=${date}` })).json() as string[];
    if (JSON.stringify(taken) === JSON.stringify(expected) || Date.now() > deadline) return taken;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('50 mixed attempts on one slot from two API processes on PostgreSQL', () => {
  it.each(ATTEMPTS.map((leader) => [leader]))(
    'exactly one holder (a %s started first), and the other process sees it at once',
    { timeout: 60_000 },
    async (leader) => {
      const date = addDays('2026-12-10', ATTEMPTS.indexOf(leader));
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      // Each process has the date's empty answer cached before the race.
      expect(await takenSeenBy(a, date, [])).toEqual([]);
      expect(await takenSeenBy(b, date, [])).toEqual([]);
      const racers = await prepareRace(apps, authorization, date, 'N-2', 'N-3', leader);
      const results = await Promise.all(racers.map((racer) => racer.run()));
      const winner = await expectOneHolder(databases[0]?.sql as postgres.Sql, racers, results, date, 'N-2', 'N-3');
      const expected = winner === 'block with another slot' ? ['N-2', 'N-3'] : ['N-2'];
      expect(await takenSeenBy(a, date, expected)).toEqual(expected);
      expect(await takenSeenBy(b, date, expected)).toEqual(expected);
    },
  );
});

describe('plain SQL from 50 connections at once, around the API', () => {
  it('the database alone keeps one holder: confirm-like inserts, manager bookings, un-cancels and blocks', {
    timeout: 60_000,
  }, async () => {
    const date = '2026-12-20';
    const slot = { slot_id: 'A-2', time: '1:30 pm - 3:00 pm' };
    const setup = postgres(url, { max: 1, onnotice: () => {} });
    const requestIds = Array.from({ length: 15 }, () => newBookingId());
    const cancelledIds = Array.from({ length: 15 }, () => newBookingId());
    try {
      for (const id of requestIds) {
        const body = validBody({ id, date, slotId: slot.slot_id, time: slot.time });
        await setup`insert into booking_requests (id, date, slot_id, time, name, phone, price)
          values (${id}, ${date}, ${slot.slot_id}, ${slot.time}, ${body.name}, ${body.phone}, 2000)`;
      }
      for (const id of cancelledIds) {
        await setup`insert into bookings (id, date, slot_id, time, name, phone, price, source, cancelled)
          values (${id}, ${date}, ${slot.slot_id}, ${slot.time}, 'Old', '01712345678', 2000, 'manager', true)`;
      }
    } finally {
      await setup.end();
    }

    const writes: ((sql: postgres.TransactionSql) => Promise<unknown>)[] = [
      ...requestIds.map(
        (id) => (sql: postgres.TransactionSql) =>
          sql`insert into bookings (id, date, slot_id, time, name, phone, price)
          select id, date, slot_id, time, name, phone, 2000 from booking_requests where id = ${id}`,
      ),
      ...cancelledIds.map(
        (id) => (sql: postgres.TransactionSql) => sql`update bookings set cancelled = false where id = ${id}`,
      ),
      ...Array.from(
        { length: 10 },
        () => (sql: postgres.TransactionSql) =>
          sql`insert into bookings (id, date, slot_id, time, name, phone, price, source)
          values (${newBookingId()}, ${date}, ${slot.slot_id}, ${slot.time}, 'Walk-in', '01712345678', 2000, 'manager')`,
      ),
      ...Array.from(
        { length: 10 },
        (_, n) => (sql: postgres.TransactionSql) =>
          sql`insert into blocks (date, slot_id, time, reason) values (${date}, ${slot.slot_id}, ${slot.time}, ${`Race ${n}`})`,
      ),
    ];
    expect(writes).toHaveLength(50);
    const clients = writes.map(() => postgres(url, { max: 1, onnotice: () => {} }));
    try {
      // Every transaction is open before any writes, then all write at once and commit.
      let arrived = 0;
      let release: () => void = () => {};
      const allOpen = new Promise<void>((resolve) => {
        release = resolve;
      });
      const outcomes = await Promise.all(
        writes.map((write, i) =>
          (clients[i] as postgres.Sql)
            .begin(async (tx) => {
              await tx`select 1`;
              if (++arrived === writes.length) release();
              await allOpen;
              await write(tx);
            })
            .then(
              () => 'committed',
              (error: { code?: string }) => error.code ?? 'error',
            ),
        ),
      );
      expect(outcomes.filter((o) => o === 'committed')).toHaveLength(1);
      // Every loser failed on a uniqueness check, never on anything else.
      expect(outcomes.filter((o) => o !== 'committed' && o !== '23505')).toEqual([]);
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
    const check = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const [counts] = await check<{ bookings: number; blocks: number; holds: number }[]>`
        select
          (select count(*)::int from bookings where date = ${date} and slot_id = ${slot.slot_id} and not cancelled)
            as bookings,
          (select count(*)::int from blocks where date = ${date} and slot_id = ${slot.slot_id}) as blocks,
          (select count(*)::int from slot_holds where date = ${date} and slot_id = ${slot.slot_id}) as holds`;
      expect((counts?.bookings ?? 0) + (counts?.blocks ?? 0)).toBe(1);
      expect(counts?.holds).toBe(1);
    } finally {
      await check.end();
    }
  });
});

describe('a block seen by the other process at once (NOTIFY), not after the cache’s minute', () => {
  it('blocking, unblocking and a block written in plain SQL', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const date = '2026-12-24';
    expect(await takenSeenBy(a, date, [])).toEqual([]);
    const made = await b.inject({
      method: 'POST',
      url: '/api/blocks',
      headers: { authorization },
      payload: { date, slotIds: ['N-1', 'M-1'], reason: 'Christmas Eve' },
    });
    expect(made.statusCode).toBe(201);
    expect(await takenSeenBy(a, date, ['M-1', 'N-1'])).toEqual(['M-1', 'N-1']);
    const [first] = made.json() as { _id: string }[];
    const removed = await b.inject({ method: 'DELETE', url: `/api/blocks/${first?._id}`, headers: { authorization } });
    expect(removed.statusCode).toBe(204);
    expect(await takenSeenBy(a, date, ['N-1'])).toEqual(['N-1']);
    const sql = databases[1]?.sql as postgres.Sql;
    await sql`
      insert into blocks (date, slot_id, time, reason) values (${date}, 'L-4', '4:30 am - 6:00 am', 'By hand')`;
    expect(await takenSeenBy(a, date, ['N-1', 'L-4'])).toEqual(['N-1', 'L-4']);
  });
});
