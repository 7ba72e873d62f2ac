import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import postgres from 'postgres';
import { type DataDirLock, lockDataDir, makePrivate, prepareDataDir } from './data-dir';

export type Sql = postgres.Sql;
export type DatabaseDriver = 'postgres' | 'pglite';

/** One SQL path for both drivers: postgres.js, talking either to PostgreSQL or to the embedded PGlite over a socket. */
export interface Database {
  sql: Sql;
  /**
   * The job queue's connections (decision 040): on PostgreSQL a small pool of its own, so the queue's polls, its
   * bookkeeping and the senders' lookups never wait for, or hold, a connection a request needs; on PGlite the one
   * session every caller shares (its socket serves one connection), so `sql` itself.
   */
  queueSql: Sql;
  driver: DatabaseDriver;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite's folder (its files go in `<dataDir>/pglite`); absent means in memory (tests). */
  dataDir?: string | undefined;
  /** A PGlite data directory dump to start from instead of running initdb (tests; decision 001). */
  pgliteTemplate?: Blob | undefined;
  /** Hears what an operator should know (a DATA_DIR that was open to others); default stderr. */
  notice?: ((message: string) => void) | undefined;
}

/** The job queue's own pool on PostgreSQL (decision 040). */
const QUEUE_CONNECTIONS = 3;

const SOCKET_DIR_PREFIX = 'turf-pglite-';

// `date` columns stay 'YYYY-MM-DD' strings: a JS Date would shift them by the process's time zone.
const types = {
  date: { to: 1082, from: [1082], serialize: (x: string) => x, parse: (x: string) => x },
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) {
    const sql = postgres(options.url, { max: 10, onnotice: () => {}, types, connect_timeout: 10 });
    // 3: two workers' polls and the maintenance script (which holds one for its transaction) at once, no more.
    const queueSql = postgres(options.url, { max: QUEUE_CONNECTIONS, onnotice: () => {}, types, connect_timeout: 10 });
    return {
      sql,
      queueSql,
      driver: 'postgres',
      close: async () => {
        await Promise.all([sql.end({ timeout: 5 }), queueSql.end({ timeout: 5 })]);
      },
    };
  }
  const notice = options.notice ?? ((message: string) => process.stderr.write(`${message}\n`));
  return openPglite(options.dataDir, options.pgliteTemplate, notice);
}

/** The socket folder a killed holder of the DATA_DIR left behind; only ever one of ours in the temp folder. */
function removeStaleSocketDir(dir: unknown): void {
  if (typeof dir !== 'string' || path.dirname(dir) !== tmpdir()) return;
  if (!path.basename(dir).startsWith(SOCKET_DIR_PREFIX)) return;
  rmSync(dir, { recursive: true, force: true });
}

async function openPglite(
  dataDir: string | undefined,
  template: Blob | undefined,
  notice: (message: string) => void,
): Promise<Database> {
  let dbPath: string | undefined;
  let lock: DataDirLock | undefined;
  if (dataDir) {
    // Files this process makes from here on are its user's alone (PGlite adds relation files as tables grow).
    process.umask(0o077);
    prepareDataDir(dataDir, notice);
    lock = await lockDataDir(dataDir, notice);
    removeStaleSocketDir(lock.previous.socketDir);
    dbPath = path.join(dataDir, 'pglite');
  }
  try {
    return await servePglite(dbPath, template, lock);
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function servePglite(
  dbPath: string | undefined,
  template: Blob | undefined,
  lock: DataDirLock | undefined,
): Promise<Database> {
  if (dbPath) mkdirSync(dbPath, { recursive: true });
  const pglite = await PGlite.create({
    ...(dbPath ? { dataDir: dbPath } : {}),
    ...(template ? { loadDataDir: template } : {}),
  });
  if (dbPath) makePrivate(dbPath);
  // A unix socket in a private folder: no TCP port for other local users to reach.
  const socketDir = mkdtempSync(path.join(tmpdir(), SOCKET_DIR_PREFIX));
  lock?.record({ socketDir });
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  const server = new PGLiteSocketServer({ db: pglite, path: socketPath, maxConnections: 1 });
  await server.start();
  // max 1: PGlite is one session, and more client connections would interleave their transactions.
  const sql = postgres({ path: socketPath, user: 'postgres', database: 'postgres', max: 1, onnotice: () => {}, types });
  let closed = false;
  return {
    sql,
    queueSql: sql,
    driver: 'pglite',
    async close() {
      if (closed) return;
      closed = true;
      await sql.end({ timeout: 5 });
      await server.stop();
      await pglite.close();
      rmSync(socketDir, { recursive: true, force: true });
      lock?.release();
    },
  };
}
