/// <reference lib="webworker" />

import { CHANNELS } from './lib/config';

/** The parts of the worker's `clients` a notification tap uses (injected, so a test can hand in its own). */
export interface TapClients {
  matchAll(options: ClientQueryOptions): Promise<readonly Pick<WindowClient, 'url' | 'postMessage' | 'focus'>[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * Where a tap on a notice takes the person (issue 14): an open tab of the app is told to route to the notice's page
 * (no reload, so the panel keeps its state) and brought to the front; with no tab open, a new window opens at that page.
 * Tabs of other origins (never ours to steer) are left alone. Which way it went, for the tests.
 */
export async function openNoticePage(url: string, clients: TapClients, origin: string): Promise<'focused' | 'opened'> {
  const tabs = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => new URL(client.url).origin === origin);
  if (tab) {
    tab.postMessage({ type: CHANNELS.openFromNotification, url });
    // Allowed during a notification's click; the tab has routed either way.
    await tab.focus().catch(() => undefined);
    return 'focused';
  }
  await clients.openWindow(url);
  return 'opened';
}
