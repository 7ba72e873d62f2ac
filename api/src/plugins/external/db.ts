import fp from 'fastify-plugin';
import { type Database, openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import { prepareDatabase } from '../../db/prepare';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DbPluginOptions {
  /** An open database to use (tests inject a fresh one and close it themselves). */
  database?: Database | undefined;
  databaseUrl?: string | undefined;
  /** The tables' owner: migrates and grants databaseUrl's role before the app connects as it (decision 063). */
  migrationDatabaseUrl?: string | undefined;
  dataDir?: string | undefined;
}

/**
 * Opens PostgreSQL or the embedded PGlite, applies the migrations (as the owner when there is one), and closes what it
 * opened when the app closes.
 */
export default fp<DbPluginOptions>(
  async (app, options) => {
    if (options.migrationDatabaseUrl && options.databaseUrl) {
      const applied = await prepareDatabase(options.migrationDatabaseUrl, options.databaseUrl);
      if (applied.length > 0) app.log.info({ applied }, 'database migrated');
    }
    const owned = options.database === undefined;
    const database =
      options.database ??
      (await openDatabase({
        url: options.databaseUrl,
        dataDir: options.dataDir,
        notice: (message) => app.log.warn(message),
      }));
    try {
      const applied = await migrate(database.sql);
      if (applied.length > 0) app.log.info({ applied }, 'database migrated');
    } catch (error) {
      if (owned) await database.close();
      // 42501, insufficient_privilege: a role that owns nothing (decision 063) found migrations to apply.
      if ((error as { code?: string }).code !== '42501') throw error;
      throw new Error(
        `the database needs migrations that DATABASE_URL's role may not apply (${(error as Error).message}): set ` +
          "MIGRATION_DATABASE_URL to the tables' owner's (with Compose, `docker compose up -d` runs the migrate service)",
      );
    }
    app.decorate('db', database);
    if (owned) app.addHook('onClose', () => database.close());
  },
  { name: 'db' },
);
