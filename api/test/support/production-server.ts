import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPgDatabase, TEST_DRIVER, type TestDriver } from './pg-database';
import { freePort, spawnServer, waitForHealth } from './process';
import { withDeadline } from './wait';

/**
 * The production server as `npm start` runs it (`node dist/server.mjs`, NODE_ENV=production) on a
 * database no other run sees: the one way the API's process tests, the browser tests and the benchmarks start it.
 */

/** A database for one server (and its restarts): a new PostgreSQL database, or an empty PGlite folder. */
export interface ThrowawayDatabase {
  driver: TestDriver;
  /** PostgreSQL's connection string; null on PGlite, whose data is in `dataDir`. */
  url: string | null;
  /** The server's DATA_DIR: PGlite's files, and the JWT secret a server without JWT_SECRET makes there. */
  dataDir: string;
  /** The environment that points a server at it. */
  env: { DATABASE_URL: string; DATA_DIR: string };
  /** Drops the PostgreSQL database and removes the folder. */
  dispose(): Promise<void>;
}

export async function throwawayDatabase(
  options: {
    driver?: TestDriver;
    /** The PostgreSQL server to make the database on; TEST_DATABASE_URL's by default. */
    serverUrl?: string;
  } = {},
): Promise<ThrowawayDatabase> {
  const driver = options.driver ?? TEST_DRIVER;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'turf-server-'));
  const removeDataDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (driver === 'pglite') {
    return { driver, url: null, dataDir, env: { DATABASE_URL: '', DATA_DIR: dataDir }, dispose: removeDataDir };
  }
  const pg = await createPgDatabase(options.serverUrl);
  return {
    driver,
    url: pg.url,
    dataDir,
    env: { DATABASE_URL: pg.url, DATA_DIR: dataDir },
    async dispose() {
      await pg.drop();
      await removeDataDir();
    },
  };
}

/** SIGTERM gets this long (the server's own shutdown allows 10 s) before SIGKILL. */
const STOP_GRACE_MS = 15_000;

export interface ProductionServer {
  url: string;
  child: ChildProcess;
  /** Everything it has printed so far, stdout and stderr. */
  output(): string;
  /** Its exit code once it has exited; null when a signal ended it. */
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL if it has not exited within the grace; its exit code. Does nothing more once it has exited. */
  stop(graceMs?: number): Promise<number | null>;
  /** SIGKILL: the process ends at once, as in a power cut. */
  kill(): Promise<void>;
}

export interface StartOptions {
  database: ThrowawayDatabase;
  /** Added to (and overriding) the defaults: NODE_ENV=production, HOST, a free PORT, SITE_URL, LOG_LEVEL=warn. */
  env?: Record<string, string>;
  /** How long it may take to answer /api/health (PGlite's first start makes a cluster). */
  healthTimeoutMs?: number;
  /** `discard`: the log goes to /dev/null (benchmarks), so `output()` holds stderr only. */
  log?: 'keep' | 'discard';
}

/** Starts the production server on `database` and waits until it is healthy; stops it again if it never is. */
export async function startProductionServer(options: StartOptions): Promise<ProductionServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const spawned = spawnServer(
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      // Where bKash (a test's stand-in) sends a paying visitor back to: this server, as the test's browser knows it.
      SITE_URL: url,
      LOG_LEVEL: 'warn',
      ...options.database.env,
      ...options.env,
    },
    options.log,
  );
  const { child, exited } = spawned;
  const running = () => child.exitCode === null && child.signalCode === null;
  const server: ProductionServer = {
    url,
    child,
    output: spawned.output,
    exited,
    async stop(graceMs = STOP_GRACE_MS) {
      if (running()) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        try {
          await exited;
        } finally {
          clearTimeout(timer);
        }
      }
      return exited;
    },
    async kill() {
      if (running()) child.kill('SIGKILL');
      await withDeadline(exited, 10_000, `the server (pid ${child.pid}) to exit after SIGKILL`);
    },
  };
  try {
    await waitForHealth(url, spawned, options.healthTimeoutMs);
  } catch (error) {
    await server.kill();
    throw error;
  }
  return server;
}

/** The production server on a throwaway database of its own; `close()` stops it, then drops the database. */
export async function startOnThrowawayDatabase(
  options: Omit<StartOptions, 'database'> & { driver?: TestDriver; serverUrl?: string },
): Promise<ProductionServer & { database: ThrowawayDatabase; close(): Promise<void> }> {
  const database = await throwawayDatabase(options);
  let server: ProductionServer;
  try {
    server = await startProductionServer({ ...options, database });
  } catch (error) {
    await database.dispose();
    throw error;
  }
  return {
    ...server,
    database,
    async close() {
      await server.stop();
      await database.dispose();
    },
  };
}
