import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { PLACEHOLDER_VAPID_SUBJECT, type PushConfig } from '../../config';
import { jobQueueDb } from '../../lib/job-queue-db';
import { PUSH_EVENT_QUEUE, PUSH_SEND_QUEUE, type PushEventJob, type PushSendJob, pushJobs } from '../../lib/push-jobs';
import { PushServiceError } from '../../lib/push-sender';
import { pushSenderThread } from '../../lib/push-sender-thread';
import { isAllowedPushEndpoint } from '../../lib/push-service-hosts';
import { type QuietMomentOptions, quietMoment, requestTraffic } from '../../lib/quiet-moment';
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
  /**
   * How often an idle worker asks for jobs (pg-boss's least is 0.5 s). Default on PostgreSQL 1 s for both queues; on
   * PGlite, whose one connection every request shares and where each poll costs some 20 ms of it, 2 s for events and
   * 10 s for sends (an event's worker wakes the send worker at once when it queues sends).
   */
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
 * Sends taken, and in flight, at once. Their encryption and TLS run on the sender's thread and their queries on the
 * queue's own pool (decision 040), but on a machine of few cores they still take CPU the requests want: ten at a time
 * sent twice the notices during a burst of confirms and lengthened the confirms' p99 by 1.9 times on the 2-core bench
 * machine, three at a time (decision 033's amendment) by about as much as noise (bench/push-confirm.ts). Three sent
 * 16 messages a second with a push service answering in 20 ms on a 2-core machine at a load of 18, so a burst to the
 * manager's few devices is out within seconds. (A batch is not run in turns: a job waiting behind others could
 * outlive its expiry while a push service hangs.)
 */
const SEND_BATCH = 3;
const EVENT_BATCH = 5;

/**
 * Each batch of either queue first waits for a moment when the server is not answering (decision 054): the fan-out's queries
 * and each send's lookups, hand-over and completion run on the requests' event loop and the same cores, and during a
 * run of confirms they lengthened the confirms' p99 by 6-31% on the 2-core bench machine. While requests keep coming,
 * notices are held back 3 s at most (then they flow at their own pace); a batch goes once none has come for 50 ms, at
 * once on a quiet server.
 */
const UNTIL_QUIET: QuietMomentOptions = { quietMs: 50, maxWaitMs: 3_000 };

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

    // Encryption and TLS on a thread of their own (decision 040): a burst of sends never holds up a request.
    const thread = pushSenderThread({
      vapid: config.vapid,
      subject: config.vapidSubject,
      timeoutMs: runtime.timeoutMs,
      ca: runtime.ca,
    });
    const send = thread.send;
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
      const embedded = app.db.driver === 'pglite';
      const sendPolling = runtime.pollingIntervalSeconds ?? (embedded ? 10 : 1);
      const eventPolling = runtime.pollingIntervalSeconds ?? (embedded ? 2 : 1);
      const untilQuiet = quietMoment(UNTIL_QUIET, requestTraffic(app.server));
      let sendWorker = '';
      // Each job of a batch succeeds or fails on its own: a failure is marked on that job (pg-boss then completes
      // only the jobs still active). A full batch asks for the next one at once instead of after the interval.
      const sendWorkerId = await boss.work<PushSendJob>(
        PUSH_SEND_QUEUE,
        { batchSize: SEND_BATCH, pollingIntervalSeconds: sendPolling },
        async (batch) => {
          await untilQuiet();
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
          if (batch.length === SEND_BATCH) boss.notifyWorker(sendWorker);
        },
      );
      sendWorker = sendWorkerId;
      let eventWorker = '';
      eventWorker = await boss.work<PushEventJob>(
        PUSH_EVENT_QUEUE,
        { batchSize: EVENT_BATCH, pollingIntervalSeconds: eventPolling },
        async (batch) => {
          await untilQuiet();
          let queued = 0;
          for (const job of batch) {
            try {
              queued += await jobs.fanOut(job.id, job.data);
            } catch (error) {
              app.log.error({ err: error, jobId: job.id }, 'push: event not fanned out, will retry');
              await boss.fail(PUSH_EVENT_QUEUE, job.id, { message: (error as Error).message });
            }
          }
          if (queued > 0) boss.notifyWorker(sendWorker);
          // A full batch: more events wait (a burst of requests), so the next batch now rather than a poll later; at
          // one batch a poll, a burst would be told to the manager at 5 events a second, and a request decided before
          // its turn would never be told at all.
          if (batch.length === EVENT_BATCH) boss.notifyWorker(eventWorker);
        },
      );
    }

    app.decorate('push', { publicKey: config.vapid.publicKey, subscriptions, isAllowedEndpoint, queue: boss });
    // Runs before the db plugin's onClose (hooks run in reverse): jobs in hand finish, or go back for another process.
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
      await thread.close();
    });
  },
  { name: 'push', dependencies: ['db'] },
);
