/**
 * `npm run bench:schedule` (issue 13), on the production server as `npm start` runs it, on real PostgreSQL, with a
 * year of bookings in the table (12 a day, a few cancelled), a slot blocked every day ahead and requests waiting:
 *
 * - the public availability read, `GET /api/bookings?date=`, with blocks in play (each date's answer lists booked and
 *   blocked slots alike), beside a bare Fastify route answering the same bytes: goal >= 0.5x the bare route;
 * - the schedule board's week, `GET /api/schedule?from=&to=` for 7 days, as the manager's phone asks it (one
 *   connection): goal p99 under 50 ms; and under stress (50 connections), with the server's CPU time per request.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newBookingId } from '@turf/sync-contract/booking-id';
import { SLOTS } from '@turf/sync-contract/slots';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { DEFAULT_STATIC_DIR } from '../src/config';
import { benchAdminToken } from './bench-admin';
import { LOG_LEVEL, measureInTurns, printTable, startBareServer, startBenchServer } from './run';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const AVAILABILITY_GOAL_RATIO = 0.5;
const SCHEDULE_GOAL_P99_MS = 50;

/** Days of bookings: the last 305 and the next 60 (the booking horizon), a year in all. */
const PAST_DAYS = 305;
const AHEAD_DAYS = 60;
/** Booked every day: 12 of the 16 slots (all but every fourth). */
const BOOKED = SLOTS.filter((_, i) => i % 4 !== 3);
/** Blocked every day ahead (maintenance of the Morning's last slot). */
const BLOCKED = SLOTS.filter((_, i) => i === 3);
/** Where requests wait: the slots neither booked nor blocked, three requests each, every day ahead. */
const WAITING = SLOTS.filter((_, i) => i % 4 === 3 && i !== 3);
const REQUESTS_PER_SLOT = 3;

interface Seeded {
  bookings: number;
  blocks: number;
  pending: number;
}

/** The year, in one transaction of multi-row inserts: what the API would have stored (the triggers run as for it). */
export async function seed(databaseUrl: string, today: string): Promise<Seeded> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const counts: Seeded = { bookings: 0, blocks: 0, pending: 0 };
  try {
    await sql.begin(async (tx) => {
      for (let day = -PAST_DAYS; day <= AHEAD_DAYS; day++) {
        const date = addDays(today, day);
        const requests: Record<string, unknown>[] = [];
        const bookings: Record<string, unknown>[] = [];
        for (const [i, slot] of BOOKED.entries()) {
          const id = newBookingId();
          // Half from visitors' requests, half the manager's own; one in twenty cancelled, some paid.
          const visitor = (day + i) % 2 === 0;
          if (visitor) {
            requests.push({
              id,
              date,
              slot_id: slot.slotId,
              time: slot.time,
              name: `Visitor ${i}`,
              phone: `017${String(i).padStart(8, '0')}`,
              status: 'confirmed',
            });
          }
          bookings.push({
            id,
            date,
            slot_id: slot.slotId,
            time: slot.time,
            name: `Team ${i}`,
            phone: `018${String(i).padStart(8, '0')}`,
            price: slot.price,
            paid: day < 0,
            cancelled: (day * 12 + i) % 20 === 0,
            source: visitor ? 'visitor' : 'manager',
            note: visitor ? null : 'Called in',
          });
        }
        if (day >= 0) {
          for (const [i, slot] of WAITING.entries()) {
            for (let n = 0; n < REQUESTS_PER_SLOT; n++) {
              requests.push({
                id: newBookingId(),
                date,
                slot_id: slot.slotId,
                time: slot.time,
                name: `Waiting ${n}`,
                phone: `019${String(i * 10 + n).padStart(8, '0')}`,
                price: slot.price,
                status: 'pending',
              });
              counts.pending++;
            }
          }
        }
        if (requests.length > 0) await tx`insert into booking_requests ${tx(requests)}`;
        await tx`insert into bookings ${tx(bookings)}`;
        counts.bookings += bookings.length;
        if (day >= 0) {
          const blocks = BLOCKED.map((slot) => ({
            date,
            slot_id: slot.slotId,
            time: slot.time,
            reason: 'Maintenance',
          }));
          await tx`insert into blocks ${tx(blocks)}`;
          counts.blocks += blocks.length;
        }
      }
    });
    await sql`analyze`;
  } finally {
    await sql.end();
  }
  return counts;
}

