import { Agent } from 'node:https';
import { parentPort, workerData } from 'node:worker_threads';
import type { PushTarget } from '../repositories/push-subscriptions';
import { lowerThisThreadToIdlePriority } from './lowest-thread-priority';
import { PushServiceError, pushSender, type SendOptions } from './push-sender';
import type { PushSenderThreadData, SendAnswer } from './push-sender-thread';

/**
 * The push sender's thread (push-sender-thread.ts starts it): each message's key agreement, encryption, VAPID header
 * and HTTPS exchange happen here, off the event loop that answers requests.
 */
const data = workerData as PushSenderThreadData;
// The requests' thread and the database come first: a notice a few milliseconds later is the same notice, a
// confirm held up by encryption is not (issue 14: confirm p99 within 10% with push).
lowerThisThreadToIdlePriority();
const send = pushSender({
  vapid: data.vapid,
  subject: data.subject,
  timeoutMs: data.timeoutMs,
  // An agent cannot cross threads; the certificate a test's push service is trusted with can.
  agent: data.ca ? new Agent({ ca: data.ca, keepAlive: true }) : undefined,
});

parentPort?.on('message', (message: { id: number; target: PushTarget; payload: string; how: SendOptions }) => {
  send(message.target, message.payload, message.how).then(
    (outcome): void => parentPort?.postMessage({ id: message.id, outcome } satisfies SendAnswer),
    (error: unknown): void => {
      const status = error instanceof PushServiceError ? error.status : null;
      parentPort?.postMessage({
        id: message.id,
        error: { message: (error as Error).message, status },
      } satisfies SendAnswer);
    },
  );
});
