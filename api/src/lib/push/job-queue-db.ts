import type PgBoss from 'pg-boss';
import type { Sql } from '../../db/database';

/**
 * pg-boss on the app's own postgres.js connection (its `db` option) instead of a `pg` pool of its own: one SQL path
 * for PostgreSQL and the embedded PGlite, whose socket serves one connection (decisions 001 and 033).
 *
 * - `undefined` parameters are sent as NULL, as `pg` does (postgres.js refuses them).
 * - Statements with parameters are prepared once per connection and reused.
 * - pg-boss's maintenance and install scripts are whole transactions in one text (`BEGIN; ...; COMMIT;`). postgres.js
 *   allows a hand-written BEGIN only on a reserved connection, and a script that fails half-way leaves its connection
 *   in an aborted transaction, so such a script gets a connection of its own and a ROLLBACK before going back.
 */
export function jobQueueDb(sql: Sql): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      if (values.length === 0 && /^\s*BEGIN\b/i.test(text)) {
        const connection = await sql.reserve();
        try {
          await connection.unsafe(text);
          return { rows: [] };
        } catch (error) {
          await connection.unsafe('ROLLBACK').catch(() => {});
          throw error;
        } finally {
          connection.release();
        }
      }
      const parameters = values.map((value) => (value === undefined ? null : value)) as postgresParameter[];
      // Prepared: pg-boss sends the same few texts over and over (each worker's poll every second), and planning its
      // fetch on the partitioned job table costs far more than running it (decision 040).
      const rows = await sql.unsafe(text, parameters, { prepare: true });
      return { rows: Array.isArray(rows) ? [...rows] : [] };
    },
  };
}

type postgresParameter = Parameters<Sql['unsafe']>[1] extends (infer P)[] | undefined ? P : never;
