/// <reference lib="dom" />
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { appReady } from './support/app-page';
import { REPO_ROOT } from './support/server';

/**
 * A private copy of the built PWA for one test file: the service-worker tests change files in it (a new
 * version), and a rebuild of pwa/dist by someone else mid-run cannot pull the site from under them.
 */
export function copyBuiltPwa(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'turf-pwa-'));
  cpSync(join(REPO_ROOT, 'pwa', 'dist'), dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** First visit: the service worker installs, precaches the site and takes control of the page. */
export async function visitOnce(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await appReady(page);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
  return page;
}
