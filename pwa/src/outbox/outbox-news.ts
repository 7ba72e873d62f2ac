import { useSyncExternalStore } from 'react';
import { CHANNELS, MARKS, STORAGE_KEYS } from '../lib/config';

/**
 * The outbox's news for the light shell: how many requests wait to be sent (the nav badge), "some were just sent"
 * (the banner), and the requests whose Booking ID the visitor has not seen (the banner that shows it again). The
 * outbox mirrors its counts here so the shell never needs Dexie: localStorage keeps them across loads (the next
 * start reads them to decide whether to load the outbox at all), a BroadcastChannel carries the news between tabs
 * and from the service worker.
 */
export const WAITING_COUNT_KEY = STORAGE_KEYS.outboxWaitingCount;
const UNSEEN_COUNT_KEY = STORAGE_KEYS.outboxUnseenCount;

/** `sent`: requests saved on the phone went out; `awaitingAdvance` of them wait for an advance (issue 30). */
export type OutboxNews = { type: 'waiting'; count: number } | { type: 'sent'; count: number; awaitingAdvance?: number };

type Listener = (news: OutboxNews) => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function openChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNELS.outboxNews) : null;
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

function storeCount(count: number, key: string = WAITING_COUNT_KEY): void {
  try {
    globalThis.localStorage?.setItem(key, String(count));
  } catch {
    // Private mode or a service worker: the channel still carries the news.
  }
}

function readCount(key: string): number {
  try {
    const value = Number(globalThis.localStorage?.getItem(key) ?? 0);
    return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  } catch {
    return 0;
  }
}

/** The last count the outbox published (0 when never, or when storage is unavailable). */
export function readWaitingCount(): number {
  return readCount(WAITING_COUNT_KEY);
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

/** Marks that this tab's outbox has settled (`MARKS.outboxIdle`): nothing is being sent, and the banner is up to date. */
export function markOutboxIdle(): void {
  globalThis.performance?.mark?.(MARKS.outboxIdle);
}

/**
 * Whether this start of the app has work for the outbox: a request waits to be sent, or one was left before the
 * visitor saw its Booking ID (a reload or a closed tab while it was being sent). The shell asks this on every page;
 * only a yes loads the outbox (and Dexie).
 */
export function outboxHasWork(): boolean {
  return readWaitingCount() > 0 || readCount(UNSEEN_COUNT_KEY) > 0;
}

/**
 * Whether the outbox has run on this device. It writes its counts here whenever it runs: from the first request on (the
 * unseen count as the request is stored, the waiting count after each run), and when /my-requests is opened. A phone
 * that did neither has no count, and /slots loads no outbox (nor Dexie) to mark slots "Requested by you". Storage that cannot be read
 * answers yes: the outbox then loads, as it always did.
 */
export function outboxUsedOnDevice(): boolean {
  try {
    const storage = globalThis.localStorage;
    return !storage || storage.getItem(WAITING_COUNT_KEY) !== null || storage.getItem(UNSEEN_COUNT_KEY) !== null;
  } catch {
    return true;
  }
}

/** A request made before this page was opened whose Booking ID the visitor has not been shown yet. */
export interface UnseenRequest {
  id: string;
  name: string;
  date: string;
  time: string;
  /** Where it stands, in the banner's words. */
  standing: 'waiting' | 'sending' | 'sent' | 'refused';
  /** The price the server stored for it, once it has answered. */
  price?: number;
}

const NO_REQUESTS: readonly UnseenRequest[] = [];
let unseenRequests: readonly UnseenRequest[] = NO_REQUESTS;
const unseenListeners = new Set<() => void>();

/**
 * The outbox's word on unseen Booking IDs: `count` of them on this device (kept for the next start's
 * `outboxHasWork`), and the ones this page's banner shows. Not sent to other tabs: each tab's runner works out its own
 * (a request made in another tab is that tab's form's to show).
 */
export function publishUnseenRequests(count: number, requests: readonly UnseenRequest[]): void {
  storeCount(count, UNSEEN_COUNT_KEY);
  unseenRequests = requests.length === 0 ? NO_REQUESTS : requests;
  for (const listener of unseenListeners) listener();
}

function subscribeUnseen(onChange: () => void): () => void {
  unseenListeners.add(onChange);
  return () => {
    unseenListeners.delete(onChange);
  };
}

function readUnseen(): readonly UnseenRequest[] {
  return unseenRequests;
}

function noUnseen(): readonly UnseenRequest[] {
  return NO_REQUESTS;
}

/** The requests whose Booking ID this page should show again (empty until the outbox has looked). */
export function useUnseenRequests(): readonly UnseenRequest[] {
  return useSyncExternalStore(subscribeUnseen, readUnseen, noUnseen);
}
