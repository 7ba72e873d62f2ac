/// <reference lib="dom" />
import { appendFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useOfflineSuite, visitOnce } from './offline-helpers';
import { appReady } from './support/app-page';
import { newContext } from './support/browser';

const suite = useOfflineSuite();

/** A new version is deployed: the worker script changes, and the page looks for it. */
async function deployNewVersion(page: Page, label: string): Promise<void> {
  appendFileSync(join(suite.site.dir, 'sw.js'), `\n// ${label}\n`);
  // A deploy replaces the precompressed copies too; without them the server sends the new file as is.
  for (const copy of ['sw.js.br', 'sw.js.gz']) rmSync(join(suite.site.dir, copy), { force: true });
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}

function hasWaitingWorker(page: Page): Promise<boolean> {
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);
}

/** The waiting worker's state, or null when none waits. */
function waitingState(page: Page): Promise<string | null> {
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null);
}

describe('service-worker updates', () => {
  test('a new version waits while the form holds input, then activates and reloads the page once', async () => {
    const context = await newContext(suite.browser, 'phone');
    const page = await visitOnce(context, `${suite.server.url}/slots`);
    // The app looks again every few seconds whether a reload would lose anything: the test moves its clock on
    // instead of waiting those seconds out.
    await page.clock.install();
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.evaluate(() => {
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
    });

    // The visitor is typing: the new version must not reload the page away from it.
    await page.getByLabel('Reference Name').fill('Half-typed name');
    await deployNewVersion(page, 'version 2');
    // Installed and waiting: the page hears it in the same task that sets this state. (Polled from here: a
    // `waitForFunction` takes the promise an async check returns for a truthy answer.)
    await expect.poll(() => waitingState(page), { timeout: 30_000 }).toBe('installed');
    // Two of the app's looks go by, and each finds the form holding input.
    await page.clock.runFor(4_500);
    expect(loads).toBe(0);
    expect(await hasWaitingWorker(page)).toBe(true);
    expect(await page.getByLabel('Reference Name').inputValue()).toBe('Half-typed name');

    // The form is empty again: the update activates and the page reloads, once.
    await page.getByLabel('Reference Name').fill('');
    await page.clock.runFor(2_000);
    await page.waitForFunction(() => !(window as unknown as { beforeUpdate?: boolean }).beforeUpdate, null, {
      timeout: 15_000,
    });
    await appReady(page);
    await page.waitForLoadState('load');
    expect(await hasWaitingWorker(page)).toBe(false);
    // Two more looks on the new page: none reloads it again.
    await page.clock.runFor(4_000);
    expect(loads).toBe(1);
    await context.close();
  });
});
