import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { freePort, spawnTs } from '../../api/test/support/process';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const ADMIN_EMAIL = 'manager@turf.example';
export const ADMIN_PASSWORD = 'e2e-correct-horse-battery';

/** CI always sets it; locally the machine's PostgreSQL is the default. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface RunningServer {
  url: string;
  databaseUrl: string;
  /** A short-lived SQL connection to the server's own database, for counting rows. */
  sql: postgres.Sql;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/**
 * Starts the production server (the built PWA plus the API, exactly as `npm start` serves them) on a free port,
 * on a fresh PostgreSQL database of its own that is dropped again by stop().
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
  const dbName = `turf_e2e_${randomBytes(6).toString('hex')}`;
  try {
    await admin.unsafe(`create database ${dbName}`);
  } finally {
    await admin.end();
  }
  const databaseUrl = new URL(TEST_DATABASE_URL);
  databaseUrl.pathname = `/${dbName}`;

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The production server as `npm start` runs it (`node --import tsx src/server.ts` in api/).
  const { child, output } = spawnTs('src/server.ts', [], {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl.toString(),
    JWT_SECRET: 'e2e-secret-that-is-long-enough-to-be-a-real-one',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  });
  await waitForHealth(url, child, output);
  const sql = postgres(databaseUrl.toString(), { max: 1, onnotice: () => {} });

  return {
    url,
    databaseUrl: databaseUrl.toString(),
    sql,
    async stop() {
      await sql.end();
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      const cleanup = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
      try {
        await cleanup.unsafe(`drop database if exists ${dbName} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** Logs in through the API and returns a bearer token for the admin routes. */
export async function adminToken(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
