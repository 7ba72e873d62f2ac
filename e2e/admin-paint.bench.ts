/**
 * `npx tsx e2e/admin-paint.bench.ts [--build DIR] [--rounds N]`: how long a signed-in manager's first open of the panel
 * stays blank (issue 29, item 13). Each round opens `/admin/booking-requests` in a fresh context (a 390x844 phone,
 * nothing cached, no service worker yet) over Lighthouse's "Slow 4G" figures, which DevTools calls Fast 3G
 * (1.6 Mbps down, 750 kbps up, 150 ms round trip), with 4x CPU throttling. Prints the medians of the first contentful
 * paint (the frame) and of the moment the requests screen's heading is there (the screen), and the script bytes
 * fetched before the first paint. Printed, never gated.
 *   --build DIR  a folder holding `dist` and `dist-ssr` (default: pwa/), copied before measuring
 *   --rounds N   loads (default 3)
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startOnThrowawayDatabase } from '../api/test/support/production-server';
import { launchChromium, newContext } from './support/browser';
import { ADMIN_EMAIL, ADMIN_PASSWORD, REPO_ROOT } from './support/server';

const CPU_SLOWDOWN = 4;
const FAST_3G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const TOKEN_KEY = 'turf.adminToken';

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
}

// Page code as text, not functions: tsx's compiled functions call a helper the page does not have.
const FCP = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entry = list.getEntriesByName('first-contentful-paint')[0];
    if (entry) resolve(entry.startTime);
  }).observe({ type: 'paint', buffered: true });
})`;
const SCRIPT_BYTES_BEFORE = `(fcp) => performance.getEntriesByType('resource')
  .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
  .filter((entry) => entry.responseEnd <= fcp)
  .reduce((sum, entry) => sum + entry.encodedBodySize, 0)`;

interface Load {
  fcpMs: number;
  screenMs: number;
  scriptKb: number;
}

async function measure(browser: Browser, url: string, token: string): Promise<Load> {
  const context = await newContext(browser, 'phone');
  try {
    await context.addInitScript(`localStorage.setItem(${JSON.stringify(TOKEN_KEY)}, ${JSON.stringify(token)})`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    // The screen's own heading (the frame has one of its own, `Admin Panel`, for screen readers).
    await page.getByRole('heading', { level: 1, name: 'Booking Requests' }).waitFor({ timeout: 120_000 });
    const screenMs = Number(await page.evaluate('performance.now()'));
    const fcpMs = Number(await page.evaluate(FCP));
    const scriptBytes = Number(await page.evaluate(`(${SCRIPT_BYTES_BEFORE})(${fcpMs})`));
    return { fcpMs, screenMs, scriptKb: scriptBytes / 1024 };
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

const rounds = Number(argument('--rounds') ?? 3);
const build = argument('--build') ?? join(REPO_ROOT, 'pwa');
// A private copy, so a build started meanwhile cannot change the files under a measurement.
const workDir = mkdtempSync(join(tmpdir(), 'turf-bench-admin-'));
cpSync(join(build, 'dist'), join(workDir, 'dist'), { recursive: true });
cpSync(join(build, 'dist-ssr'), join(workDir, 'dist-ssr'), { recursive: true });
const server = await startOnThrowawayDatabase({
  driver: 'pglite',
  env: {
    STATIC_DIR: join(workDir, 'dist'),
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    JWT_SECRET: 'bench-secret-long-enough-for-hs256-keys',
  },
  healthTimeoutMs: 90_000,
  log: 'discard',
});
const browser = await launchChromium();
try {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const url = `${server.url}/admin/booking-requests`;
  // One unmeasured load: the server's first render and first reads are in no figure.
  await measure(browser, url, token);
  const loads: Load[] = [];
  for (let round = 0; round < rounds; round++) loads.push(await measure(browser, url, token));
  const figure = (key: keyof Load) => Math.round(median(loads.map((load) => load[key])));
  console.log(
    `Admin first open, /admin/booking-requests (median of ${rounds}; 390x844, Fast 3G 1.6 Mbps/750 kbps/150 ms, ` +
      `${CPU_SLOWDOWN}x CPU):\n  first contentful paint ${figure('fcpMs')} ms; requests screen ${figure('screenMs')} ms; ` +
      `script before the first paint ${figure('scriptKb')} kB (compressed)\n  each: ${loads
        .map((load) => `${Math.round(load.fcpMs)}/${Math.round(load.screenMs)}`)
        .join(', ')}`,
  );
} finally {
  await browser.close();
  await server.close();
  rmSync(workDir, { recursive: true, force: true });
}
