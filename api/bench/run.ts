/**
 * `npm run bench`: the API's throughput as `npm start` runs it (NODE_ENV=production, LOG_LEVEL=info, compression,
 * helmet's headers, the built PWA served), on real PostgreSQL, side by side with a bare Fastify route answering JSON
 * of the same size, at 50 connections, in the same run. Each server runs in its own process; their logs go to
 * /dev/null through a real file descriptor (written, not switched off); autocannon drives them from here.
 * Other benches reuse `startBenchServer` and `measure` and add rows or sections of their own.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newBookingId } from '@turf/sync-contract/booking-id';
import { SLOTS } from '@turf/sync-contract/slots';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import autocannon from 'autocannon';
import { DEFAULT_STATIC_DIR } from '../src/config';
import { freePort, spawnTs } from '../test/support/process';
import { startOnThrowawayDatabase } from '../test/support/production-server';
import { waitUntil } from '../test/support/wait';
import { BENCH_ADMIN, benchAdminToken } from './bench-admin';
import { benchPendingFlood } from './pending-flood';
import { benchPushConfirm } from './push-confirm';

export const BENCH_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
// The machine is shared, so its load drifts: the routes take turns in several short rounds, and each figure is the
// median over the rounds, so a busy minute does not land on one route only.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** `npm start`'s own default; BENCH_LOG_LEVEL=warn shows what logging costs. */
export const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
/** Issue 10's goal for the availability read. */
const GOAL_RATIO = 0.8;
const GOAL_P99_MS = 10;
/** Issue 16's goal for the home page, rendered once per settings version and served from memory. */
const PAGE_GOAL_P99_MS = 10;

export interface BenchServer {
  url: string;
  databaseUrl: string;
  /** The server's process, whose CPU time `measure` reads. */
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * The production server (`dist/server.mjs`, built by `npm run build`) with `npm start`'s settings on a fresh PostgreSQL
 * database, through the tests' one production-server helper; its log goes to /dev/null through a real file descriptor
 * (written line by line like a real sink, not read by this process). Only the per-address booking limit is raised, as every request
 * here comes from one address; the read has no limit.
 */
export async function startBenchServer(extraEnv: Record<string, string> = {}): Promise<BenchServer> {
  const server = await startOnThrowawayDatabase({
    driver: 'postgres',
    serverUrl: BENCH_DATABASE_URL,
    log: 'discard',
    healthTimeoutMs: 90_000,
    env: {
      LOG_LEVEL,
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      BOOKING_RATE_LIMIT: '1000000',
      ...extraEnv,
    },
  });
  return {
    url: server.url,
    databaseUrl: server.database.url ?? '',
    pid: server.child.pid,
    stop: () => server.close(),
  };
}

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  /** The server process's CPU time (user + system, all threads) per request, in µs; null where /proc is missing. */
  cpuPerRequest: number | null;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Status code -> count, to tell an expected 409 from a 429 or a 5xx. */
  codes: Record<string, number>;
}

export type Target = Omit<autocannon.Options, 'connections' | 'duration'>;

const CLOCK_TICKS_PER_S = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** A process's CPU time so far in µs (Linux /proc), or null. */
function cpuTime(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_S) * 1e6;
  } catch {
    return null;
  }
}

/**
 * One autocannon run; `requests` may vary each request (see autocannon's setupRequest). With the server's pid, also
 * its CPU time per request: on a machine others share, the rate follows their load, the work per request much less.
 */
