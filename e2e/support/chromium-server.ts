import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's one Chromium listens: `connectChromium()` (suite.ts) connects each test file to it. */
    chromiumEndpoint: string;
  }
}

/**
 * Vitest's global setup for the browser tests: one Chromium for the whole run (decision 066), started once instead of
 * once per file. Each file connects with a connection of its own and makes its own contexts (incognito profiles), so
 * files share no cookies, storage or service workers.
 */
export default async function startChromium(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
