import { CHANNELS } from '../lib/config';
import { db } from '../lib/db';
import { registerReloadBlocker } from '../lib/reload-guard';
import { createOutboxEngine, type FlushSummary, publishRun } from './outbox-engine';
import type { OutboxItem } from './outbox-item';
import { markOutboxIdle, publishUnseenRequests, type UnseenRequest } from './outbox-news';
import { listUnseen, listWantingPush } from './outbox-repository';
import { sendWantedFollows } from './request-notifications';

let retryTimer: ReturnType<typeof setTimeout> | undefined;
let started = false;

/** The app's one outbox engine (per tab, and one in the service worker; the Web Lock keeps them apart). */
export const outboxEngine = createOutboxEngine({
  db,
  onRun: (summary) => {
    publishRun(summary);
    void followWantedRequests();
    if (!started) return;
    void scheduleRetry(summary);
    // A run moves requests on (being sent -> sent): the banner says where they stand now.
    void publishUnseen().then(markOutboxIdle);
  },
});

/**
 * A request the visitor asked to be notified about is followed once it has reached the server (issue 14). (A static
 * import: this module runs in the service worker too, where a dynamic import is not allowed.)
 */
async function followWantedRequests(): Promise<void> {
  try {
    if ((await listWantingPush(db)).length === 0) return;
    await sendWantedFollows();
  } catch {
    // Offline or no push here: the wish stays, and the next run tries again.
  }
}

/**
 * Requests made before this page was opened are the ones no form on it is about to show: their Booking ID is the
 * banner's to show again. (One made on this page is the form's; a later reload makes it the banner's.)
 */
const pageOpenedAt = typeof performance === 'undefined' ? 0 : performance.timeOrigin;

function standingOf(item: OutboxItem): UnseenRequest['standing'] {
  if (item.state === 'queued') return 'waiting';
  if (item.state === 'sending') return 'sending';
  if (item.state === 'slot-taken' || item.state === 'failed') return 'refused';
  return 'sent';
}

/** Tells the shell whose Booking ID waits to be seen: how many on this device, and which this page shows again. */
export async function publishUnseen(): Promise<void> {
  try {
    const items = await listUnseen(db);
    const requests = items
      .filter((item) => item.createdAt < pageOpenedAt)
      .map((item) => ({
        id: item.id,
        name: item.name,
        date: item.date,
        time: item.time,
        standing: standingOf(item),
        ...(item.price === undefined ? {} : { price: item.price }),
      }));
    publishUnseenRequests(items.length, requests);
  } catch {
    // IndexedDB unavailable: nothing to show, and the request's own page still tells the visitor.
  }
}

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
    await sync?.register(CHANNELS.outboxSync);
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
 * something waits. (Background Sync, in the service worker, is the other way the outbox is sent: `sw.ts`.)
 */
export function startOutboxRunner(): Promise<FlushSummary> | null {
  if (started || typeof window === 'undefined') return null;
  started = true;
  window.addEventListener('online', () => void outboxEngine.flush({ force: true }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void outboxEngine.flush({ force: true });
  });
  // A reload in the middle of a send is harmless (the server dedupes) but needless: the update waits.
  registerReloadBlocker(() => outboxEngine.isSending());
  // Before the first run: a request left mid-send shows again at once, as being sent.
  void publishUnseen();
  return outboxEngine.flush({ force: true });
}
