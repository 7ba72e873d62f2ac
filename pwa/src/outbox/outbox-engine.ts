import { CHANNELS } from '../lib/config';
import type { TurfDatabase } from '../lib/db';
import { backoffDelay } from './backoff';
import type { OutboxItem } from './outbox-item';
import { publishOutboxNews } from './outbox-news';
import { claimDue, countWaiting, nextDueAt, postponeQueued, releaseClaims, settle } from './outbox-repository';
import { type SendResult, sendBookingRequest } from './send-request';

/** Items claimed per transaction; a run claims again until nothing is due. */
const BATCH_SIZE = 50;

export interface FlushOptions {
  /** Ignore backoff: something says the network is worth trying now (online event, the visitor, app open). */
  force?: boolean;
}

export interface FlushSummary {
  sent: number;
  /** Of those, the ones the visitor was told are saved on this phone: the banner's news. */
  sentAfterWaiting: number;
  /** Of those, the ones whose slot the venue holds until an advance is paid (issue 30): the banner says so. */
  awaitingAdvance: number;
  /** Items still waiting to be sent after the run. */
  waiting: number;
  /** Why the run stopped early: the server could not be reached, or the browser says it is offline. */
  stoppedBy: 'offline' | 'server' | null;
}

export interface OutboxEngineDeps {
  db: TurfDatabase;
  send?: (item: OutboxItem) => Promise<SendResult>;
  /** Web Locks; null to run without (the in-tab single flight and the item leases still hold). */
  locks?: LockManager | null;
  now?: () => number;
  random?: () => number;
  /** The browser's hint; false means "do not even try". */
  isOnline?: () => boolean;
  /** How long a claim holds when no Web Lock vouches for the sender (must exceed the send timeout). */
  leaseMs?: number;
  /** Sends in flight at once within one run (6: what a browser opens to one host over HTTP/1.1). */
  concurrency?: number;
  /** Hears every run's figures (the badge, the banner). */
  onRun?: (summary: FlushSummary) => void;
}

export interface OutboxEngine {
  /** Sends what is due. Concurrent calls share one run (plus one rerun if asked during a run). */
  flush(options?: FlushOptions): Promise<FlushSummary>;
  /** Epoch ms of the next retry the engine would make by itself, or null. */
  nextRetryAt(): Promise<number | null>;
  /** True while this engine is sending. */
  isSending(): boolean;
}

function defaultLocks(): LockManager | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

function defaultIsOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function newToken(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * The one sender of the outbox. One run at a time in this context (single flight), one context at a time
 * across tabs and the service worker (a Web Lock), and a lease on each claimed item for browsers without
 * Web Locks. Failures to reach the server back off exponentially with jitter; a 409 or other 4xx is final.
 */
export function createOutboxEngine(deps: OutboxEngineDeps): OutboxEngine {
  const {
    db,
    send = (item) => sendBookingRequest(item),
    locks = defaultLocks(),
    now = Date.now,
    random = Math.random,
    isOnline = defaultIsOnline,
    leaseMs = 30_000,
    concurrency = 6,
    onRun,
  } = deps;

  let running: Promise<FlushSummary> | null = null;
  let rerun: FlushOptions | null = null;

  async function runOnce(force: boolean): Promise<FlushSummary> {
    const token = newToken();
    const summary: FlushSummary = { sent: 0, sentAfterWaiting: 0, awaitingAdvance: 0, waiting: 0, stoppedBy: null };
    const tried = new Set<string>();
    if (!isOnline()) {
      summary.stoppedBy = 'offline';
      return { ...summary, waiting: await countWaiting(db) };
    }
    let retryAt = 0;
    for (;;) {
      const batch = await claimDue(db, {
        now: now(),
        force,
        takeOverLeases: locks !== null,
        leaseMs,
        token,
        limit: BATCH_SIZE,
      });
      const fresh = batch.filter((item) => !tried.has(item.id));
      for (const item of fresh) tried.add(item.id);
      if (fresh.length === 0) break;
      // A few sends in flight at once: a queue that built up offline drains in a fraction of the time, still
      // from this one sender, without flooding a phone's connection.
      const worker = async () => {
        for (let item = fresh.shift(); item && summary.stoppedBy === null; item = fresh.shift()) {
          const result = await send(item);
          const itemRetryAt = now() + backoffDelay(item.attempts + 1, random);
          await settle(db, item.id, token, result, { now: now(), retryAt: itemRetryAt });
          if (result.kind === 'sent') {
            summary.sent += 1;
            if (item.savedOnDevice) summary.sentAfterWaiting += 1;
            if (item.savedOnDevice && result.advance) summary.awaitingAdvance += 1;
          }
          if (result.kind === 'retry') {
            // One failure to reach the server says it for all: the rest wait as long instead of each failing.
            summary.stoppedBy ??= result.reason;
            retryAt = Math.max(retryAt, itemRetryAt);
          }
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      if (summary.stoppedBy !== null) {
        await postponeQueued(db, retryAt);
        break;
      }
    }
    // Whatever this run claimed and did not send (it stopped, or the item came round again) waits once more.
    await releaseClaims(db, token, retryAt);
    summary.waiting = await countWaiting(db);
    return summary;
  }

  function underLock(force: boolean): Promise<FlushSummary> {
    if (!locks) return runOnce(force);
    // The lib typing wraps the callback's promise once more than the runtime does.
    return locks.request(CHANNELS.outboxLock, () => runOnce(force)) as unknown as Promise<FlushSummary>;
  }

  async function loop(first: FlushOptions): Promise<FlushSummary> {
    const total: FlushSummary = { sent: 0, sentAfterWaiting: 0, awaitingAdvance: 0, waiting: 0, stoppedBy: null };
    let options: FlushOptions | null = first;
    try {
      while (options) {
        rerun = null;
        const summary = await underLock(options.force === true);
        total.sent += summary.sent;
        total.sentAfterWaiting += summary.sentAfterWaiting;
        total.awaitingAdvance += summary.awaitingAdvance;
        total.waiting = summary.waiting;
        total.stoppedBy = summary.stoppedBy;
        options = rerun;
      }
    } finally {
      // Cleared in the same step as the last look at `rerun`, so no request can fall between the two.
      running = null;
    }
    onRun?.(total);
    return total;
  }

  function flush(options: FlushOptions = {}): Promise<FlushSummary> {
    if (running) {
      // A request that came in during a run may have missed it (a new item, the network back): run again.
      rerun = { force: options.force === true || rerun?.force === true };
      return running;
    }
    running = loop(options);
    return running;
  }

  return {
    flush,
    nextRetryAt: () => nextDueAt(db),
    isSending: () => running !== null,
  };
}

/** Tells the shell (badge, banner, other tabs) what a run did. */
export function publishRun(summary: FlushSummary): void {
  publishOutboxNews({ type: 'waiting', count: summary.waiting });
  // A request sent at once from the form is news to nobody; one that waited on the phone is.
  if (summary.sentAfterWaiting > 0) {
    publishOutboxNews({ type: 'sent', count: summary.sentAfterWaiting, awaitingAdvance: summary.awaitingAdvance });
  }
}
