/**
 * `npm run bench:read -w api`: the availability read (`GET /api/bookings?date=`, the production server as `npm start`
 * runs it, on PostgreSQL) against a conventional Fastify app doing the same work: Fastify with its own logger at
 * LOG_LEVEL (default request logging), the same headers and the same JSON bytes (issue 28's goal: at least 1.0x, p99
 * <= 10 ms at 50 connections). A bare route's ratio is printed for the record. Driven by wrk, rounds in turns, medians;
 * every server's log goes to /dev/null through a real file descriptor.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
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

const run = promisify(execFile);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const GOAL_RATIO = 1.0;
const GOAL_P99_MS = 10;

interface WrkResult {
  requestsPerSecond: number;
  p99: number;
  non2xx: number;
}

/** wrk's latency in ms from its text (`1.23ms`, `456.00us`, `1.02s`). */
function toMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text);
  if (!match) throw new Error(`unreadable latency: ${text}`);
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

/**
 * One wrk run with one thread, every request cycling through `paths` (the same script for every target, so the
 * client does the same work for each).
 */
async function wrk(baseUrl: string, script: string, seconds: number): Promise<WrkResult> {
  const { stdout } = await run('wrk', ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', '-s', script, baseUrl]);
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1];
  const p99 = /^\s+99%\s+(\S+)/m.exec(stdout)?.[1];
  if (!rate || !p99) throw new Error(`unreadable wrk output:\n${stdout}`);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
  return { requestsPerSecond: Number(rate), p99: toMs(p99), non2xx };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function luaScript(paths: string[]): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'turf-bench-wrk-')), 'paths.lua');
  writeFileSync(
    file,
    `local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }\n` +
      'local i = 0\n' +
      'request = function()\n  i = i % #paths + 1\n  return wrk.format(nil, paths[i])\nend\n',
  );
  return file;
}

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
      { name: 'GET /api/bookings?date= (the app)', base: server.url, script: query('/api/bookings') },
      {
        name: "conventional Fastify (logger at LOG_LEVEL, the read's headers, same JSON)",
        base: new URL(conventional.url).origin,
        script: query('/bare'),
      },
      { name: 'bare Fastify (no logger, same JSON)', base: new URL(bare.url).origin, script: query('/bare') },
    ];
    for (const t of targets) await wrk(t.base, t.script, 2);
    const runs = new Map<string, WrkResult[]>(targets.map((t) => [t.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const t of targets) runs.get(t.name)?.push(await wrk(t.base, t.script, DURATION_S));
    }
    const rows = targets.map((t) => {
      const list = runs.get(t.name) ?? [];
      return {
        name: t.name,
        requestsPerSecond: median(list.map((r) => r.requestsPerSecond)),
        p99: median(list.map((r) => r.p99)),
        non2xx: list.reduce((sum, r) => sum + r.non2xx, 0),
      };
    });
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
