import { Agent } from 'node:https';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { PLACEHOLDER_VAPID_SUBJECT, type PushConfig } from '../../config';
import { jobQueueDb } from '../../lib/push/job-queue-db';
import {
  PUSH_EVENT_QUEUE,
  PUSH_SEND_QUEUE,
  type PushEventJob,
  type PushSendJob,
  pushJobs,
} from '../../lib/push/push-jobs';
import { PushServiceError, pushSender } from '../../lib/push/push-sender';
import { isAllowedPushEndpoint } from '../../lib/push/push-service-hosts';
import { type PushSubscriptionsRepository, pushSubscriptionsRepository } from '../../repositories/push-subscriptions';

/** A failed send is tried again at most this many times (issue 14), then the job is marked failed. */
export const PUSH_RETRY_LIMIT = 5;

/** Timings of the queue. Production uses the defaults; tests shorten them. */
export interface PushRuntimeOptions {
  /** PEM of a test's self-signed push service to trust (production: the system's CAs, or NODE_EXTRA_CA_CERTS). */
  ca?: string | undefined;
  /** First retry after this many seconds; with backoff each next one waits about twice as long (default 10, backoff). */
  retryDelaySeconds?: number | undefined;
  retryBackoff?: boolean | undefined;
  /** How often an idle worker asks for jobs (default pg-boss's own 2 s; its least is 0.5 s). */
  pollingIntervalSeconds?: number | undefined;
  /** A job taken by a process that died is given to another after this long (default 30 s). */
  expireInSeconds?: number | undefined;
  /** How often some process looks for such jobs (default 30 s). */
  maintenanceIntervalSeconds?: number | undefined;
  /** How long to wait for a push service (default 10 s). */
  timeoutMs?: number | undefined;
  /** Run the workers in this process (default true); the queue is installed and written either way. */
  work?: boolean | undefined;
}

export interface PushPluginOptions {
  config: PushConfig;
  runtime?: PushRuntimeOptions | undefined;
}

export interface PushService {
  /** The VAPID public key devices subscribe with. */
  publicKey: string;
  subscriptions: PushSubscriptionsRepository;
  isAllowedEndpoint(endpoint: string): boolean;
  /** The job queue (tests read job states from it). */
  queue: PgBoss;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushService;
  }
}

/**
 * Jobs a worker takes at a poll. A batch's sends go out together, so one push service that hangs holds up the others
 * for one timeout, not one each. A worker takes one batch a poll and no more (pg-boss's own pace, decision 068): a
 * burst of notices is sent over the next seconds instead of at once, beside the requests that made it.
 */
const BATCH_SIZE = 10;

/**
 * Web Push through a job queue on the app's own database (pg-boss, decision 033): the database's triggers queue one
 * job per event in the transaction that makes it; every app process works the queue, and PostgreSQL's
 * `FOR UPDATE SKIP LOCKED` gives each job to one of them. An event's job queues one send job per device; a send that
 * fails is retried with backoff, at most PUSH_RETRY_LIMIT times; a job whose process died is taken up again after
 * `expireInSeconds`. A request never waits for a push service.
 */
export default fp<PushPluginOptions>(
  async (app, options) => {
    const runtime = options.runtime ?? {};
    const { config } = options;
    if (config.vapidSubject === PLACEHOLDER_VAPID_SUBJECT) {
      app.log.warn(
        "push: set VAPID_SUBJECT (or VITE_SITE_URL to the site's https: address): Apple refuses the placeholder contact, so iPhones get no notifications",
      );
    }
    // The routes' reads and writes on the requests' pool; the jobs' on the queue's own (decision 040).
    const subscriptions = pushSubscriptionsRepository(app.db.sql, app.clock);
    const jobSubscriptions = pushSubscriptionsRepository(app.db.queueSql, app.clock);
    const isAllowedEndpoint = (endpoint: string) => isAllowedPushEndpoint(endpoint, config.serviceHosts);
    const boss = new PgBoss({
      db: jobQueueDb(app.db.queueSql),
      // No cron schedules here: reminders are jobs with a start time.
      schedule: false,
      supervise: true,
      migrate: true,
      maintenanceIntervalSeconds: runtime.maintenanceIntervalSeconds ?? 30,
    });
    boss.on('error', (error) => app.log.error({ err: error }, 'push: job queue error'));
    await boss.start();
    const policy = {
      retryLimit: PUSH_RETRY_LIMIT,
      retryDelay: runtime.retryDelaySeconds ?? 10,
      retryBackoff: runtime.retryBackoff ?? true,
      expireInSeconds: runtime.expireInSeconds ?? 30,
      // Kept a week after they finish (then archived, then dropped by pg-boss's maintenance).
      retentionMinutes: 7 * 24 * 60,
    };
    for (const name of [PUSH_EVENT_QUEUE, PUSH_SEND_QUEUE]) {
      // Made once for the database; updated so a change of policy here reaches a database made before it.
      await boss.createQueue(name, { name, ...policy });
      await boss.updateQueue(name, { name, ...policy });
    }

    // Sent by this process itself (decision 068): the encryption and TLS of a message cost its event loop little, and
    // the VAPID header is signed once per push service (push-sender.ts).
    const send = pushSender({
      vapid: config.vapid,
      subject: config.vapidSubject,
      timeoutMs: runtime.timeoutMs,
      agent: runtime.ca ? new Agent({ ca: runtime.ca, keepAlive: true }) : undefined,
    });
    const jobs = pushJobs({
      subscriptions: jobSubscriptions,
      send,
      async enqueueSend(id, job) {
        await boss.send(PUSH_SEND_QUEUE, job, { id });
      },
      isAllowedEndpoint,
      now: app.clock,
      log: app.log,
    });

    if (runtime.work !== false) {
      const polling = { batchSize: BATCH_SIZE, pollingIntervalSeconds: runtime.pollingIntervalSeconds ?? 2 };
      // Each job of a batch succeeds or fails on its own: a failure is marked on that job (pg-boss then completes
      // only the jobs still active).
      const sendWorker = await boss.work<PushSendJob>(PUSH_SEND_QUEUE, polling, async (batch) => {
        await Promise.all(
          batch.map(async (job) => {
            try {
              await jobs.deliver(job.data);
            } catch (error) {
              const status = error instanceof PushServiceError ? error.status : null;
              app.log.warn({ status, jobId: job.id }, 'push: send failed, will retry');
              await boss.fail(PUSH_SEND_QUEUE, job.id, { message: (error as Error).message, status });
            }
          }),
        );
      });
      await boss.work<PushEventJob>(PUSH_EVENT_QUEUE, polling, async (batch) => {
        let queued = 0;
        for (const job of batch) {
          try {
            queued += await jobs.fanOut(job.id, job.data);
          } catch (error) {
            app.log.error({ err: error, jobId: job.id }, 'push: event not fanned out, will retry');
            await boss.fail(PUSH_EVENT_QUEUE, job.id, { message: (error as Error).message });
          }
        }
        // The sends just queued go now rather than a poll later.
        if (queued > 0) boss.notifyWorker(sendWorker);
      });
    }

    app.decorate('push', { publicKey: config.vapid.publicKey, subscriptions, isAllowedEndpoint, queue: boss });
    // Runs before the db plugin's onClose (hooks run in reverse): jobs in hand finish, or go back for another process.
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    });
  },
  { name: 'push', dependencies: ['db'] },
);
