import { type Database, openDatabase } from '../../src/db/database';
import { pgliteTemplate, pgTemplateName } from './database-templates';
import { createPgDatabase, TEST_DRIVER, type TestDriver } from './pg-database';

export {
  createPgDatabase,
  RUN_ON_POSTGRES_TOO,
  TEST_DRIVER,
  type TestDriver,
  testDatabaseUrl,
} from './pg-database';

export interface FreshDatabase {
  database: Database;
  /** PostgreSQL connection string of this database (null on PGlite). */
  url: string | null;
  /** Drop the database and close every connection. */
  dispose(): Promise<void>;
}

/**
 * A fresh database for one test file: an in-memory PGlite, or a new database on the PostgreSQL server. Empty, for the
 * tests of migrating itself, or `migrated`: a copy of the template with every migration applied (the app's own
 * migrate then finds nothing to do).
 */
export async function freshDatabase(
  driver: TestDriver = TEST_DRIVER,
  options: { migrated?: boolean } = {},
): Promise<FreshDatabase> {
  if (driver === 'pglite') {
    const database = await openDatabase({ pgliteTemplate: pgliteTemplate(options.migrated ? 'migrated' : 'empty') });
    return { database, url: null, dispose: () => database.close() };
  }
  const pg = await createPgDatabase(undefined, options.migrated ? { template: pgTemplateName() } : {});
  const database = await openDatabase({ url: pg.url });
  let disposed = false;
  return {
    database,
    url: pg.url,
    async dispose() {
      if (disposed) return;
      disposed = true;
      await database.close().catch(() => {});
      await pg.drop();
    },
  };
}
