/// <reference lib="webworker" />

import { cacheNames } from 'workbox-core';
import { getCacheKeyForURL, type PrecacheEntry } from 'workbox-precaching';
import { CHANNELS } from './lib/config';

declare const self: ServiceWorkerGlobalScope;

/** A server that has not rendered the new version yet (a replica that heard of it a moment later) is asked again. */
const LATE_PAGE_RETRIES = 3;
const LATE_PAGE_WAIT_MS = 1_000;

/** The settings version a page carries (`<script id="venue-settings">`, written by src/prerender.tsx). */
function versionOf(html: string): number {
  return Number(/id="venue-settings">\{"version":(\d+)/.exec(html)?.[1] ?? -1);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The precached pages carry the venue's settings they were rendered with (decision 055). When a page learns of a newer
 * version it posts `refreshPages` with that version, and each page is fetched again and put in place of its copy,
 * under the same cache key: the next visit opens with the new values, online or offline. Nothing reloads, so a form
 * being filled is never touched and no loop can start; a page that fails to arrive keeps its copy, and the next visit
 * asks again.
 */
export function handlePageRefresh(manifest: readonly (PrecacheEntry | string)[]): void {
  // Every page and app shell of the build; the top `index.html` is the template, which carries no settings.
  const pages = manifest
    .map((entry) => (typeof entry === 'string' ? entry : entry.url))
    .filter((url) => url.endsWith('.html') && url.replace(/^\//, '') !== 'index.html');
  let running: Promise<void> | null = null;
  self.addEventListener('message', (event) => {
    const data = event.data as { type?: string; version?: unknown } | null;
    if (data?.type !== CHANNELS.refreshPages || typeof data.version !== 'number') return;
    running ??= refresh(pages, data.version).finally(() => {
      running = null;
    });
    event.waitUntil(running);
  });
}

async function refresh(urls: readonly string[], version: number): Promise<void> {
  const cache = await caches.open(cacheNames.precache);
  await Promise.all(
    urls.map(async (url) => {
      const address = new URL(url, self.location.origin).href;
      const key = getCacheKeyForURL(address);
      if (!key) return;
      for (let attempt = 0; attempt <= LATE_PAGE_RETRIES; attempt += 1) {
        if (attempt > 0) await pause(LATE_PAGE_WAIT_MS);
        try {
          const response = await fetch(address, { cache: 'no-cache', credentials: 'same-origin' });
          if (!response.ok || response.redirected) return;
          const html = await response.text();
          if (versionOf(html) < version) continue;
          await cache.put(key, new Response(html, { status: response.status, headers: response.headers }));
          return;
        } catch {
          // Offline again: this page keeps its copy.
          return;
        }
      }
    }),
  );
}
