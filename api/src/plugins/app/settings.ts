import { DEFAULT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import fp from 'fastify-plugin';
import { CurrentSettings } from '../../lib/settings/current-settings';
import { settingsAnswer } from '../../lib/settings/settings-answer';
import { withDefaultTranslations } from '../../lib/settings/settings-translations';
import type { SettingsRepository } from '../../repositories/settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** The latest settings, held in memory with their answer's bytes and ETag (decision 044). */
    venueSettings: CurrentSettings;
  }
}

export const SETTINGS_CHANGED_CHANNEL = 'turf_settings_changed';

/**
 * The first-start Bangla of texts the manager never changed, saved once as a version of its own by `system` (so the
 * change log says what happened). Replicas starting together race on one version number: the loser's save is a conflict
 * and changes nothing, which is fine, as the winner's did the same.
 */
async function addDefaultTranslations(settings: SettingsRepository): Promise<void> {
  const stored = await settings.current();
  const filled = withDefaultTranslations(stored.settings, DEFAULT_SETTINGS);
  if (JSON.stringify(filled) !== JSON.stringify(stored.settings)) await settings.save(stored.version, filled, 'system');
}

/**
 * The venue's settings exist before the first request: a new install starts with the defaults as version 1 (the
 * example venue until the manager edits it); a database that has a version already is left as it is. The latest
 * version is then held in memory. On PostgreSQL a trigger NOTIFYs every version written (by any process, or by hand,
 * migration 007) and this process LISTENs; PGlite serves one process, whose own saves update what it holds.
 */
export default fp(
  async (app) => {
    await app.repos.settings.ensureDefaults(DEFAULT_SETTINGS);
    await addDefaultTranslations(app.repos.settings);
    const current = new CurrentSettings(() => app.repos.settings.current(), settingsAnswer);
    app.decorate('venueSettings', current);
    if (app.db.driver === 'postgres') {
      const refresh = () => {
        current.refresh().catch((error: unknown) => app.log.error({ err: error }, 'could not read the settings'));
      };
      // Called on the first LISTEN too, and again after a reconnect, when notifications may have been missed.
      const subscription = await app.db.sql.listen(SETTINGS_CHANGED_CHANNEL, refresh, refresh);
      // Runs before the db plugin's onClose (hooks run in reverse), so the pool can end cleanly.
      app.addHook('onClose', async () => {
        await subscription.unlisten().catch(() => {});
      });
    }
    // Read after LISTEN is in place, so a save between the two is notified (on PostgreSQL the LISTEN's own call has
    // asked for a read already: this one queues behind it), and awaited, so a database without settings fails the start.
    await current.refresh();
  },
  { name: 'settings', dependencies: ['repositories'] },
);
