import { useSyncExternalStore } from 'react';

/**
 * The outbox's news for the light shell: how many requests wait to be sent (the nav badge) and "some were
 * just sent" (the banner). The outbox mirrors its count here so the shell never needs Dexie: localStorage
 * keeps it across loads, a BroadcastChannel carries it between tabs and from the service worker.
 */
export const WAITING_COUNT_KEY = 'turf.outbox.waiting';
const CHANNEL_NAME = 'turf-outbox-news';

export type OutboxNews = { type: 'waiting'; count: number } | { type: 'sent'; count: number };

type Listener = (news: OutboxNews) => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function openChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  channel?.addEventListener('message', (event: MessageEvent<OutboxNews>) => {
    const news = event.data;
    if (news?.type === 'waiting') storeCount(news.count);
    deliver(news);
  });
  return channel;
}

function deliver(news: OutboxNews): void {
  for (const listener of listeners) listener(news);
}

function storeCount(count: number): void {
  try {
    globalThis.localStorage?.setItem(WAITING_COUNT_KEY, String(count));
  } catch {
    // Private mode or a service worker: the channel still carries the news.
  }
}

/** The last count the outbox published (0 when never, or when storage is unavailable). */
export function readWaitingCount(): number {
  try {
    const value = Number(globalThis.localStorage?.getItem(WAITING_COUNT_KEY) ?? 0);
    return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  } catch {
    return 0;
  }
}

/** Called by the outbox after every change: this tab, other tabs and the service worker's tabs all hear it. */
export function publishOutboxNews(news: OutboxNews): void {
  if (news.type === 'waiting') storeCount(news.count);
  deliver(news);
  openChannel()?.postMessage(news);
}

/** Listen to the outbox's news (in this tab and from elsewhere). Returns the unsubscribe function. */
export function onOutboxNews(listener: Listener): () => void {
  openChannel();
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === WAITING_COUNT_KEY) listener({ type: 'waiting', count: readWaitingCount() });
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

function subscribeCount(onChange: () => void): () => void {
  return onOutboxNews((news) => {
    if (news.type === 'waiting') onChange();
  });
}

/** Requests on this device not yet sent to the venue; Dexie-free, for the nav badge. */
export function useWaitingCount(): number {
  return useSyncExternalStore(subscribeCount, readWaitingCount, () => 0);
}
