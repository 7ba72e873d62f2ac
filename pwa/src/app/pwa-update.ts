import { Workbox } from 'workbox-window';
import { BUILD_FILES, CHANNELS, PATHS, STORAGE_KEYS } from '../lib/config';
import { whenReloadAllowed } from '../lib/reload-guard';
import { followVenueSettings } from '../lib/venue-settings';
import { markOutboxIdle, outboxHasWork } from '../outbox/outbox-news';

/** A second update within this long of an update reload is left for the next visit. */
const RELOAD_LOOP_WINDOW_MS = 60_000;

function reloadedRecently(): boolean {
  try {
    const at = Number(sessionStorage.getItem(STORAGE_KEYS.updateReloadedAt) ?? 0);
    return Date.now() - at < RELOAD_LOOP_WINDOW_MS;
  } catch {
    return false;
  }
}

function markReload(): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.updateReloadedAt, String(Date.now()));
  } catch {
    // Without sessionStorage the one-reload-per-activation rule below still holds.
  }
}

/**
 * Registers the service worker and applies the update policy (docs/product.md#offline-and-updates: a new version
 * reloads the page). A new version waiting is activated only while nothing would be lost (the form is empty, the
 * outbox is not sending), then the page reloads once. Never a loop: one reload per activation we asked for,
 * and none if this tab already reloaded for an update a moment ago.
 */
function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox(BUILD_FILES.serviceWorker, { scope: PATHS.home });
  // A notification was tapped while this tab was open: the worker focused it; route to the request's page here.
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string; url?: string }>) => {
    const url = event.data?.url;
    if (event.data?.type === CHANNELS.openFromNotification && typeof url === 'string' && url.startsWith('/')) {
      void import('./router').then(({ appRouter }) => appRouter().navigate(url));
    }
  });
  let cancelWait: (() => void) | null = null;

  wb.addEventListener('waiting', () => {
    if (reloadedRecently()) return;
    cancelWait?.();
    cancelWait = whenReloadAllowed(() => wb.messageSkipWaiting());
  });

  // A page the first install took over (clientsClaim) was not controlled before: that change is no update.
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const wasControlled = controlled;
    controlled = true;
    // An update (ours or another tab's) reloads this tab once, when nothing would be lost, so it never runs
    // old code against the new version's cache.
    if (!wasControlled || reloadedRecently()) return;
    cancelWait?.();
    cancelWait = whenReloadAllowed(() => {
      markReload();
      window.location.reload();
    });
  });

  void wb.register().catch(() => {
    // No service worker (private mode, an old browser): the site still works online.
  });
  // A page that opened while the worker was taking over, or by a hard reload, is not controlled by the active worker:
  // it asks to be taken over, so it works offline and hears the worker's messages without waiting for a next visit.
  void navigator.serviceWorker.ready.then((registration) => {
    if (navigator.serviceWorker.controller === null) registration.active?.postMessage({ type: CHANNELS.claimPage });
  });

  // Long-open tabs (the manager's phone) look for a new version when they come back into view.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update().catch(() => {});
  });
}

/**
 * Starts the outbox on every page, at every start of the app, when it has work: a request waiting to be sent, or one
 * whose Booking ID the visitor has not seen (they reloaded while it was being sent). The check reads localStorage
 * only, so a visitor with nothing in the outbox never downloads it (nor Dexie).
 */
function startOutboxIfItHasWork(): void {
  if (!outboxHasWork()) {
    markOutboxIdle();
    return;
  }
  void import('../outbox/outbox-runner').then((outbox) => outbox.startOutboxRunner());
}

/** Everything offline-related the shell does at start, kept off the first render's path. */
export function startPwa(): void {
  const start = () => {
    if (import.meta.env.PROD) registerServiceWorker();
    // The page shows the settings it was rendered with; a newer version saved since is shown once the server says so.
    followVenueSettings();
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
    idle(() => startOutboxIfItHasWork());
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
