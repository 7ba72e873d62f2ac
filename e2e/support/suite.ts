import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser';
import { type RunningServer, startServer } from './server';

export interface ServerAndBrowser {
  server: RunningServer;
  browser: Browser;
}

/**
 * A test file's own server (on a fresh database, with `env` added) and one Chromium, made before its tests and
 * closed after. The fields are set once `beforeAll` has run.
 */
export function useServerAndBrowser(env?: Record<string, string>): ServerAndBrowser {
  const suite = {} as ServerAndBrowser;
  beforeAll(async () => {
    suite.server = await startServer(env);
    suite.browser = await launchChromium();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