interface Figure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The week read at `connections`, ROUNDS short runs, one median figure. */
async function weekRead(url: string, token: string, weeks: string[][], connections: number): Promise<Figure> {
  const runs: Figure[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const result = await autocannon({
      url,
      connections,
      duration: SECONDS,
      headers: { authorization: `Bearer ${token}` },
      requests: weeks.map(([from, to]) => ({ method: 'GET' as const, path: `/api/schedule?from=${from}&to=${to}` })),
    });
    runs.push({
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx + result.errors,
    });
  }
  return {
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

async function main(): Promise<void> {
  if (!existsSync(path.join(DEFAULT_STATIC_DIR, 'index.html'))) {
    throw new Error('pwa/dist is not built: `npm start` serves it, so build it first (npm run build)');
  }
  const today = todayAtVenue();
  const answer = JSON.stringify(
    SLOTS.filter((slot) => BOOKED.includes(slot) || BLOCKED.includes(slot)).map((slot) => slot.slotId),
  );
  const bare = await startBareServer(answer);
  const server = await startBenchServer();
  try {
    const started = performance.now();
    const seeded = await seed(server.databaseUrl, today);
    process.stdout.write(
      `seeded ${seeded.bookings} bookings over ${PAST_DAYS + AHEAD_DAYS + 1} days, ${seeded.blocks} blocks, ` +
        `${seeded.pending} requests waiting, in ${Math.round(performance.now() - started)} ms\n`,
    );

    // Availability: 30 dates ahead, each with 12 booked slots (one in twenty cancelled, so not all) and one blocked.
    const dates = Array.from({ length: 30 }, (_, i) => addDays(today, i + 1));
    const sameAnswer: string[] = [];
    for (const date of dates) {
      const text = await (await fetch(`${server.url}/api/bookings?date=${date}`)).text();
      if (text === answer) sameAnswer.push(date);
    }
    if (sameAnswer.length < 10) throw new Error(`too few dates answer ${answer}: ${sameAnswer.length}`);
    const read = {
      url: server.url,
      requests: sameAnswer.map((date) => ({ method: 'GET' as const, path: `/api/bookings?date=${date}` })),
    };
    process.stdout.write(
      `NODE_ENV=production, LOG_LEVEL=${LOG_LEVEL} (logs to /dev/null), built PWA served; ${sameAnswer.length} dates ` +
        `whose answer (${Buffer.byteLength(answer)} bytes: 12 booked, 1 blocked) the bare route answers too\n`,
    );
    const [bareFigure, readFigure] = await measureInTurns([
      { name: 'bare Fastify, the same JSON', target: { url: bare.url }, serverPid: bare.pid },
      { name: 'GET /api/bookings?date= (blocks in play)', target: read, serverPid: server.pid },
    ]);
    if (!bareFigure || !readFigure) throw new Error('missing measurement');
    printTable([bareFigure, readFigure], bareFigure);
    const ratio = readFigure.requestsPerSecond / bareFigure.requestsPerSecond;
    process.stdout.write(
      `availability ratio = ${ratio.toFixed(2)}: ${ratio >= AVAILABILITY_GOAL_RATIO ? 'meets' : 'MISSES'} the goal ` +
        `of >= ${AVAILABILITY_GOAL_RATIO}x the bare route with blocks in play\n`,
    );

    // The board's week: 7 days, from weeks in the past (full) and ahead (blocks and waiting requests too).
    const token = await benchAdminToken(server.url);
    const weeks = [-280, -140, -70, -7, 0, 7, 21, 49].map((start) => [
      addDays(today, start),
      addDays(today, start + 6),
    ]);
    const sample = await fetch(`${server.url}/api/schedule?from=${today}&to=${addDays(today, 6)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const sampleBody = await sample.text();
    const week = JSON.parse(sampleBody) as { bookings: unknown[]; blocks: unknown[]; pending: unknown[] };
    process.stdout.write(
      `GET /api/schedule for this week: ${sample.status}, ${week.bookings.length} bookings, ${week.blocks.length} ` +
        `blocks, ${week.pending.length} requests waiting, ${Buffer.byteLength(sampleBody)} bytes before compression\n`,
    );
    const phone = await weekRead(server.url, token, weeks, 1);
    const [stress] = await measureInTurns([
      {
        name: 'GET /api/schedule, 7 days, under stress (50 connections)',
        target: {
          url: server.url,
          headers: { authorization: `Bearer ${token}` },
          requests: weeks.map(([from, to]) => ({
            method: 'GET' as const,
            path: `/api/schedule?from=${from}&to=${to}`,
          })),
        },
        serverPid: server.pid,
      },
    ]);
    if (!stress) throw new Error('missing measurement');
    const table = [
      `| GET /api/schedule, 7 days (median of ${ROUNDS} x ${SECONDS} s) | req/s | p50 ms | p99 ms | server CPU µs/req | non-2xx |`,
      '|---|---:|---:|---:|---:|---:|',
      `| one phone (1 connection) | ${Math.round(phone.requestsPerSecond)} | ${phone.p50} | ${phone.p99} | - | ${phone.non2xx} |`,
      `| stress (50 connections) | ${Math.round(stress.requestsPerSecond)} | ${stress.p50} | ${stress.p99} | ` +
        `${stress.cpuPerRequest === null ? '-' : Math.round(stress.cpuPerRequest)} | ${stress.non2xx} |`,
    ];
    process.stdout.write(`${table.join('\n')}\n`);
    process.stdout.write(
      `schedule p99 = ${phone.p99} ms as the board asks: ${phone.p99 < SCHEDULE_GOAL_P99_MS ? 'meets' : 'MISSES'} the ` +
        `goal of < ${SCHEDULE_GOAL_P99_MS} ms with ${seeded.bookings} bookings in the table\n`,
    );
  } finally {
    await bare.stop();
    await server.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
