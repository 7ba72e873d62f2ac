import fp from 'fastify-plugin';
import { type Database, openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DbPluginOptions {
  /** An open database to use (tests inject a fresh one and close it themselves). */
  database?: Database | undefined;
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
}

/** Opens PostgreSQL or the embedded PGlite, applies the migrations, and closes what it opened when the app closes. */
export default fp<DbPluginOptions>(
  async (app, options) => {
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
      throw error;
    }
    app.decorate('db', database);
    if (owned) app.addHook('onClose', () => database.close());
  },
  { name: 'db' },
);
