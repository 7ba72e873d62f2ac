import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { PushTarget } from '../repositories/push-subscriptions';
import type { VapidKeys } from './vapid-keys';

/** How one message went: delivered to the push service, or the device is gone for good (404/410). */
export type SendOutcome = { outcome: 'sent' } | { outcome: 'gone'; status: number };

/** A push service that answered something else, or could not be reached: the job retries. */
export class PushServiceError extends Error {
  override readonly name = 'PushServiceError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

export interface SendOptions {
  /** Seconds the push service keeps the message while the device is offline. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  /** Messages with the same topic replace each other while waiting at the push service. */
  topic?: string | undefined;
}

export interface PushSenderOptions {
  vapid: VapidKeys;
  subject: string;
  /** Tests: an agent that trusts their self-signed push service. Production trusts the system's CAs. */
  agent?: Agent | undefined;
  /** Milliseconds to wait for a push service; the job retries after. */
  timeoutMs?: number | undefined;
}

/**
 * Sends one encrypted message (RFC 8291 aes128gcm) with a VAPID token (RFC 8292) through `web-push`, which signs the
 * token for the endpoint's origin. The caller has checked the endpoint's host (push-service-hosts.ts).
 */
export function pushSender(options: PushSenderOptions) {
  const vapidDetails = {
    subject: options.subject,
    publicKey: options.vapid.publicKey,
    privateKey: options.vapid.privateKey,
  };
  return async function send(target: PushTarget, payload: string, how: SendOptions): Promise<SendOutcome> {
    try {
      await webpush.sendNotification(target, payload, {
        vapidDetails,
        TTL: how.ttlSeconds,
        urgency: how.urgency,
        ...(how.topic ? { topic: how.topic } : {}),
        ...(options.agent ? { agent: options.agent } : {}),
        timeout: options.timeoutMs ?? 10_000,
      });
      return { outcome: 'sent' };
    } catch (error) {
      if (error instanceof WebPushError) {
        if (error.statusCode === 404 || error.statusCode === 410) return { outcome: 'gone', status: error.statusCode };
        throw new PushServiceError(`push service answered ${error.statusCode}`, error.statusCode);
      }
      throw new PushServiceError(`push service not reached: ${(error as Error).message}`, null);
    }
  };
}

export type PushSend = ReturnType<typeof pushSender>;
