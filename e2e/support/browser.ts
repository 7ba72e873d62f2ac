import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { REPO_ROOT } from './server';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
export const SCREENSHOT_DIR = join(REPO_ROOT, 'test-output', 'screenshots');

/**
 * A Chromium of the caller's own, for the scripts run with tsx (the benches, the install screenshots). The
 * browser tests share one instead: `connectChromium()` in suite.ts.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** A phone-sized context (touch, mobile user agent) or a desktop one. */
export function newContext(browser: Browser, size: 'phone' | 'desktop' = 'phone'): Promise<BrowserContext> {
  return size === 'phone'
    ? browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
    : browser.newContext({ viewport: DESKTOP });
}

/**
 * The browser tests save pictures for a person to look at (`test-output/screenshots`). CI keeps no files and nobody
 * looks at them there, so a run with `CI` set skips them unless `E2E_SCREENSHOTS=1` asks (decision 087). No test reads
 * a saved picture back: the ones that check pixels take their own (pixels.ts).
 */
export const SAVE_SCREENSHOTS =
  process.env.E2E_SCREENSHOTS === '1' || (!process.env.CI && process.env.E2E_SCREENSHOTS !== '0');

/** Saves `test-output/screenshots/<file>.png`: what the screen shows (a dialog or a bar fixed to it), or the whole page. */
export async function savePicture(page: Page, file: string, fullPage = false): Promise<void> {
  if (!SAVE_SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${file}.png`), fullPage });
}

/** Saves `<name>-<width>x<height>.png`: the whole page, or the screen with `fullPage` false. */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  const size = page.viewportSize();
  await savePicture(page, `${name}-${size?.width ?? 0}x${size?.height ?? 0}`, fullPage);
}
