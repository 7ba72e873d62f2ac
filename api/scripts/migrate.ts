/**
 * The owner's part of a start, alone (decision 063): Compose's one-shot `migrate` service runs it before the app, so
 * the tables' owner's password never reaches the app's container. With MIGRATION_DATABASE_URL (the owner) and
 * DATABASE_URL (the app's role, made if missing with the URL's password): applies the migrations, installs pg-boss's
 * schema and queues, grants the app's role what the app needs, and exits 0; on any failure it says why and exits 1.
 */
import { ConfigError, databaseOptionsFromEnv } from '../src/config';
import { prepareDatabase } from '../src/db/prepare';

async function main(): Promise<string> {
  const { databaseUrl, migrationDatabaseUrl } = databaseOptionsFromEnv(process.env);
  if (!migrationDatabaseUrl || !databaseUrl) {
    throw new ConfigError("set MIGRATION_DATABASE_URL (the tables' owner) and DATABASE_URL (the app's role)");
  }
  const applied = await prepareDatabase(migrationDatabaseUrl, databaseUrl);
  const role = decodeURIComponent(new URL(databaseUrl).username);
  const migrated = applied.length > 0 ? `applied ${applied.join(', ')}` : 'no migration to apply';
  return `Database ready: ${migrated}; the role ${role} is granted what the app needs.`;
}

main().then(
  (message) => {
    process.stdout.write(`${message}\n`);
  },
  (error: unknown) => {
    const prefix = error instanceof ConfigError ? 'Configuration error' : 'Could not prepare the database';
    process.stderr.write(`${prefix}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
