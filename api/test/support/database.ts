import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type Database, openDatabase } from '../../src/db/database';
import { pgliteTemplate } from './pglite-template';

export type TestDriver = 'pglite' | 'postgres';

export const TEST_DRIVER: TestDriver = process.env.TURF_TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite';

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  // The postgres project only exists when it is set; reaching here without it is a broken setup, not a skip.
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

export interface FreshDatabase {
  database: Database;
  /** PostgreSQL connection string of this database (null on PGlite). */
  url: string | null;
  /** Drop the database and close every connection. */
  dispose(): Promise<void>;
}

/** A brand-new, empty PostgreSQL database on the TEST_DATABASE_URL server; its URL and a way to drop it. */
export async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = testDatabaseUrl();
  const name = `turf_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    await admin.unsafe(`create database ${name}`);
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

/** A fresh database for one test file: an in-memory PGlite, or a new database on the PostgreSQL server. */
export async function freshDatabase(driver: TestDriver = TEST_DRIVER): Promise<FreshDatabase> {
  if (driver === 'pglite') {
    const database = await openDatabase({ pgliteTemplate: pgliteTemplate() });
    return { database, url: null, dispose: () => database.close() };
  }
  const pg = await createPgDatabase();
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
