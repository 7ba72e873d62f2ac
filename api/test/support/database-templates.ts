import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import postgres from 'postgres';
import { API_ROOT } from '../../src/config';
import { MIGRATIONS_DIR, migrate, migrationFiles } from '../../src/db/migrate';
import { createPgDatabase, testDatabaseUrl } from './pg-database';

// Every test file gets its own database, copied from a template instead of made and migrated anew: initdb takes 15+ s
// on a busy two-core machine and the migrations a second more, a copy a fraction of that. The migrated templates are
// keyed by a hash of the migrations (and of the code that applies them), so a changed migration makes new ones; the
// empty PGlite one by PGlite's version, for the tests of migrating itself.

/** The migrations as they stand, and the code that applies them: a new hash when either changes. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(API_ROOT, 'src', 'db', 'migrate.ts')));
  for (const file of migrationFiles()) hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  return hash.digest('hex').slice(0, 12);
}

function pgliteVersion(): string {
  const manifest = path.join(API_ROOT, '..', 'node_modules', '@electric-sql', 'pglite', 'package.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version : 'x';
}

function pgliteTemplatePath(kind: 'empty' | 'migrated'): string {
  const key = kind === 'empty' ? pgliteVersion() : `${pgliteVersion()}-${migrationsHash()}`;
  return path.join(tmpdir(), `turf-pglite-${kind}-${key}.tar`);
}

/** The migrated PostgreSQL template's name on the test server. */
export function pgTemplateName(): string {
  return `turf_template_${migrationsHash()}`;
}

function writeOnce(file: string, bytes: Buffer): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

async function makePgliteTemplates(): Promise<void> {
  const emptyFile = pgliteTemplatePath('empty');
  const migratedFile = pgliteTemplatePath('migrated');
  if (existsSync(emptyFile) && existsSync(migratedFile)) return;
  const empty = existsSync(emptyFile) ? new Blob([readFileSync(emptyFile)]) : undefined;
  const pglite = await PGlite.create(empty ? { loadDataDir: empty } : {});
  if (!empty) writeOnce(emptyFile, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  // The app's own path to the database (postgres.js over the socket), so the template is migrated as the app would.
  const socketDir = mkdtempSync(path.join(tmpdir(), 'turf-template-'));
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  const server = new PGLiteSocketServer({ db: pglite, path: socketPath, maxConnections: 1 });
  await server.start();
  const sql = postgres({ path: socketPath, user: 'postgres', database: 'postgres', max: 1, onnotice: () => {} });
  try {
    await migrate(sql);
  } finally {
    await sql.end({ timeout: 5 });
    await server.stop();
    rmSync(socketDir, { recursive: true, force: true });
  }
  writeOnce(migratedFile, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
}

/** Makes the migrated template database on the test server, unless a run before (or beside) this one made it. */
async function makePgTemplate(): Promise<void> {
  const serverUrl = testDatabaseUrl();
  const name = pgTemplateName();
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    const [found] = await admin`select 1 from pg_database where datname = ${name}`;
    if (found) return;
    // Made under a name of its own and renamed when whole, so a run beside this one never copies a half-made one.
    const partial = await createPgDatabase(serverUrl);
    const sql = postgres(partial.url, { max: 1, onnotice: () => {} });
    try {
      await migrate(sql);
    } finally {
      await sql.end({ timeout: 5 });
    }
    try {
      await admin.unsafe(`alter database ${new URL(partial.url).pathname.slice(1)} rename to ${name}`);
    } catch (error) {
      await partial.drop();
      if ((error as { code?: string }).code !== '42P04') throw error; // 42P04: another run made it meanwhile
    }
  } finally {
    await admin.end();
  }
}

/** Vitest global setup: the templates this run's projects need, made once before any worker starts. */
export default async function setup(): Promise<void> {
  await makePgliteTemplates();
  if (process.env.TEST_DATABASE_URL) await makePgTemplate();
}

const loaded = new Map<string, Blob>();
/** A PGlite data directory dump to start from: an empty cluster, or one with every migration applied. */
export function pgliteTemplate(kind: 'empty' | 'migrated' = 'empty'): Blob | undefined {
  const file = pgliteTemplatePath(kind);
  if (!existsSync(file)) return undefined;
  let blob = loaded.get(file);
  if (!blob) {
    blob = new Blob([readFileSync(file)]);
    loaded.set(file, blob);
  }
  return blob;
}
