/**
 * `npm run bench:pages`: what the app costs on each public page of a phone. Loads every page in fresh Chromium
 * contexts (390x844 phone, 4x CPU throttling) in turns with its static copy: the same HTML the server sends with
 * every `<script>` and `modulepreload` removed, while styles, fonts and pictures still come from the server. The
 * copy is what the page would cost if the app cost nothing. Prints the medians of main-thread task time (CDP
 * `TaskDuration`, until the page settles) and LCP, ours and the copy's, their ratios, and a mark per goal
 * (LCP <= 1.1x, main thread <= 1.5x). Speed is printed, never gated: it always exits 0 once it has measured.
 *   --rounds N   loads of each page and of its copy (default 3)
 * Needs a built PWA (`npm run build`); measures a private copy of pwa/dist and pwa/dist-ssr on an embedded database.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startOnThrowawayDatabase } from '../api/test/support/production-server';
import { launchChromium, newContext } from './support/browser';
import { REPO_ROOT } from './support/server';

const PAGES = ['/', '/slots', '/events', '/contact', '/login', '/bn', '/bn/slots'];
const CPU_SLOWDOWN = 4;
/** A page has settled when, after its load event and network idle, no long task has ended for this long. */
const QUIET_MS = 1_000;
const GOALS = { lcp: 1.1, mainThread: 1.5 };

function roundsArgument(): number {
  const at = process.argv.indexOf('--rounds');
  if (at < 0) return 3;
  const rounds = Number(process.argv[at + 1]);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds needs a whole number of at least 1');
  return rounds;
}

/**
 * A private copy of pwa/dist with the page renderer beside it, as the production image ships them, so a build
 * started meanwhile cannot change the files under a measurement.
 */
function snapshotBuild(workDir: string): string {
  const dist = join(REPO_ROOT, 'pwa', 'dist');
  const renderer = join(REPO_ROOT, 'pwa', 'dist-ssr');
  if (!existsSync(join(dist, 'index.html')) || !existsSync(join(renderer, 'prerender.js')))
    throw new Error('pwa/dist or pwa/dist-ssr is missing: run `npm run build` first');
  const staticDir = join(workDir, 'dist');
  cpSync(dist, staticDir, { recursive: true });
  cpSync(renderer, join(workDir, 'dist-ssr'), { recursive: true });
  const html = readFileSync(join(staticDir, 'index.html'), 'utf8');
  const missing = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].filter(
    (m) => !existsSync(join(staticDir, m[1] ?? '')),
  );
  if (missing.length) throw new Error('pwa/dist is incomplete (a build running?); try again once it has finished');
  // As `npm run build` leaves it, also when pwa/dist came from `npm run build -w pwa` alone.
  const result = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'precompress.mjs'), staticDir], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('precompress failed');
  return staticDir;
}

/** The page as the server sends it, without anything that would start the app. */
function staticCopy(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b(?=[^>]*\brel=["']?modulepreload\b)[^>]*>/gi, '');
}

/** Headers of the real response that still hold for a body sent again, uncompressed and at its own length. */
function resentHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'etag'].includes(name))
      kept[name] = value;
  });
  return kept;
}

// Runs in every document before its own code: records when long tasks end, so settling has a signal to wait on.
const INSTRUMENT = `
  window.__lastLongTask = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__lastLongTask = Math.max(window.__lastLongTask, entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true });
`;

