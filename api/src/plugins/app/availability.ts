import fp from 'fastify-plugin';
import { type AvailabilityAnswers, availabilityAnswers } from '../../lib/bookings/availability-answers';
import { AvailabilityCache } from '../../lib/bookings/availability-cache';

declare module 'fastify' {
  interface FastifyInstance {
    availability: AvailabilityCache<AvailabilityAnswers>;
  }
}

export const BOOKINGS_CHANGED_CHANNEL = 'turf_bookings_changed';

/**
 * The taken-slots cache, holding each date's answers ready to send (their bytes and ETags, decisions 022 and 080). On
 * PostgreSQL a trigger NOTIFYs every change to bookings and blocks (from any process, even plain SQL), and this process
 * LISTENs; PGlite serves one process, whose own writes invalidate directly.
 */
export default fp<{ ttlMs?: number | undefined }>(
  async (app, options) => {
    const cache = new AvailabilityCache(
      async (date) => availabilityAnswers(await app.repos.bookings.slotHolds(date)),
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
