/**
 * `npm run bench`: the API's throughput on real PostgreSQL, side by side with a bare Fastify route, at 50 connections.
 * Each server runs in its own process (as in production) on a fresh database; autocannon drives them from here.
 * Other benches reuse `startBenchServer` and `measure` (e.g. an offline/sync section) and add rows to the table.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { newBookingId } from '@turf/sync-contract/booking-id';
import { SLOTS } from '@turf/sync-contract/slots';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { freePort, spawnTs } from '../test/support/process';

export const BENCH_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
// The machine is shared, so its load drifts: the routes take turns in several short rounds, and each figure is the
// median over the rounds, so a busy minute does not land on one route only.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

export interface BenchServer {
  url: string;
  databaseUrl: string;
  stop(): Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`bench server exited:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`bench server did not start:\n${output()}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The production server (`src/server.ts`) on a fresh PostgreSQL database, rate limits out of the way. */
export async function startBenchServer(extraEnv: Record<string, string> = {}): Promise<BenchServer> {
  const name = `turf_bench_${randomBytes(5).toString('hex')}`;
  const admin = postgres(BENCH_DATABASE_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const databaseUrl = new URL(BENCH_DATABASE_URL);
  databaseUrl.pathname = `/${name}`;
  const port = await freePort();
  const { child, output } = spawnTs('src/server.ts', [], {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl.toString(),
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    ADMIN_EMAIL: 'bench@turf.test',
    ADMIN_PASSWORD: 'bench-password',
    BOOKING_RATE_LIMIT: '1000000',
    LOGIN_RATE_LIMIT: '1000000',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/api/health`, child, output);
  return {
    url,
    databaseUrl: databaseUrl.toString(),
    async stop() {
      await stopChild(child);
      const cleanup = postgres(BENCH_DATABASE_URL, { max: 1, onnotice: () => {} });
      try {
        await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Status code -> count, to tell an expected 409 from a 429 or a 5xx. */
  codes: Record<string, number>;
}

export type Target = Omit<autocannon.Options, 'connections' | 'duration'>;

/** One autocannon run; `requests` may vary each request (see autocannon's setupRequest). */
export async function measure(name: string, options: Target, seconds = DURATION_S): Promise<Measurement> {
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: seconds });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    codes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, (stats as { count: number }).count]),
    ),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Warms every target up, then measures them in turns for ROUNDS rounds; one median row per target. */
export async function measureInTurns(targets: { name: string; target: Target }[]): Promise<Measurement[]> {
  for (const { name, target } of targets) await measure(name, target, 2);
  const runs = new Map<string, Measurement[]>(targets.map((t) => [t.name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const { name, target } of targets) runs.get(name)?.push(await measure(name, target));
  }
  return targets.map(({ name }) => {
    const list = runs.get(name) ?? [];
    return {
      name,
      requestsPerSecond: median(list.map((m) => m.requestsPerSecond)),
      p50: median(list.map((m) => m.p50)),
      p99: median(list.map((m) => m.p99)),
      non2xx: list.reduce((sum, m) => sum + m.non2xx, 0),
      errors: list.reduce((sum, m) => sum + m.errors, 0),
      codes: list.reduce<Record<string, number>>((all, m) => {
        for (const [code, count] of Object.entries(m.codes)) all[code] = (all[code] ?? 0) + count;
        return all;
      }, {}),
    };
  });
}

function codesText(m: Measurement): string {
  const codes = Object.entries(m.codes)
    .map(([code, count]) => `${code}: ${count}`)
    .join(', ');
  return m.errors > 0 ? `${codes}, errors: ${m.errors}` : codes;
}

export function printTable(rows: Measurement[], bare: Measurement): void {
  const lines = [
    `| route (${CONNECTIONS} connections, median of ${ROUNDS} x ${DURATION_S} s) | req/s | p50 ms | p99 ms | ratio to bare | status codes |`,
    '|---|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${Math.round(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ${(r.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} | ${codesText(r)} |`,
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function seedBookings(server: BenchServer, dates: string[]): Promise<void> {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@turf.test', password: 'bench-password' }),
  });
  const { token } = (await login.json()) as { token: string };
  for (const date of dates) {
    for (const slot of SLOTS.filter((_, i) => i % 3 === 0)) {
      const id = newBookingId();
      await fetch(`${server.url}/api/booking-requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id, date, slotId: slot.slotId, time: slot.time, name: 'Bench', phone: '01712345678' }),
      });
      await fetch(`${server.url}/api/booking-requests/${id}/confirm`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
    }
  }
}

async function main(): Promise<void> {
  const today = todayAtVenue();
  const dates = Array.from({ length: 30 }, (_, i) => addDays(today, i + 1));

  const bareSpawn = spawnTs('bench/bare-server.ts', [], { PORT: String(await freePort()) });
  const bareUrl = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /"port":(\d+)/.exec(bareSpawn.output());
      if (match) {
        clearInterval(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      } else if (bareSpawn.child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(bareSpawn.output()));
      }
    }, 50);
  });
  const server = await startBenchServer();
  try {
    await seedBookings(server, dates.slice(0, 5));
    // Static requests (no setupRequest), so autocannon prebuilds them as it does for the bare route.
    const read: Target = {
      url: server.url,
      requests: dates.map((date) => ({ method: 'GET' as const, path: `/api/bookings?date=${date}` })),
    };
    let writeCount = 0;
    const write: Target = {
      url: server.url,
      requests: [
        {
          method: 'POST',
          path: '/api/booking-requests',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => {
            const n = writeCount++;
            const slot = SLOTS[n % SLOTS.length] ?? SLOTS[0];
            const date = addDays(today, 1 + (Math.floor(n / SLOTS.length) % 59));
            const body = {
              id: newBookingId(),
              date,
              slotId: slot?.slotId,
              time: slot?.time,
              name: `Bench ${n}`,
              phone: '01712345678',
            };
            return { ...request, body: JSON.stringify(body) };
          },
        },
      ],
    };
    const [bare, readResult, writeResult] = await measureInTurns([
      { name: 'bare Fastify, constant JSON', target: { url: `${bareUrl}/bare` } },
      { name: 'GET /api/bookings?date=', target: read },
      { name: 'POST /api/booking-requests', target: write },
    ]);
    if (!bare || !readResult || !writeResult) throw new Error('missing measurement');
    printTable([bare, readResult, writeResult], bare);
    const ratio = readResult.requestsPerSecond / bare.requestsPerSecond;
    process.stdout.write(
      `availability read: ${ratio >= 0.5 ? 'meets' : 'MISSES'} the goal of >= 0.5 of bare (${ratio.toFixed(2)}), ` +
        `p99 ${readResult.p99} ms ${readResult.p99 < 25 ? '<' : '>='} 25 ms\n`,
    );
  } finally {
    await stopChild(bareSpawn.child);
    await server.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
