/**
 * The pending list under a flood (issue 10): 5,000 requests waiting in the table. It prints the manager's first page
 * (one phone asking, as the panel does, and 50 connections as stress) and the public availability read before and
 * after the flood in the same run, so "unchanged" is a ratio measured side by side, not a number from another day.
 * Run by `npm run bench` (bench/run.ts) against its production server.
 */
import { newBookingId } from '@turf/sync-contract/booking-id';
import { PAGE_HEADERS } from '@turf/sync-contract/schemas';
import { SLOTS } from '@turf/sync-contract/slots';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { benchAdminToken } from './bench-admin';

export const FLOOD_SIZE = 5_000;
/** Requests whose slot has started but that the manager never answered: they stay in the table for good. */
const EXPIRED_SIZE = 20_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// The machine is shared: each figure is the median of a few short rounds taken in turns with the others.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The bar for the manager's first page. */
const FIRST_PAGE_P99_MS = 50;

export interface FloodBenchTarget {
  url: string;
  databaseUrl: string;
  admin: { email: string; password: string };
}

interface Figure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

interface Probe {
  path: string;
  connections: number;
  headers?: Record<string, string>;
}

async function once(url: string, probe: Probe): Promise<Figure> {
  const result = await autocannon({
    url: `${url}${probe.path}`,
    connections: probe.connections,
    duration: SECONDS,
    headers: probe.headers ?? {},
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Every probe once per round, in turns, ROUNDS times; one median figure per probe. */
async function inTurns(url: string, probes: Probe[]): Promise<Figure[]> {
  const runs: Figure[][] = probes.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, probe] of probes.entries()) runs[i]?.push(await once(url, probe));
  }
  return runs.map((list) => ({
    requestsPerSecond: median(list.map((f) => f.requestsPerSecond)),
    p50: median(list.map((f) => f.p50)),
    p99: median(list.map((f) => f.p99)),
    non2xx: list.reduce((sum, f) => sum + f.non2xx, 0),
  }));
}

/** Stores `count` requests as the API would, in one statement per thousand; `expired` ones are for slots long past. */
async function fill(sql: postgres.Sql, count: number, expired: boolean): Promise<void> {
  const today = todayAtVenue();
  for (let start = 0; start < count; start += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, count - start) }, (_, k) => {
      const n = start + k;
      const slot = SLOTS[n % SLOTS.length] ?? SLOTS[0];
      return {
        id: newBookingId(),
        date: expired ? addDays(today, -1 - (n % 30)) : addDays(today, 1 + (n % 59)),
        slot_id: slot?.slotId,
        time: slot?.time,
        name: `Flood ${n}`,
        // A different phone each: the per-phone limits are no defence against a sender who rotates numbers.
        phone: `01${expired ? 8 : 9}${String(n).padStart(8, '0')}`,
        price: slot?.price,
        created_at: new Date(Date.now() - (expired ? 40 : 7) * 86_400_000 + n * 1_000),
      };
    });
    await sql`insert into booking_requests ${sql(rows)}`;
  }
  await sql`analyze booking_requests`;
}

/** Bytes of the first page, and of every page walked to the end (what one refresh cost before pages). */
async function sizes(url: string, authorization: string): Promise<{ firstPage: number; all: number; total: string }> {
  let next: string | null = '/api/booking-requests';
  let firstPage = -1;
  let all = 0;
  let total = '';
  while (next) {
    const response: Response = await fetch(`${url}${next.replace('limit=50', 'limit=200')}`, {
      headers: { authorization },
    });
    const bytes = (await response.arrayBuffer()).byteLength;
    if (firstPage < 0) firstPage = bytes;
    all += bytes;
    total = response.headers.get(PAGE_HEADERS.total) ?? '';
    next = /^<([^>]+)>; rel="next"$/.exec(response.headers.get(PAGE_HEADERS.next) ?? '')?.[1] ?? null;
  }
  return { firstPage, all, total };
}

function row(name: string, f: Figure, baseline?: Figure): string {
  const ratio = baseline ? (f.requestsPerSecond / baseline.requestsPerSecond).toFixed(2) : '';
  return `| ${name} | ${Math.round(f.requestsPerSecond)} | ${f.p50} | ${f.p99} | ${ratio} | ${f.non2xx} |`;
}

export async function benchPendingFlood(target: FloodBenchTarget): Promise<void> {
  const authorization = `Bearer ${await benchAdminToken(target.url, target.admin)}`;
  const dates = Array.from({ length: 30 }, (_, i) => addDays(todayAtVenue(), i + 1));
  const availability = `/api/bookings?date=${dates[0]}`;
  const sql = postgres(target.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const publicRead = { path: availability, connections: 50 };
    const firstPage = { path: '/api/booking-requests', connections: 1, headers: { authorization } };
    await once(target.url, publicRead); // warm-up
    const [before] = await inTurns(target.url, [publicRead]);
    await fill(sql, FLOOD_SIZE, false);
    const sized = await sizes(target.url, authorization);
    const [after, oneReader, page, pageStress] = await inTurns(target.url, [
      publicRead,
      { path: availability, connections: 1 },
      firstPage,
      { ...firstPage, connections: 50 },
    ]);
    await fill(sql, EXPIRED_SIZE, true);
    const [withExpired] = await inTurns(target.url, [firstPage]);
    if (!before || !after || !oneReader || !page || !pageStress || !withExpired) throw new Error('missing figure');

    const lines = [
      '',
      `Pending flood: ${FLOOD_SIZE} requests waiting (X-Total-Count ${sized.total}); median of ${ROUNDS} x ${SECONDS} s`,
      '| route | req/s | p50 ms | p99 ms | ratio to before | non-2xx |',
      '|---|---:|---:|---:|---:|---:|',
      row('GET /api/bookings?date= (50 conn.), nothing pending', before),
      row(`GET /api/bookings?date= (50 conn.), ${FLOOD_SIZE} pending`, after, before),
      row('GET /api/bookings?date= (1 conn.): the yardstick for one reader', oneReader),
      row('admin first page GET /api/booking-requests (1 conn.)', page),
      row('admin first page (50 conn.)', pageStress),
      row(`admin first page (1 conn.), ${EXPIRED_SIZE} expired added`, withExpired),
      `first page ${sized.firstPage} bytes per refresh; the whole list ${sized.all} bytes (one answer before pages)`,
      `admin first page p99 ${page.p99} ms (1 conn.): ` +
        `${page.p99 < FIRST_PAGE_P99_MS ? 'meets' : 'MISSES'} the bar of < ${FIRST_PAGE_P99_MS} ms; ` +
        `availability read with the flood / without: ${(after.requestsPerSecond / before.requestsPerSecond).toFixed(2)}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await sql.end();
  }
}
