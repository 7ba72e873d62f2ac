import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { type RunningServer, startServer } from './server';

export interface ServerAndBrowser {
  server: RunningServer;
  browser: Browser;
}

/**
 * This test file's connection to the run's one Chromium (support/chromium-server.ts, decision 066). Closing it closes
 * the contexts the file made through it, and leaves the browser running for the next file.
 */
export function connectChromium(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}

/**
 * A test file's own server (on a fresh database, with `env` added) and its connection to the run's Chromium, made
 * before its tests and closed after. The fields are set once `beforeAll` has run.
 */
export function useServerAndBrowser(env?: Record<string, string>): ServerAndBrowser {
  const suite = {} as ServerAndBrowser;
  beforeAll(async () => {
    suite.server = await startServer(env);
    suite.browser = await connectChromium();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
