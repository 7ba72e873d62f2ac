import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

// Apart from database.ts so that what starts a server process (production-server.ts, the e2e harness) does not load
// the app's database module and PGlite only to make a PostgreSQL database.

export type TestDriver = 'pglite' | 'postgres';

export const TEST_DRIVER: TestDriver = process.env.TURF_TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite';

/**
 * True in the pglite project's run of a file that also runs on PostgreSQL (vitest.config.ts): a test there that does
 * not depend on the driver is skipped, having run once already.
 */
export const RUN_ON_POSTGRES_TOO = TEST_DRIVER === 'pglite' && Boolean(process.env.TEST_DATABASE_URL);

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  // The postgres project only exists when it is set; reaching here without it is a broken setup, not a skip.
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

/**
 * A brand-new PostgreSQL database on a server (TEST_DATABASE_URL's by default), empty or a copy of `template`; its URL
 * and a way to drop it.
 */
export async function createPgDatabase(
  serverUrl: string = testDatabaseUrl(),
  options: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `turf_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    await admin.unsafe(`create database ${name}${options.template ? ` template ${options.template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
      try {
        await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
