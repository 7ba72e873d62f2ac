/**
 * `npm run bench:read -w api`: the availability read (`GET /api/bookings?date=`, the production server as `npm start`
 * runs it, on PostgreSQL) against a conventional Fastify app doing the same work: Fastify with its own logger at
 * LOG_LEVEL (default request logging), the same headers and the same JSON bytes (issue 28's goal: at least 1.0x, p99
 * <= 10 ms at 50 connections). A bare route's ratio is printed for the record. Driven by wrk, rounds in turns, medians;
 * every server's log goes to /dev/null through a real file descriptor.
 */
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import {
  type BareServer,
  CONNECTIONS,
  headersTheReadMustCarry,
  LOG_LEVEL,
  SEEDED_SLOTS,
  seedBookings,
  startBareServer,
  startBenchServer,
} from './run';
import { luaScript, wrkInTurns } from './wrk';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const GOAL_RATIO = 1.0;
const GOAL_P99_MS = 10;

async function main(): Promise<void> {
  const today = todayAtVenue();
  const dates = Array.from({ length: 30 }, (_, i) => addDays(today, i + 1));
  const answer = JSON.stringify(SEEDED_SLOTS.map((slot) => slot.slotId));
  const server = await startBenchServer();
  const others: BareServer[] = [];
  try {
    await seedBookings(server, dates);
    for (const date of dates) {
      const text = await (await fetch(`${server.url}/api/bookings?date=${date}`)).text();
      if (text !== answer) throw new Error(`unexpected answer for ${date}: ${text}`);
    }
    const headers = await headersTheReadMustCarry(`${server.url}/api/bookings?date=${dates[0]}`);
    const conventional = await startBareServer(answer, headers, true);
    others.push(conventional);
    const bare = await startBareServer(answer);
    others.push(bare);
    for (const other of [conventional, bare]) {
      const text = await (await fetch(other.url)).text();
      if (text !== answer) throw new Error(`${other.url} answers ${text}, not ${answer}`);
    }
    const query = (route: string) => luaScript(dates.map((date) => `${route}?date=${date}`));
    const targets = [
      { name: 'GET /api/bookings?date= (the app)', url: server.url, script: query('/api/bookings') },
      {
        name: "conventional Fastify (logger at LOG_LEVEL, the read's headers, same JSON)",
        url: new URL(conventional.url).origin,
        script: query('/bare'),
      },
      { name: 'bare Fastify (no logger, same JSON)', url: new URL(bare.url).origin, script: query('/bare') },
    ];
    const rows = await wrkInTurns(targets, ROUNDS, DURATION_S);
    const [read, conv, bareRow] = rows;
    if (!read || !conv || !bareRow) throw new Error('missing measurement');
    process.stdout.write(
      `LOG_LEVEL=${LOG_LEVEL}, logs to /dev/null; wrk -t1 -c${CONNECTIONS} -d${DURATION_S}s, median of ${ROUNDS} rounds\n` +
        '| target | req/s | p99 ms | non-2xx |\n|---|---:|---:|---:|\n' +
        rows.map((r) => `| ${r.name} | ${Math.round(r.requestsPerSecond)} | ${r.p99} | ${r.non2xx} |`).join('\n') +
        '\n',
    );
    const ratio = read.requestsPerSecond / conv.requestsPerSecond;
    const meets = ratio >= GOAL_RATIO && read.p99 <= GOAL_P99_MS && read.non2xx === 0;
    process.stdout.write(
      `ratio = ${ratio.toFixed(2)} (availability read / conventional Fastify), p99 ${read.p99} ms: ` +
        `${meets ? 'meets' : 'MISSES'} the goal of >= ${GOAL_RATIO.toFixed(1)} with p99 <= ${GOAL_P99_MS} ms\n` +
        `bare ratio = ${(read.requestsPerSecond / bareRow.requestsPerSecond).toFixed(2)} (availability read / bare ` +
        'route; for the record)\n',
    );
  } finally {
    for (const other of others) await other.stop();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
