import { createHash } from 'node:crypto';
import type { PushMessage } from '@turf/sync-contract/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { PushAudience, PushSubscriptionsRepository } from '../../repositories/push-subscriptions';
import { noticeFor, OFFER_EVENT, offerNoticeFor, type PushEvent } from './push-notices';
import type { PushSend, SendOptions } from './push-sender';

/** Written by the database's triggers, one job per event (migrations/005). */
export const PUSH_EVENT_QUEUE = 'push-event';
/** One job per device and event: a device that fails retries alone, the others are not sent to twice. */
export const PUSH_SEND_QUEUE = 'push-send';

/** A request's event (migrations 005-018), or a waitlist entry's offer (migration 019). */
export type PushEventJob = { event: PushEvent; requestId: string } | { event: typeof OFFER_EVENT; entryId: string };

export interface PushSendJob {
  audience: PushAudience;
  endpoint: string;
  /** The request a visitor's device follows (audience `visitor`). */
  requestId?: string;
  /** The waitlist entry the device joined with (audience `waitlist`). */
  entryId?: string;
  message: PushMessage;
  send: SendOptions;
}

export interface PushJobDeps {
  subscriptions: PushSubscriptionsRepository;
  send: PushSend;
  /** Queues a send job under this id; a second job with the same id is ignored (the queue's primary key). */
  enqueueSend(id: string, job: PushSendJob): Promise<void>;
  isAllowedEndpoint(endpoint: string): boolean;
  now(): Date;
  log: FastifyBaseLogger;
}

/**
 * The send job's id for one device and one event: the same every time the event's job runs, so an event job that
 * fails half-way and runs again queues each device once.
 */
export function sendJobId(eventJobId: string, endpoint: string): string {
  const hex = createHash('sha256').update(`${eventJobId}\n${endpoint}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Only the push service's host goes to the log: an endpoint is a device's address. */
function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'unknown';
  }
}

export function pushJobs(deps: PushJobDeps) {
  return {
    /** An event becomes one send job per device that listens for it, with the message as things stand now. */
    async fanOut(eventJobId: string, job: PushEventJob): Promise<number> {
      if (job.event === OFFER_EVENT) {
        const offer = await deps.subscriptions.offerFacts(job.entryId);
        const notice = offer && offerNoticeFor(offer, deps.now());
        if (!offer?.target || !notice) return 0;
        await deps.enqueueSend(sendJobId(eventJobId, offer.target.endpoint), {
          audience: notice.audience,
          endpoint: offer.target.endpoint,
          entryId: job.entryId,
          message: notice.message,
          send: notice.send,
        });
        return 1;
      }
      const facts = await deps.subscriptions.requestFacts(job.requestId);
      if (!facts) return 0;
      const notice = noticeFor(job.event, facts, deps.now());
      if (!notice) return 0;
      const targets =
        notice.audience === 'manager'
          ? await deps.subscriptions.managerTargets()
          : await deps.subscriptions.requestTargets(job.requestId);
      for (const target of targets) {
        await deps.enqueueSend(sendJobId(eventJobId, target.endpoint), {
          audience: notice.audience,
          endpoint: target.endpoint,
          requestId: job.requestId,
          message: notice.message,
          send: notice.send,
        });
      }
      return targets.length;
    },

    /**
     * One message to one device. Throws (so the job retries) when the push service fails; a device that has
     * unsubscribed meanwhile gets nothing, and one its push service calls gone (404/410) is forgotten.
     */
    async deliver(job: PushSendJob): Promise<'sent' | 'gone' | 'skipped'> {
      const keys = await deps.subscriptions.currentKeys(job.audience, job.endpoint, job.entryId ?? job.requestId);
      if (!keys) return 'skipped';
      if (!deps.isAllowedEndpoint(job.endpoint)) {
        deps.log.warn({ pushHost: hostOf(job.endpoint) }, 'push: endpoint no longer on PUSH_SERVICE_HOSTS, not sent');
        return 'skipped';
      }
      const result = await deps.send({ endpoint: job.endpoint, keys }, JSON.stringify(job.message), job.send);
      if (result.outcome === 'gone') {
        await deps.subscriptions.removeEndpoint(job.endpoint);
        deps.log.info({ pushHost: hostOf(job.endpoint), status: result.status }, 'push: device gone, forgotten');
        return 'gone';
      }
      return 'sent';
    },
  };
}
