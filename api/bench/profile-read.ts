/**
 * Profiling aid for issue 10 item 11, not part of `npm run bench`: the production server (`npm start`'s settings, as
 * `run.ts` starts it) and the bare route, each in its own process under V8's sampling profiler, each driven in turn by
 * 50 connections (the read over 30 dates); profiling starts once both are warm. Writes PROFILE_DIR/bare.cpuprofile
 * and read.cpuprofile, and prints the request counts that `profile-summary.ts` divides by. The profiler's samples are
 * wall-clock: on a loaded machine, time spent descheduled lands on whatever ran (often writev), so read CPU time from
 * `npm run bench`, and the JavaScript costs from here.
 *   npx tsx bench/profile-read.ts && npx tsx bench/profile-summary.ts /tmp/turf-profile/read.cpuprofile <requests>
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SLOTS } from '@turf/sync-contract/slots';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import { freePort, spawnTs } from '../test/support/process';
import { waitUntil } from '../test/support/wait';
import { measure, startBenchServer } from './run';

const dir = process.env.PROFILE_DIR ?? '/tmp/turf-profile';
mkdirSync(dir, { recursive: true });
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const profiler = `--import ${path.join(path.dirname(fileURLToPath(import.meta.url)), 'cpu-profile.mjs')}`;
const today = todayAtVenue();
const dates = Array.from({ length: 30 }, (_, i) => addDays(today, i + 1));
const answer = JSON.stringify(SLOTS.filter((_, i) => i % 3 === 0).map((slot) => slot.slotId));

const barePort = await freePort();
const env = { NODE_OPTIONS: profiler, PROFILE_DIR: dir };
const bare = spawnTs(
  'bench/bare-server.ts',
  [],
  { PORT: String(barePort), BARE_BODY: answer, ...env, PROFILE_NAME: 'bare' },
  undefined,
  'discard',
);
const server = await startBenchServer({ ...env, PROFILE_NAME: 'read' });
const bareUrl = `http://127.0.0.1:${barePort}`;
try {
  await waitUntil(async () => (await fetch(`${bareUrl}/bare`).catch(() => null))?.ok === true, {
    ms: 60_000,
    what: 'the bare server answers',
  });
  const read = {
    url: server.url,
    requests: dates.map((date) => ({ method: 'GET' as const, path: `/api/bookings?date=${date}` })),
  };
  await measure('warm-up', read, 2);
  await measure('warm-up', { url: `${bareUrl}/bare` }, 2);
  for (const [name, target, pid] of [
    ['bare', { url: `${bareUrl}/bare` }, bare.child.pid],
    ['read', read, server.pid],
  ] as const) {
    if (pid !== undefined) process.kill(pid, 'SIGUSR2');
    const m = await measure(name, target, seconds, pid);
    const total = Object.values(m.codes).reduce((sum, count) => sum + count, 0);
    process.stdout.write(
      `${name}: ${Math.round(m.requestsPerSecond)} req/s, ${Math.round(m.cpuPerRequest ?? 0)} µs CPU/req, ` +
        `p99 ${m.p99} ms, ${total} requests profiled -> ${dir}/${name}.cpuprofile\n`,
    );
  }
} finally {
  bare.child.kill('SIGTERM');
  await bare.exited;
  await server.stop();
}