// Page code as text, not functions: tsx's compiled functions call a helper the page does not have.
/** Resolves once no long task has ended for QUIET_MS. */
const SETTLED = `new Promise((resolve) => {
  const check = () => {
    const since = performance.now() - window.__lastLongTask;
    if (since >= ${QUIET_MS}) resolve();
    else setTimeout(check, ${QUIET_MS} - since);
  };
  check();
})`;
/** The last LCP entry's time; NaN when nothing contentful was painted (reported as missing, not as zero). */
const LAST_LCP = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    resolve(entries[entries.length - 1]?.startTime ?? NaN);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(NaN), 2000);
})`;

interface Load {
  taskMs: number;
  lcpMs: number;
}

interface ServedPage {
  html: string;
  headers: Record<string, string>;
  isCopy: boolean;
}

/**
 * One load of `url` in a fresh context, its document answered from `served`. Both the page and its copy are
 * answered through the same route: a route makes every request of the page pass through Playwright, so routing only
 * the copy would slow its styles, fonts and pictures and not ours.
 */
async function measure(browser: Browser, url: string, served: ServedPage) {
  const context = await newContext(browser, 'phone');
  try {
    await context.addInitScript(INSTRUMENT);
    const page = await context.newPage();
    await page.route(url, (route) => route.fulfill({ status: 200, headers: served.headers, body: served.html }));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const taskSeconds = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'TaskDuration')?.value ?? Number.NaN;
    };
    const before = await taskSeconds();
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.evaluate(SETTLED);
    // What was measured must be what was meant: a redirect or a missed route would measure one of them twice.
    const scripts = Number(await page.evaluate('document.scripts.length'));
    if (served.isCopy ? scripts !== 0 : scripts === 0)
      throw new Error(`${url}: ${scripts} scripts in the ${served.isCopy ? 'copy' : 'page'}`);
    const taskMs = ((await taskSeconds()) - before) * 1000;
    const lcpMs = Number(await page.evaluate(LAST_LCP));
    return { taskMs, lcpMs } satisfies Load;
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? Number.NaN;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/** `ours  copy  ratio PASS|MISS` for one figure of one page. */
function compared(ours: Load[], copy: Load[], figure: keyof Load, goal: number): string {
  const [a, b] = [median(ours.map((l) => l[figure])), median(copy.map((l) => l[figure]))];
  const ratio = a / b;
  const ms = (value: number) => `${Math.round(value)}`.padStart(6);
  return `${ms(a)} ${ms(b)}  ${ratio.toFixed(2).padStart(5)}x ${ratio <= goal ? 'PASS' : 'MISS'}`;
}

const rounds = roundsArgument();
const started = performance.now();
const workDir = mkdtempSync(join(tmpdir(), 'turf-bench-pages-'));
const server = await startOnThrowawayDatabase({
  driver: 'pglite',
  env: { STATIC_DIR: snapshotBuild(workDir) },
  healthTimeoutMs: 90_000,
  log: 'discard',
});
const browser = await launchChromium();
const rows: string[] = [];
try {
  const results = PAGES.map((path) => ({ path, ours: [] as Load[], copy: [] as Load[] }));
  /** The page as the server sends it now, and its static copy. */
  const documents = async (path: string): Promise<[ServedPage, ServedPage]> => {
    const response = await fetch(server.url + path, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    const [html, headers] = [await response.text(), resentHeaders(response.headers)];
    return [
      { html, headers, isCopy: false },
      { html: staticCopy(html), headers, isCopy: true },
    ];
  };
  // One unmeasured load of each page first: the server's first render of a page and first read of an asset are in no figure.
  for (const path of PAGES) await measure(browser, server.url + path, (await documents(path))[0]);
  for (let round = 1; round <= rounds; round++) {
    for (const { path, ours, copy } of results) {
      const [page, itsCopy] = await documents(path);
      ours.push(await measure(browser, server.url + path, page));
      copy.push(await measure(browser, server.url + path, itsCopy));
    }
    console.log(`  round ${round}/${rounds} done`);
  }
  rows.push(
    `Public pages against their static copies (medians of ${rounds} rounds, 390x844 phone, ${CPU_SLOWDOWN}x CPU; ms):`,
    `  page           LCP: ours   copy  ratio (goal <= ${GOALS.lcp}x)   main thread: ours   copy  ratio (goal <= ${GOALS.mainThread}x)`,
    ...results.map(
      ({ path, ours, copy }) =>
        `  ${path.padEnd(11)}       ${compared(ours, copy, 'lcpMs', GOALS.lcp)}                 ` +
        `${compared(ours, copy, 'taskMs', GOALS.mainThread)}`,
    ),
  );
} finally {
  await browser.close();
  await server.close();
  rmSync(workDir, { recursive: true, force: true });
}
console.log(`\n${rows.join('\n')}`);
console.log(`  Printed, not gated. Run time ${((performance.now() - started) / 1000).toFixed(0)} s.`);
