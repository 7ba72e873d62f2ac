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

/** Saves `test-output/screenshots/<name>-<width>x<height>.png`. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const size = page.viewportSize();
  const file = join(SCREENSHOT_DIR, `${name}-${size?.width ?? 0}x${size?.height ?? 0}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
