/// <reference lib="webworker" />

import { splitLocalePath } from '@turf/sync-contract/locale';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { BUILD_FILES, CHANNELS, isAdminPath } from './lib/config';
import { notePushedOffer } from './lib/waitlist/note-pushed-offer';
import { outboxEngine } from './outbox/outbox-runner';
import { refollowAll } from './outbox/request-notifications';
import { chosenLocale } from './sw-locale';
import { handlePageRefresh } from './sw-page-copies';
import { handlePushEvents } from './sw-push';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// The app shell and every route's code and assets: the whole visitor site opens with no network after one visit.
const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
// The pages carry the venue's settings: a page that learns of a newer version has them fetched again (decision 055).
handlePageRefresh(manifest);
// Old precaches of earlier versions would only fill the phone's storage.
cleanupOutdatedCaches();

/**
 * A page's own prerendered HTML in its language when the build made one (`/bn/events` -> `/bn/events/index.html`,
 * `/events` -> the chosen language's), else that language's panel shell (an `/admin` address) or bare app shell, else
 * `index.html`: every address opens from the cache, in both languages, and routes on the device.
 */
async function cachedPage(pathname: string): Promise<Response | undefined> {
  const { locale: prefixed, path } = splitLocalePath(pathname);
  const locale = prefixed ?? (await chosenLocale());
  const own = `/${locale}${path.replace(/\/+$/, '')}/index.html`;
  // The panel's addresses open its shell, which paints the panel's frame (decision 075).
  const shells = isAdminPath(path)
    ? [BUILD_FILES.adminShell(locale), BUILD_FILES.appShell(locale)]
    : [BUILD_FILES.appShell(locale)];
  for (const candidate of [own, ...shells, BUILD_FILES.index]) {
    const cached = await matchPrecache(candidate);
    if (cached) return cached;
  }
  return undefined;
}

// Navigations are answered from the precache, so the site opens with no network; /api is not a page.
registerRoute(
  new NavigationRoute(async ({ request, url }) => (await cachedPage(url.pathname)) ?? fetch(request), {
    denylist: [/^\/api(\/|$)/],
  }),
);

// Deliberately no other route: /api answers come from the network only (data offline lives in IndexedDB,
// owned by the app), so a stale answer can never pass for the server's.

// The first install takes the open page at once, so it works offline without a reload.
clientsClaim();
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  // A new version waits until the page says it is safe to take over (form empty, outbox idle).
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // clients.claim() skips a document still loading at that moment (and a hard reload bypasses the worker): such a
  // page asks to be taken over once its app runs, or it would go without the worker until the next visit.
  if (type === CHANNELS.claimPage) event.waitUntil(self.clients.claim());
});

// Background Sync: the browser wakes this worker when connectivity returns, even with every tab closed. It
// flushes the same IndexedDB outbox the tabs use, under the same Web Lock: one queue, one sender at a time.
self.addEventListener('sync', (event) => {
  const syncEvent = event as SyncEvent;
  if (syncEvent.tag !== CHANNELS.outboxSync) return;
  syncEvent.waitUntil(
    outboxEngine.flush({ force: true }).then((summary) => {
      // Rejecting asks the browser to try this sync again later, with its own backoff.
      if (summary.stoppedBy !== null && summary.waiting > 0) throw new Error('Outbox not yet delivered');
    }),
  );
});

// Web Push (issue 14): notices for the manager's new requests and the visitor's decisions, reminders and waitlist offers.
handlePushEvents(refollowAll, notePushedOffer);
