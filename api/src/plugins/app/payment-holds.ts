import fp from 'fastify-plugin';
import { HOLD_LAPSE_QUEUE, type HoldLapseJob } from '../../lib/bookings/hold-lapse-queue';

/**
 * Lets a hold go when its time is up, so the slot shows free again by itself (decision 086). Only tidiness and the
 * caches depend on it: an expired hold already holds nothing for a new request or a booking (claim_slot lapses it
 * first) nor for the availability read. On pg-boss, like the notices: the job is queued with the hold, at its expiry.
 */
export default fp<{ work?: boolean | undefined; pollingIntervalSeconds?: number | undefined }>(
  async (app, options) => {
    const boss = app.push.queue;
    const policy = {
      retryLimit: 5,
      retryDelay: 10,
      retryBackoff: true,
      expireInSeconds: 30,
      retentionMinutes: 24 * 60,
    };
    await boss.createQueue(HOLD_LAPSE_QUEUE, { name: HOLD_LAPSE_QUEUE, ...policy });
    if (options.work === false) return;
    await boss.work<HoldLapseJob>(
      HOLD_LAPSE_QUEUE,
      { batchSize: 10, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async (batch) => {
        for (const job of batch) {
          const lapsed = await app.repos.advancePayments.lapse(job.data.requestId);
          // PGlite has no NOTIFY: this process's cache is told directly (PostgreSQL's trigger tells every process).
          if (lapsed) app.availability.invalidate(lapsed.date);
        }
      },
    );
  },
  { name: 'payment-holds', dependencies: ['push', 'repositories', 'availability'] },
);
