import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { PushTarget } from '../../repositories/push-subscriptions';
import { pushSendAddress } from './push-service-hosts';
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
  /** The clock the VAPID tokens' lifetimes are counted on (tests move it). */
  now?: (() => number) | undefined;
}

/** A VAPID token lives this long (RFC 8292 allows up to 24 h; web-push's own default is 12 h). */
export const VAPID_TOKEN_SECONDS = 12 * 60 * 60;
/** A token is signed again this long before it expires, so none reaches a push service about to lapse. */
const VAPID_RENEW_BEFORE_SECONDS = 60 * 60;

/**
 * The VAPID `Authorization` header for each push service origin, signed once and reused until an hour before its
 * `exp` (RFC 8292 section 2: the token names only the origin, the subject and the expiry, nothing of the message).
 * web-push signs a new one for every message unless given the header, and that signature (the private key turned
 * into PEM by a JavaScript ASN.1 encoder, then ES256) costs some 1.5 ms of the event loop, three times the message's
 * own encryption: with a batch of sends in flight, enough to hold up the requests the process is serving.
 */
export function vapidHeaders(options: Pick<PushSenderOptions, 'vapid' | 'subject' | 'now'>) {
  const now = options.now ?? Date.now;
  const byOrigin = new Map<string, { authorization: string; renewAt: number }>();
  return function authorizationFor(endpoint: string): string {
    const origin = new URL(endpoint).origin;
    const cached = byOrigin.get(origin);
    const nowMs = now();
    if (cached && nowMs < cached.renewAt) return cached.authorization;
    const expiresAt = Math.floor(nowMs / 1000) + VAPID_TOKEN_SECONDS;
    const { Authorization } = webpush.getVapidHeaders(
      origin,
      options.subject,
      options.vapid.publicKey,
      options.vapid.privateKey,
      'aes128gcm',
      expiresAt,
    );
    byOrigin.set(origin, { authorization: Authorization, renewAt: (expiresAt - VAPID_RENEW_BEFORE_SECONDS) * 1000 });
    return Authorization;
  };
}

/**
 * Sends one encrypted message (RFC 8291 aes128gcm) through `web-push` with the VAPID token (RFC 8292) of the
 * endpoint's origin. The caller has checked the endpoint's host (push-service-hosts.ts); the message goes only to an
 * endpoint written as that check read it, so web-push's own URL parser reaches the host that was checked.
 */
export function pushSender(options: PushSenderOptions) {
  const authorizationFor = vapidHeaders(options);
  return async function send(target: PushTarget, payload: string, how: SendOptions): Promise<SendOutcome> {
    const endpoint = pushSendAddress(target.endpoint);
    if (endpoint === null) throw new PushServiceError('not sent: the endpoint is not a plain https URL', null);
    try {
      await webpush.sendNotification({ endpoint, keys: target.keys }, payload, {
        // The VAPID header of the endpoint's origin, made once (web-push adds none of its own without vapidDetails).
        headers: { Authorization: authorizationFor(endpoint) },
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
