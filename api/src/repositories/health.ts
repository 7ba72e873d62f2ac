import type { Sql } from '../db/database';
import { migrationFiles } from '../db/migrate';

/** The database answers but lacks this code's tables: dropped and made anew, or restored from an older dump. */
export class SchemaBehindError extends Error {
  constructor(newestMigration: string) {
    super(`database schema is behind: ${newestMigration} is not applied`);
    this.name = 'SchemaBehindError';
  }
}

export function healthRepository(sql: Sql, newestMigration = migrationFiles().at(-1) ?? '') {
  return {
    /**
     * Resolves when the database answers within the timeout and has the schema this code runs on (its newest
     * migration recorded); rejects otherwise (`SchemaBehindError` when it answers without the tables). `select 1` alone
     * says yes to a database dropped and made anew, with no tables: the health check must fail then.
     */
    async ping(timeoutMs: number): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database did not answer in time')), timeoutMs);
      });
      try {
        const rows = await Promise.race([
          sql`select 1 from schema_migrations where name = ${newestMigration}`.catch((error: unknown) => {
            // 42P01, undefined_table: not even the migrations' own table is there.
            if ((error as { code?: string }).code === '42P01') throw new SchemaBehindError(newestMigration);
            throw error;
          }),
          timeout,
        ]);
        if (rows.length === 0) throw new SchemaBehindError(newestMigration);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
