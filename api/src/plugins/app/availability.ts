import fp from 'fastify-plugin';
import { AvailabilityCache } from '../../lib/bookings/availability-cache';
import { type TakenSlotsAnswer, takenSlotsAnswer } from '../../lib/bookings/taken-slots-answer';

declare module 'fastify' {
  interface FastifyInstance {
    availability: AvailabilityCache<TakenSlotsAnswer>;
  }
}

export const BOOKINGS_CHANGED_CHANNEL = 'turf_bookings_changed';

/**
 * The taken-slots cache, holding each date's answer ready to send (its bytes and ETag, decision 022). On PostgreSQL a
 * trigger NOTIFYs every change to bookings (from any process, even plain SQL), and this process LISTENs; PGlite serves
 * one process, whose own writes invalidate directly.
 */
export default fp<{ ttlMs?: number | undefined }>(
  async (app, options) => {
    const cache = new AvailabilityCache(
      async (date) => takenSlotsAnswer(await app.repos.bookings.takenSlots(date)),
      options.ttlMs ?? 1000,
    );
    app.decorate('availability', cache);
    if (app.db.driver === 'pglite') return;
    const subscription = await app.db.sql.listen(
      BOOKINGS_CHANGED_CHANNEL,
      (date) => cache.invalidate(date),
      // Called again after a reconnect, when notifications may have been missed meanwhile.
      () => cache.clear(),
    );
    // Runs before the db plugin's onClose (hooks run in reverse), so the pool can end cleanly.
    app.addHook('onClose', async () => {
      await subscription.unlisten().catch(() => {});
    });
  },
  { name: 'availability', dependencies: ['repositories'] },
);
