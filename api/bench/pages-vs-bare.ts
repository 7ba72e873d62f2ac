/**
 * `npm run bench:pages-server -w api`: each public page as the production server sends it (`npm start`'s settings,
 * LOG_LEVEL=info to /dev/null, the built pwa/dist and pwa/dist-ssr) against a bare `node:http` server sending the
 * same bytes with the same headers (issue 28: at least 0.9x). Each page is asked for as a phone asks (brotli or gzip,
 * HTML); wrk drives both in turns, medians over the rounds. Printed, not gated: it exits 0 on a miss.
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

async function startPagesBareServer(
  pages: Map<string, RecordedPage>,
): Promise<{ origin: string; stop(): Promise<void> }> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'turf-bench-pages-')), 'pages.json');
  writeFileSync(
    file,
    JSON.stringify(
      Object.fromEntries(
        [...pages].map(([page, { headers, body }]) => [page, { headers, body: body.toString('base64') }]),
      ),
    ),
  );
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { stop } = await spawnBenchServer(
    'bench/pages-bare-server.ts',
    { PORT: String(port), BARE_PAGES: file },
    `${origin}/`,
    'the bare pages server answers',
  );
  return { origin, stop };
}

async function main(): Promise<void> {
  if (!existsSync(path.join(DEFAULT_STATIC_DIR, 'index.html'))) {
    throw new Error('pwa/dist is not built: `npm start` serves it, so build it first (npm run build)');
  }
  const started = Date.now();
  const server = await startBenchServer();
  let bare: Awaited<ReturnType<typeof startPagesBareServer>> | undefined;
  try {
    const pages = new Map<string, RecordedPage>();
    for (const page of PAGES) pages.set(page, await recordPage(`${server.url}${page}`));
    bare = await startPagesBareServer(pages);
    // The bare server must send exactly what the app sent: same bytes, same headers but the ones Node writes.
    for (const [page, recorded] of pages) {
      const copy = await recordPage(`${bare.origin}${page}`);
      if (!copy.body.equals(recorded.body) || JSON.stringify(copy.headers) !== JSON.stringify(recorded.headers)) {
        throw new Error(`the bare server's ${page} differs from the app's`);
      }
    }
    const load = loadavg()
      .map((n) => n.toFixed(2))
      .join(', ');
    const lines = [
      `NODE_ENV=production, LOG_LEVEL=${LOG_LEVEL} (logs to /dev/null); wrk -t1 -c${CONNECTIONS} -d${DURATION_S}s ` +
        `--latency, accept-encoding: br, gzip; median of ${ROUNDS} rounds in turns; load average at start ${load}`,
      '| page | bytes | encoding | ours req/s | ours p99 ms | bare req/s | bare p99 ms | ratio | >= 0.9 | non-2xx / socket errors |',
      '|---|---:|---|---:|---:|---:|---:|---:|---|---|',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    for (const [page, recorded] of pages) {
      const [ours, theirs] = await wrkInTurns(
        [
          { name: 'ours', url: `${server.url}${page}`, headers: PHONE_HEADERS },
          { name: 'bare', url: `${bare.origin}${page}`, headers: PHONE_HEADERS },
        ],
        ROUNDS,
        DURATION_S,
      );
      if (!ours || !theirs) throw new Error('missing measurement');
      const ratio = ours.requestsPerSecond / theirs.requestsPerSecond;
      process.stdout.write(
        `| ${page} | ${recorded.body.length} | ${recorded.headers['content-encoding'] ?? 'identity'} | ` +
          `${Math.round(ours.requestsPerSecond)} | ${ours.p99} | ${Math.round(theirs.requestsPerSecond)} | ` +
          `${theirs.p99} | ${ratio.toFixed(2)} | ${ratio >= GOAL_RATIO ? 'PASS' : 'MISS'} | ` +
          `${ours.non2xx + theirs.non2xx} / ${ours.socketErrors + theirs.socketErrors} |\n`,
      );
    }
    process.stdout.write(
      `load average at end ${loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}; ran ${Math.round((Date.now() - started) / 1000)} s\n`,
    );
  } finally {
    await bare?.stop();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