export async function measure(
  name: string,
  options: Target,
  seconds = DURATION_S,
  serverPid?: number,
): Promise<Measurement> {
  const cpuBefore = cpuTime(serverPid);
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: seconds });
  const cpuAfter = cpuTime(serverPid);
  return {
    name,
    requestsPerSecond: result.requests.average,
    cpuPerRequest:
      cpuBefore !== null && cpuAfter !== null && result.requests.total > 0
        ? (cpuAfter - cpuBefore) / result.requests.total
        : null,
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

export interface TurnTarget {
  name: string;
  target: Target;
  /** The process answering, to report its CPU time per request. */
  serverPid?: number | undefined;
}

/** Warms every target up, then measures them in turns for ROUNDS rounds; one median row per target. */
export async function measureInTurns(targets: TurnTarget[]): Promise<Measurement[]> {
  for (const { name, target } of targets) await measure(name, target, 2);
  const runs = new Map<string, Measurement[]>(targets.map((t) => [t.name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const { name, target, serverPid } of targets) {
      runs.get(name)?.push(await measure(name, target, DURATION_S, serverPid));
    }
  }
  return targets.map(({ name }) => {
    const list = runs.get(name) ?? [];
    return {
      name,
      requestsPerSecond: median(list.map((m) => m.requestsPerSecond)),
      cpuPerRequest: list.some((m) => m.cpuPerRequest === null) ? null : median(list.map((m) => m.cpuPerRequest ?? 0)),
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
    `| route (${CONNECTIONS} connections, median of ${ROUNDS} x ${DURATION_S} s) | req/s | p50 ms | p99 ms | ratio to bare | server CPU µs/req | status codes |`,
    '|---|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${Math.round(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ${(r.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} | ${r.cpuPerRequest === null ? '-' : Math.round(r.cpuPerRequest)} | ${codesText(r)} |`,
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** Every third slot of each date confirmed: six taken slots a day, the answer the read sends. */
export const SEEDED_SLOTS = SLOTS.filter((_, i) => i % 3 === 0);

export async function seedBookings(server: BenchServer, dates: string[]): Promise<void> {
  const token = await benchAdminToken(server.url);
  for (const date of dates) {
    for (const slot of SEEDED_SLOTS) {
      const id = newBookingId();
      await fetch(`${server.url}/api/booking-requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id, date, slotId: slot.slotId, time: slot.time, name: 'Bench', phone: '01712345678' }),
      });
      const confirmed = await fetch(`${server.url}/api/booking-requests/${id}/confirm`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      if (!confirmed.ok) throw new Error(`seeding failed: ${confirmed.status} ${await confirmed.text()}`);
    }
  }
}

/** A valid phone number of its own for the n-th write, so per-phone limits never turn the write row into 409s. */
function benchPhone(n: number): string {
  return `017${String(n % 100_000_000).padStart(8, '0')}`;
}

export interface BareServer {
  /** The bare route's address. */
  url: string;
  /** Its process, whose CPU time `measure` reads. */
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * A bare Fastify route answering `answer`, in a process of its own (log discarded), once it answers. Given `headers`,
 * the floor instead: the same route carrying those headers, the app's request id and its request line at LOG_LEVEL
 * (bare-server.ts).
 */
export async function startBareServer(
  answer: string | { file: string },
  headers?: Record<string, string>,
  /** With `headers`: Fastify's own logger (pino's defaults, its request lines) instead of the app's logging. */
  conventional = false,
): Promise<BareServer> {
  const port = await freePort();
  const env = {
    PORT: String(port),
    ...(typeof answer === 'string' ? { BARE_BODY: answer } : { BARE_FILE: answer.file }),
    ...(headers ? { BARE_HEADERS: JSON.stringify(headers), LOG_LEVEL } : {}),
    ...(conventional ? { BARE_CONVENTIONAL: '1' } : {}),
  };
  const url = `http://127.0.0.1:${port}/bare`;
  const { pid, stop } = await spawnBenchServer('bench/bare-server.ts', env, url, 'the bare server answers');
  return { url, pid, stop };
}

/** Starts a bench server script in its own process and waits until `readyUrl` answers 200; stops it if it never does. */
export async function spawnBenchServer(
  script: string,
  env: Record<string, string>,
  readyUrl: string,
  what: string,
): Promise<{ pid: number | undefined; stop(): Promise<void> }> {
  const spawned = spawnTs(script, [], env, undefined, 'discard');
  const stop = async () => {
    spawned.child.kill('SIGTERM');
    await spawned.exited;
  };
  try {
    await waitUntil(async () => (await fetch(readyUrl).catch(() => null))?.ok === true, {
      ms: 90_000,
      what,
      state: spawned.output,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid: spawned.child.pid, stop };
}

/** Headers a transport adds to any answer (framing, connection, date) are not the app's; the request id is made anew. */
const TRANSPORT_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-type',
  'x-request-id',
]);

/** The headers the app's answer at `url` carries beyond what any answer has. */
export async function headersTheReadMustCarry(url: string): Promise<Record<string, string>> {
  const response = await fetch(url);
  await response.arrayBuffer();
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) if (!TRANSPORT_HEADERS.has(name)) headers[name] = value;
  return headers;
}

/** As a phone asks for a page: brotli, in English. */
const PAGE_REQUEST_HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en' };

/**
 * The page's floor: a bare route sending the bytes the app sends for `url` (compressed as a phone asks) with the same
 * headers, request id and request line. autocannon decodes every body into a string, which costs it more for
 * compressed bytes than the server spends, so a page's p99 is judged beside this one's, measured by the same client.
 */
async function startPageFloor(url: string): Promise<BareServer> {
  const response = await httpGet(url, PAGE_REQUEST_HEADERS);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'turf-bench-page-')), 'page');
  writeFileSync(file, response.body);
  const headers: Record<string, string> = { 'content-type': String(response.headers['content-type']) };
  for (const [name, value] of Object.entries(response.headers)) {
    if (!TRANSPORT_HEADERS.has(name) && typeof value === 'string') headers[name] = value;
  }
  return startBareServer({ file }, headers);
}

/** One GET with Node's own client, which (unlike fetch) leaves a compressed body as it came. */
export function httpGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: Buffer; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), headers: response.headers }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

async function main(): Promise<void> {
  if (!existsSync(path.join(DEFAULT_STATIC_DIR, 'index.html'))) {
    throw new Error('pwa/dist is not built: `npm start` serves it, so build it first (npm run build)');
  }
  const today = todayAtVenue();
  const dates = Array.from({ length: 30 }, (_, i) => addDays(today, i + 1));
  const answer = JSON.stringify(SEEDED_SLOTS.map((slot) => slot.slotId));

  const bareServer = await startBareServer(answer);
  const server = await startBenchServer();
  let floorServer: BareServer | undefined;
  let pageFloor: BareServer | undefined;
  try {
    await seedBookings(server, dates);
    // Both answer the same bytes; the ETags let the revalidation row ask as a phone that has the day's list does.
    const etags = new Map<string, string>();
    for (const date of dates) {
      const response = await fetch(`${server.url}/api/bookings?date=${date}`);
      const text = await response.text();
      if (text !== answer) throw new Error(`unexpected answer for ${date}: ${text}`);
      const etag = response.headers.get('etag');
      if (etag) etags.set(date, etag);
    }
    const bareAnswer = await (await fetch(bareServer.url)).text();
    if (bareAnswer !== answer) throw new Error(`the bare route answers ${bareAnswer}, not ${answer}`);
    // The floor: a bare route with only what other issues make every answer carry, copied from the read's own answer.
    floorServer = await startBareServer(
      answer,
      await headersTheReadMustCarry(`${server.url}/api/bookings?date=${dates[0]}`),
    );

    // Static requests (no setupRequest), so autocannon prebuilds them as it does for the bare route.
    const read: Target = {
      url: server.url,
      requests: dates.map((date) => ({ method: 'GET' as const, path: `/api/bookings?date=${date}` })),
    };
    const revalidate: Target = {
      url: server.url,
      requests: dates.map((date) => {
        const etag = etags.get(date);
        return {
          method: 'GET' as const,
          path: `/api/bookings?date=${date}`,
          ...(etag ? { headers: { 'if-none-match': etag } } : {}),
        };
      }),
    };
    // The home page as a phone asks for it: brotli, in its language (decision 055: bytes held in memory).
    const home: Target = { url: server.url, requests: [{ method: 'GET', path: '/', headers: PAGE_REQUEST_HEADERS }] };
    const homeAnswer = await fetch(`${server.url}/`, { headers: { 'accept-language': 'en' } });
    if (!homeAnswer.ok || !(await homeAnswer.text()).includes('id="venue-settings"')) {
      throw new Error('GET / did not answer the page rendered with the venue’s settings');
    }
    pageFloor = await startPageFloor(`${server.url}/`);
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
            const date = addDays(today, 31 + (Math.floor(n / SLOTS.length) % 29));
            const body = {
              id: newBookingId(),
              date,
              slotId: slot?.slotId,
              time: slot?.time,
              name: `Bench ${n}`,
              phone: benchPhone(n),
            };
            return { ...request, body: JSON.stringify(body) };
          },
        },
      ],
    };
    process.stdout.write(
      `NODE_ENV=production, LOG_LEVEL=${LOG_LEVEL} (logs to /dev/null), built PWA served; ` +
        `both routes answer ${Buffer.byteLength(answer)} bytes of JSON\n`,
    );
    const [bare, floor, readResult, revalidateResult, pageFloorResult, homeResult, writeResult] = await measureInTurns([
      { name: 'bare Fastify, the same JSON', target: { url: bareServer.url }, serverPid: bareServer.pid },
      {
        name: "the floor: bare + the read's headers, request id and request line",
        target: { url: floorServer.url },
        serverPid: floorServer.pid,
      },
      { name: 'GET /api/bookings?date=', target: read, serverPid: server.pid },
      { name: 'GET /api/bookings?date=, If-None-Match', target: revalidate, serverPid: server.pid },
      {
        name: "a bare route sending the home page's bytes and headers",
        target: { url: pageFloor.url, headers: PAGE_REQUEST_HEADERS },
        serverPid: pageFloor.pid,
      },
      { name: 'GET / (the home page, brotli)', target: home, serverPid: server.pid },
      { name: 'POST /api/booking-requests', target: write, serverPid: server.pid },
    ]);
    if (!bare || !floor || !readResult || !revalidateResult || !pageFloorResult || !homeResult || !writeResult) {
      throw new Error('missing measurement');
    }
    printTable([bare, floor, readResult, revalidateResult, pageFloorResult, homeResult, writeResult], bare);
    const ratio = readResult.requestsPerSecond / bare.requestsPerSecond;
    const meets = ratio >= GOAL_RATIO && readResult.p99 <= GOAL_P99_MS;
    process.stdout.write(
      `ratio = ${ratio.toFixed(2)} (availability read / bare route, LOG_LEVEL=${LOG_LEVEL}), p99 ${readResult.p99} ms: ` +
        `${meets ? 'meets' : 'MISSES'} the goal of >= ${GOAL_RATIO} with p99 <= ${GOAL_P99_MS} ms\n`,
    );
    // What the goal asks beyond what the answer must carry: the floor is Fastify with nothing of the app but the
    // security headers (decision 028, issue 10 item 7), the request id and the request line (decision 039).
    process.stdout.write(
      `floor ratio = ${(floor.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} (the floor / bare route); ` +
        `the read is ${(readResult.requestsPerSecond / floor.requestsPerSecond).toFixed(2)} of the floor\n`,
    );
    // A phone that already has the day's list asks with If-None-Match and gets a 304 with no body (decision 022); the
    // goal is judged on the plain read above, this is the other half of what phones send.
    process.stdout.write(
      `revalidation ratio = ${(revalidateResult.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} ` +
        `(availability read with a current If-None-Match, 304 / bare route), p99 ${revalidateResult.p99} ms\n`,
    );
    process.stdout.write(
      `GET / p99 ${homeResult.p99} ms at ${CONNECTIONS} connections (${Math.round(homeResult.requestsPerSecond)} req/s, ` +
        `${(homeResult.requestsPerSecond / pageFloorResult.requestsPerSecond).toFixed(2)} of a bare route sending the ` +
        `same bytes, whose p99 is ${pageFloorResult.p99} ms): ` +
        `${homeResult.p99 <= PAGE_GOAL_P99_MS && homeResult.non2xx === 0 ? 'meets' : 'MISSES'} the goal of <= ` +
        `${PAGE_GOAL_P99_MS} ms\n`,
    );
    if (bare.cpuPerRequest !== null && readResult.cpuPerRequest !== null) {
      // The rate ratio moves with whatever else the machine runs meanwhile; the CPU each request costs much less.
      process.stdout.write(
        `cpu ratio = ${(bare.cpuPerRequest / readResult.cpuPerRequest).toFixed(2)} (bare route's CPU per request / the ` +
          `read's: ${Math.round(bare.cpuPerRequest)} / ${Math.round(readResult.cpuPerRequest)} µs; the rate ratio with ` +
          `a core each)\n`,
      );
    }
  } finally {
    await bareServer.stop();
    await floorServer?.stop();
    await pageFloor?.stop();
    await server.stop();
  }
  // On a server of its own: the writes above leave thousands of requests waiting.
  const floodServer = await startBenchServer();
  try {
    await benchPendingFlood({ ...floodServer, admin: BENCH_ADMIN });
  } finally {
    await floodServer.stop();
  }
  // Confirm latency while push notices are sent (issue 14), on servers of its own.
  await benchPushConfirm();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
