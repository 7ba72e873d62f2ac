import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type postgres from 'postgres';
import { API_ROOT } from '../config';
import type { Sql } from './database';

export const MIGRATIONS_DIR = path.join(API_ROOT, 'migrations');

// Any constant works; it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK_KEY = 7_301_2026;

/** The migration files in `dir` (`NNN_name.sql`), in the order they apply. */
export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort();
}

/** Makes the transaction `tx` wait its turn among the processes changing the schema; held until it ends. */
export async function lockSchemaChanges(tx: postgres.TransactionSql): Promise<void> {
  await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`;
}

/** Whether some file in `files` is not yet recorded; only reads, so any role with SELECT may ask. */
async function anyPending(sql: Sql, files: string[]): Promise<boolean> {
  const [table] = await sql<{ exists: boolean }[]>`select to_regclass('schema_migrations') is not null as exists`;
  if (!table?.exists) return files.length > 0;
  const done = new Set((await sql<{ name: string }[]>`select name from schema_migrations`).map((r) => r.name));
  return files.some((file) => !done.has(file));
}

/**
 * Applies every `NNN_name.sql` not yet recorded, in order, in one transaction (all or nothing). An advisory lock makes
 * several processes starting at once take turns instead of racing. With nothing to apply it changes nothing, not even
 * `create table if not exists` (which needs CREATE on the schema), so the app's own role, which owns nothing
 * (decision 063), starts on a database its owner migrated.
 */
export async function migrate(sql: Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = migrationFiles(dir);
  if (!(await anyPending(sql, files))) return [];
  const applied: string[] = [];
  await sql.begin(async (tx) => {
    await lockSchemaChanges(tx);
    await tx`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`;
    const done = new Set((await tx<{ name: string }[]>`select name from schema_migrations`).map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.unsafe(readFileSync(path.join(dir, file), 'utf8'));
      await tx`insert into schema_migrations (name) values (${file})`;
      applied.push(file);
    }
  });
  return applied;
}
