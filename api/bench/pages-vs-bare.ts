/**
 * `npm run bench:pages-server -w api`: each public page as the production server sends it (`npm start`'s settings,
 * LOG_LEVEL=info to /dev/null, the built pwa/dist and pwa/dist-ssr) against a bare `node:http` server sending the
 * same bytes with the same headers (issue 28: at least 0.9x). Beside them, for the record, two Fastify apps sending those
 * bytes too: Fastify alone (a route a page, logger off: the framework's own ceiling against the bare server) and a
 * conventional one (its default request logging at LOG_LEVEL). Each page is asked for as a phone asks (brotli or gzip,
 * HTML); wrk drives all four in turns, medians over the rounds. Printed, not gated: it exits 0 on a miss.
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { OutgoingHttpHeaders } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_STATIC_DIR } from '../src/config';
import { freePort } from '../test/support/process';
import { CONNECTIONS, httpGet, LOG_LEVEL, spawnBenchServer, startBenchServer } from './run';
import { wrkInTurns } from './wrk';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const GOAL_RATIO = 0.9;
const PAGES = ['/', '/slots', '/events', '/contact', '/login', '/bn', '/bn/slots'];
const PHONE_HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
/** Headers Node's server writes itself for any answer; the bare server's Node writes them as the app's does. */
const FRAMING_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

interface RecordedPage {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

async function recordPage(url: string): Promise<RecordedPage> {
  const answer = await httpGet(url, PHONE_HEADERS);
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}, not 200`);
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (!FRAMING_HEADERS.has(name) && value !== undefined) headers[name] = value;
  }
  return { headers, body: answer.body };
}

/** The yardsticks of pages-bare-server.ts: the goal's peer first. */
const YARDSTICKS = ['node', 'fastify', 'conventional'] as const;
type Yardstick = (typeof YARDSTICKS)[number];

function recordedPagesFile(pages: Map<string, RecordedPage>): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'turf-bench-pages-')), 'pages.json');
  writeFileSync(
    file,
    JSON.stringify(
      Object.fromEntries(
        [...pages].map(([page, { headers, body }]) => [page, { headers, body: body.toString('base64') }]),
      ),
    ),
  );
  return file;
}

async function startYardstick(kind: Yardstick, file: string): Promise<{ origin: string; stop(): Promise<void> }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { stop } = await spawnBenchServer(
    'bench/pages-bare-server.ts',
    { PORT: String(port), BARE_PAGES: file, PAGES_SERVER: kind, LOG_LEVEL },
    `${origin}/`,
    `the ${kind} pages server answers`,
  );
  return { origin, stop };
}

async function main(): Promise<void> {
  if (!existsSync(path.join(DEFAULT_STATIC_DIR, 'index.html'))) {
    throw new Error('pwa/dist is not built: `npm start` serves it, so build it first (npm run build)');
  }
  const started = Date.now();
  const server = await startBenchServer();
  const yardsticks = new Map<Yardstick, Awaited<ReturnType<typeof startYardstick>>>();
  try {
    const pages = new Map<string, RecordedPage>();
    for (const page of PAGES) pages.set(page, await recordPage(`${server.url}${page}`));
    const file = recordedPagesFile(pages);
    for (const kind of YARDSTICKS) yardsticks.set(kind, await startYardstick(kind, file));
    // Every yardstick must send exactly what the app sent: same bytes, same headers but the ones Node writes.
    for (const [kind, { origin }] of yardsticks) {
      for (const [page, recorded] of pages) {
        const copy = await recordPage(`${origin}${page}`);
        if (!copy.body.equals(recorded.body) || JSON.stringify(copy.headers) !== JSON.stringify(recorded.headers)) {
          throw new Error(`the ${kind} server's ${page} differs from the app's`);
        }
      }
    }
    const load = loadavg()
      .map((n) => n.toFixed(2))
      .join(', ');
    const lines = [
      `NODE_ENV=production, LOG_LEVEL=${LOG_LEVEL} (logs to /dev/null); wrk -t1 -c${CONNECTIONS} -d${DURATION_S}s ` +
        `--latency, accept-encoding: br, gzip; median of ${ROUNDS} rounds in turns; load average at start ${load}`,
      'req/s (p99 ms): ours, bare node:http, Fastify alone (logger off), conventional Fastify (its request logging); ' +
        "ratios to bare: ours (the goal), Fastify alone (the framework's ceiling); ours to the conventional app",
      '| page | bytes | encoding | ours | bare | Fastify alone | conventional | ours / bare | >= 0.9 | Fastify alone / bare | ours / conventional | non-2xx / socket errors |',
      '|---|---:|---|---:|---:|---:|---:|---:|---|---:|---:|---|',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    for (const [page, recorded] of pages) {
      const results = await wrkInTurns(
        [
          { name: 'ours', url: `${server.url}${page}`, headers: PHONE_HEADERS },
          ...[...yardsticks].map(([kind, { origin }]) => ({
            name: kind,
            url: `${origin}${page}`,
            headers: PHONE_HEADERS,
          })),
        ],
        ROUNDS,
        DURATION_S,
      );
      const [ours, bare, fastify, conventional] = results;
      if (!ours || !bare || !fastify || !conventional) throw new Error('missing measurement');
      const ratio = ours.requestsPerSecond / bare.requestsPerSecond;
      const cell = (r: typeof ours) => `${Math.round(r.requestsPerSecond)} (${r.p99})`;
      process.stdout.write(
        `| ${page} | ${recorded.body.length} | ${recorded.headers['content-encoding'] ?? 'identity'} | ` +
          `${cell(ours)} | ${cell(bare)} | ${cell(fastify)} | ${cell(conventional)} | ${ratio.toFixed(2)} | ` +
          `${ratio >= GOAL_RATIO ? 'PASS' : 'MISS'} | ` +
          `${(fastify.requestsPerSecond / bare.requestsPerSecond).toFixed(2)} | ` +
          `${(ours.requestsPerSecond / conventional.requestsPerSecond).toFixed(2)} | ` +
          `${results.reduce((n, r) => n + r.non2xx, 0)} / ${results.reduce((n, r) => n + r.socketErrors, 0)} |\n`,
      );
    }
    process.stdout.write(
      `load average at end ${loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}; ran ${Math.round((Date.now() - started) / 1000)} s\n`,
    );
  } finally {
    for (const { stop } of yardsticks.values()) await stop();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
