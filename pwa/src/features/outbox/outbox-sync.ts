import { db } from '../../lib/db';
import { registerReloadBlocker } from '../../lib/reload-guard';
import { createOutboxEngine, type FlushSummary, OUTBOX_SYNC_TAG, publishRun } from './outbox-engine';

let retryTimer: ReturnType<typeof setTimeout> | undefined;
let started = false;

/** The app's one outbox engine (per tab, and one in the service worker; the Web Lock keeps them apart). */
export const outboxEngine = createOutboxEngine({
  db,
  onRun: (summary) => {
    publishRun(summary);
    if (started) void scheduleRetry(summary);
  },
});

async function scheduleRetry(summary: FlushSummary): Promise<void> {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  if (summary.waiting === 0) return;
  if (summary.stoppedBy !== null) void registerBackgroundSync();
  // Offline: the `online` event (or Background Sync) brings the next attempt; a timer would only burn battery.
  if (summary.stoppedBy === 'offline' && !navigator.onLine) return;
  const at = await outboxEngine.nextRetryAt();
  if (at === null) return;
  retryTimer = setTimeout(() => void outboxEngine.flush(), Math.max(250, at - Date.now()));
}

/**
 * Asks the browser to wake the service worker when connectivity returns, so the outbox is flushed even if
 * every tab is closed by then. Only where Background Sync exists (Chromium); elsewhere the tab triggers do it.
 */
export async function registerBackgroundSync(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
    const registration = await navigator.serviceWorker.ready;
    const sync = (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Not granted or not supported: the tab's own triggers still send.
  }
}

let persistAsked = false;
/** Keeps the outbox from being evicted under storage pressure (cheap phones run low on space). */
export function requestPersistentStorage(): void {
  if (persistAsked) return;
  persistAsked = true;
  void navigator.storage?.persist?.().catch(() => false);
}

/**
 * Starts sending in this tab: now (the app was opened), whenever the network comes back, and whenever the
 * visitor returns to the tab. Idempotent; pages that use the outbox call it, the shell calls it only when
 * something waits.
 */
export function startOutboxSync(): Promise<FlushSummary> | null {
  if (started || typeof window === 'undefined') return null;
  started = true;
  window.addEventListener('online', () => void outboxEngine.flush({ force: true }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void outboxEngine.flush({ force: true });
  });
  // A reload in the middle of a send is harmless (the server dedupes) but needless: the update waits.
  registerReloadBlocker(() => outboxEngine.isSending());
  return outboxEngine.flush({ force: true });
}
