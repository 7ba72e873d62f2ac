import { Workbox } from 'workbox-window';
import { readWaitingCount } from '../lib/outbox-badge';
import { whenReloadAllowed } from '../lib/reload-guard';

/** Set just before an update reload; a second update within this window is left for the next visit. */
const RELOADED_AT_KEY = 'turf.updateReloadedAt';
const RELOAD_LOOP_WINDOW_MS = 60_000;

function reloadedRecently(): boolean {
  try {
    const at = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    return Date.now() - at < RELOAD_LOOP_WINDOW_MS;
  } catch {
    return false;
  }
}

function markReload(): void {
  try {
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    // Without sessionStorage the one-reload-per-activation rule below still holds.
  }
}

/**
 * Registers the service worker and applies the update policy (spec: when an update activates, the page
 * reloads). A new version waiting is activated only while nothing would be lost (the form is empty, the
 * outbox is not sending), then the page reloads once. Never a loop: one reload per activation we asked for,
 * and none if this tab already reloaded for an update a moment ago.
 */
function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
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

  // Long-open tabs (the manager's phone) look for a new version when they come back into view.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update().catch(() => {});
  });
}

/** Starts the outbox sender on pages that do not use it themselves, but only when something waits. */
function startOutboxIfWaiting(): void {
  if (readWaitingCount() === 0) return;
  void import('../features/outbox/outbox-sync').then((outbox) => outbox.startOutboxSync());
}

/** Everything offline-related the shell does at start, kept off the first render's path. */
export function startPwa(): void {
  const start = () => {
    if (import.meta.env.PROD) registerServiceWorker();
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
    idle(() => startOutboxIfWaiting());
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
