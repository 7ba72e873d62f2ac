#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse CI against the production server, as a visitor's phone would see it (decision 064).
// Builds the PWA when its sources are newer than pwa/dist (the server each time: a second), starts the real server on an embedded PGlite database in a
// temporary DATA_DIR on a free port, runs `lhci collect` (one run a page, Lighthouse's default mobile throttling),
// `lhci upload` (HTML and JSON reports in test-output/lighthouse) and `lhci assert` with lighthouserc.json, prints each
// page's scores, LCP/TBT/CLS and JS bytes, and exits non-zero when an assertion fails.
//   --build            rebuild the PWA first
//   --only /slots,/bn  measure only those pages (each one lighthouserc.json lists)
//   --summary          print the last collected results again, without running anything
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = join(ROOT, 'test-output', 'lighthouse');
const RESULTS_DIR = join(ROOT, '.lighthouseci');
const LHCI = join(ROOT, 'node_modules', '@lhci', 'cli', 'src', 'cli.js');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Newest modification time under a file or folder. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

function buildIfNeeded() {
  const built = join(ROOT, 'pwa', 'dist', 'index.html');
  const sources = ['pwa/src', 'pwa/public', 'pwa/index.html', 'pwa/vite.config.ts', 'sync-contract/src'];
  const newestSource = Math.max(...sources.map((s) => newestMtime(join(ROOT, s))));
  if (existsSync(built) && statSync(built).mtimeMs >= newestSource && !process.argv.includes('--build')) {
    console.log('pwa/dist is up to date; not rebuilding (pass --build to force). Building the server (a second)...');
    const server = spawnSync('npm', ['run', 'build', '-w', 'api'], { cwd: ROOT, stdio: 'inherit' });
    if (server.status !== 0) throw new Error('npm run build -w api failed');
    return;
  }
  console.log('Building the PWA...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A private copy of pwa/dist, so a build started meanwhile (e2e runs rebuild it) cannot swap the files under a
 * measurement. A copy taken mid-build (index.html naming assets not there yet) is taken again. The page renderer
 * (pwa/dist-ssr) is copied beside it, as the production image ships it: without it the server sends the build's
 * first-start pages, whose settings version differs from the database's, and every load would measure the app
 * re-rendering with the settings it then fetches, which no visitor of a running site goes through.
 */
async function snapshotBuild(into) {
  const dist = join(ROOT, 'pwa', 'dist');
  const renderer = join(ROOT, 'pwa', 'dist-ssr');
  const rendererCopy = join(dirname(into), 'dist-ssr');
  if (!existsSync(renderer))
    throw new Error('pwa/dist-ssr is missing: run `npm run build` (it writes the page renderer)');
  for (let attempt = 1; ; attempt++) {
    rmSync(into, { recursive: true, force: true });
    rmSync(rendererCopy, { recursive: true, force: true });
    cpSync(dist, into, { recursive: true });
    cpSync(renderer, rendererCopy, { recursive: true });
    const html = existsSync(join(into, 'index.html')) ? readFileSync(join(into, 'index.html'), 'utf8') : '';
    const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
    if (
      html &&
      assets.every((a) => existsSync(join(into, a))) &&
      ['prerender.js', 'page-frames.json'].every((f) => existsSync(join(rendererCopy, f)))
    ) {
      // As `npm run build` leaves it, also when pwa/dist came from `npm run build -w pwa` alone.
      const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'precompress.mjs'), into], {
        stdio: 'inherit',
      });
      if (result.status !== 0) throw new Error('precompress failed');
      return;
    }
    if (attempt === 10) throw new Error('pwa/dist or pwa/dist-ssr stays incomplete (a build running?); try again');
    await new Promise((r) => setTimeout(r, 5000));
  }
}

