import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PushTarget } from '../repositories/push-subscriptions';
import { type PushSenderOptions, PushServiceError, type SendOptions, type SendOutcome } from './push-sender';

/** What the sender's thread is started with (structured-cloneable: no agent, no functions). */
export interface PushSenderThreadData {
  vapid: PushSenderOptions['vapid'];
  subject: string;
  timeoutMs?: number | undefined;
  /** PEM of a certificate to trust besides the system's (a test's self-signed push service). */
  ca?: string | undefined;
}

export type SendAnswer =
  | { id: number; outcome: SendOutcome }
  | { id: number; error: { message: string; status: number | null } };

const ENTRY = new URL('./push-sender-worker.ts', import.meta.url).href;

/** tsx's ESM loader: the app runs from its TypeScript source (`npm start` is `tsx src/server.ts`). */
function tsxLoader(): string {
  if (typeof import.meta.resolve === 'function') return import.meta.resolve('tsx/esm/api');
  // Test runners without import.meta.resolve: the package's CommonJS entry sits beside the ESM one.
  return pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
}

/**
 * The thread's first lines: register tsx, then load the sender. A thread gets no loader from `--import` in its
 * execArgv on Node 20, so it registers one itself (and inherits none, so it is registered once whoever starts it).
 */
function bootstrap(): string {
  return `import(${JSON.stringify(tsxLoader())}).then((tsx) => { tsx.register(); return import(${JSON.stringify(ENTRY)}); })`;
}

/**
 * `pushSender`, run in a `node:worker_threads` thread of its own (decision 040): what one message costs the CPU (an
 * ECDH key agreement, AES-GCM, TLS) is paid on another core's thread, so a burst of notices never holds up the event
 * loop that answers requests. Same signature and outcomes as `pushSender`; a thread that dies fails the sends in hand
 * (their jobs retry) and the next send starts a new one.
 */
export function pushSenderThread(data: PushSenderThreadData) {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve(outcome: SendOutcome): void; reject(error: Error): void }>();

  function failAll(reason: string): void {
    for (const waiter of pending.values()) waiter.reject(new PushServiceError(reason, null));
    pending.clear();
  }

  function start(): Worker {
    const thread = new Worker(bootstrap(), { eval: true, execArgv: [], workerData: data });
    thread.on('message', (answer: SendAnswer) => {
      const waiter = pending.get(answer.id);
      if (!waiter) return;
      pending.delete(answer.id);
      if ('outcome' in answer) waiter.resolve(answer.outcome);
      else waiter.reject(new PushServiceError(answer.error.message, answer.error.status));
    });
    thread.on('error', (error) => failAll(`push sender thread failed: ${error.message}`));
    thread.on('exit', () => {
      if (worker === thread) worker = null;
      failAll('push sender thread exited');
    });
    // Idle, the thread does not keep the process alive; sends in hand hold it through their promises' owners.
    thread.unref();
    return thread;
  }

  return {
    send(target: PushTarget, payload: string, how: SendOptions): Promise<SendOutcome> {
      worker ??= start();
      const id = nextId++;
      const thread = worker;
      return new Promise<SendOutcome>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        thread.postMessage({ id, target, payload, how });
      });
    },
    async close(): Promise<void> {
      const thread = worker;
      worker = null;
      if (thread) await thread.terminate();
    },
  };
}
