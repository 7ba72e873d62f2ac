import { DEFAULT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import fp from 'fastify-plugin';

/**
 * The venue's settings exist before the first request: a new install starts with the defaults as version 1 (the
 * example venue until the manager edits it). A database that has a version already is left as it is.
 */
export default fp(
  async (app) => {
    await app.repos.settings.ensureDefaults(DEFAULT_SETTINGS);
  },
  { name: 'settings', dependencies: ['repositories'] },
);