/** The production server on an embedded database of its own, exactly as `npm start` runs with no DATABASE_URL. */
async function startServer() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const workDir = mkdtempSync(join(tmpdir(), 'turf-lighthouse-'));
  const dataDir = join(workDir, 'data');
  const staticDir = join(workDir, 'dist');
  await snapshotBuild(staticDir);
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const output = [];
  const child = spawn(process.execPath, ['--enable-source-maps', 'api/dist/server.mjs'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output.join('')}`);
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output.join('')}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/**
 * lighthouserc.json with its URLs moved to the server's actual origin (it names port 3000 for plain `lhci`), written
 * into the emptied report folder.
 */
function writeRuntimeConfig(origin) {
  const rc = JSON.parse(readFileSync(join(ROOT, 'lighthouserc.json'), 'utf8'));
  const onlyAt = process.argv.indexOf('--only');
  const only = onlyAt > 0 ? process.argv[onlyAt + 1]?.split(',') : undefined;
  const paths = rc.ci.collect.url.map((u) => new URL(u).pathname);
  const unknown = only?.filter((path) => !paths.includes(path)) ?? [];
  if (unknown.length) throw new Error(`--only: lighthouserc.json does not list ${unknown.join(', ')}`);
  rc.ci.collect.url = paths.filter((path) => !only || only.includes(path)).map((path) => `${origin}${path}`);
  rc.ci.collect.chromePath = CHROME_PATH;
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  const file = join(OUT_DIR, 'lighthouserc.runtime.json');
  writeFileSync(file, JSON.stringify(rc, null, 2));
  return file;
}

function lhci(command, config) {
  const result = spawnSync(process.execPath, [LHCI, command, `--config=${config}`], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH },
  });
  return result.status ?? 1;
}

const GATED_CATEGORIES = ['accessibility', 'best-practices', 'seo'];

/** Audits of the gated categories that did not pass, with what they point at (element, asset), for the lead to fix. */
function failingAudits(lhr) {
  const lines = [];
  for (const categoryId of GATED_CATEGORIES) {
    for (const ref of lhr.categories[categoryId]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight === 0 || audit.score === null || audit.score === 1) continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      lines.push(`    [${categoryId}] ${audit.id}: ${audit.title}${value}`);
      for (const item of (audit.details?.items ?? []).slice(0, 5)) {
        const where = item.node?.snippet ?? item.node?.selector ?? item.url ?? item.source?.url ?? item.description;
        if (where) lines.push(`        - ${String(where).slice(0, 160)}`);
      }
    }
  }
  return lines;
}

function printSummary() {
  const lhrs = readdirSync(RESULTS_DIR)
    .filter((f) => /^lhr-.*\.json$/.test(f))
    .map((f) => JSON.parse(readFileSync(join(RESULTS_DIR, f), 'utf8')));
  const pct = (score) => (typeof score === 'number' ? String(Math.round(score * 100)) : '-').padStart(4);
  const ms = (value) => `${Math.round(value)} ms`.padStart(8);
  console.log('\nLighthouse, one run a page (mobile, default simulated throttling):');
  console.log('  page         perf  a11y   b-p   seo       LCP      TBT    CLS  JS transferred');
  for (const lhr of lhrs) {
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const score = (id) => pct(lhr.categories[id]?.score);
    const js = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script')?.transferSize;
    console.log(
      `  ${new URL(lhr.requestedUrl).pathname.padEnd(11)} ${score('performance')}  ${score('accessibility')}  ` +
        `${score('best-practices')}  ${score('seo')}  ${ms(audit('largest-contentful-paint'))} ` +
        `${ms(audit('total-blocking-time'))}  ${audit('cumulative-layout-shift').toFixed(3)}  ` +
        `${((js ?? Number.NaN) / 1024).toFixed(1)} KB`,
    );
  }
  // Simulated timings scale what this host measured, so the score moves with the machine and its load that minute.
  const index = lhrs.map((lhr) => Math.round(lhr.environment?.benchmarkIndex)).join(', ');
  console.log(
    `  Performance, LCP and TBT are printed, not gated (the host's CPU benchmark index in these runs: ${index}).\n` +
      '  Gated: accessibility, best practices and SEO 100, CLS <= 0.02, JS budgets (lighthouserc.json).',
  );
  for (const lhr of lhrs) {
    const lines = failingAudits(lhr);
    if (lines.length) console.log(`\n  ${new URL(lhr.requestedUrl).pathname}, audits not passed:\n${lines.join('\n')}`);
  }
  console.log(`\nReports: ${relative(ROOT, OUT_DIR)}/\n`);
}

async function main() {
  if (process.argv.includes('--summary')) {
    printSummary();
    return 0;
  }
  if (!existsSync(CHROME_PATH)) throw new Error(`Chromium not found at ${CHROME_PATH}; set CHROME_PATH`);
  buildIfNeeded();
  const server = await startServer();
  try {
    console.log(`Server up at ${server.origin}`);
    const config = writeRuntimeConfig(server.origin);
    if (lhci('collect', config) !== 0) return 1;
    if (lhci('upload', config) !== 0) return 1;
    printSummary();
    const status = lhci('assert', config);
    console.log(status === 0 ? 'All Lighthouse assertions passed.' : 'Lighthouse assertions failed (see above).');
    return status;
  } finally {
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
