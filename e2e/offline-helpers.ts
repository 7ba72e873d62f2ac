/// <reference lib="dom" />
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { appReady } from './support/app-page';
import { REPO_ROOT, type RunningServer, startServer } from './support/server';
import { connectChromium } from './support/suite';

/**
 * A private copy of the built PWA for one test file: the service-worker tests change files in it (a new
 * version), and a rebuild of pwa/dist by someone else mid-run cannot pull the site from under them.
 */
export function copyBuiltPwa(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'turf-pwa-'));
  cpSync(join(REPO_ROOT, 'pwa', 'dist'), dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface OfflineSuite {
  site: ReturnType<typeof copyBuiltPwa>;
  server: RunningServer;
  browser: Browser;
}

/**
 * The setup every service-worker test file shares: its own copy of the built PWA, a server for it and a connection
 * to the run's Chromium, made before the file's tests and removed after. The fields are set once `beforeAll` has run.
 */
export function useOfflineSuite(): OfflineSuite {
  const suite = {} as OfflineSuite;
  beforeAll(async () => {
    suite.site = copyBuiltPwa();
    suite.server = await startServer({ STATIC_DIR: suite.site.dir });
    suite.browser = await connectChromium();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
    suite.site?.remove();
  });
  return suite;
}

/**
 * Waits until the service worker controls the page. Its install precaches every page in both languages; on a loaded
 * CI machine that took more than 30 s, and once more than 90 with two other browsers running beside it, so it gets 150.
 */
export async function serviceWorkerControls(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 150_000 });
  } catch (error) {
    // What the registration looked like, so a failure says whether the worker never installed, waits, or is active
    // without controlling the page.
    const state = await page
      .evaluate(async () => {
        const registration = await navigator.serviceWorker?.getRegistration();
        const of = (worker: ServiceWorker | null | undefined) => worker?.state ?? 'none';
        return `installing ${of(registration?.installing)}, waiting ${of(registration?.waiting)}, active ${of(registration?.active)}`;
      })
      .catch((reason: unknown) => `unreadable (${String(reason)})`);
    throw new Error(`the service worker did not take control of ${page.url()}: ${state}`, { cause: error });
  }
}

/** First visit: the service worker installs, precaches the site and takes control of the page. */
export async function visitOnce(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await appReady(page);
  await serviceWorkerControls(page);
  return page;
}
