import fp from 'fastify-plugin';
import {
  HOLD_LAPSE_QUEUE,
  type HoldLapseJob,
  OFFER_LAPSE_QUEUE,
  type OfferLapseJob,
} from '../../lib/bookings/lapse-queues';

/**
 * Ends the holders that hold a slot for a time: a visitor's payment hold (decision 086) and a waitlist offer (decision
 * 093), so the slot shows free again, or goes to the next in line, by itself. On pg-boss, like the notices: the job is
 * queued with the holder, at its end. Only tidiness, the caches and the next offer depend on it: a holder whose time
 * ran out already holds nothing for a claim (claim_slot_for lapses it first).
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
    await boss.createQueue(OFFER_LAPSE_QUEUE, { name: OFFER_LAPSE_QUEUE, ...policy });
    if (options.work === false) return;
    const worker = { batchSize: 10, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
    // PGlite has no NOTIFY: this process's cache is told directly (PostgreSQL's trigger tells every process).
    const invalidate = (lapsed: { date: string } | null) => {
      if (lapsed) app.availability.invalidate(lapsed.date);
    };
    await boss.work<HoldLapseJob>(HOLD_LAPSE_QUEUE, worker, async (batch) => {
      for (const job of batch) invalidate(await app.repos.advancePayments.lapse(job.data.requestId));
    });
    await boss.work<OfferLapseJob>(OFFER_LAPSE_QUEUE, worker, async (batch) => {
      for (const job of batch) invalidate(await app.repos.waitlist.lapse(job.data.entryId));
    });
  },
  { name: 'slot-hold-lapses', dependencies: ['push', 'repositories', 'availability'] },
);
