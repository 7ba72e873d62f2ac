import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database';
import { buildTestApp } from '../support/app';
import { createPgDatabase, TEST_DRIVER } from '../support/database';
import { spawnTs } from '../support/process';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Where the script and then the app find the database: DATABASE_URL on PostgreSQL, DATA_DIR on PGlite. */
async function target(): Promise<{ env: Record<string, string>; open: () => ReturnType<typeof openDatabase> }> {
  if (TEST_DRIVER === 'postgres') {
    const pg = await createPgDatabase();
    cleanups.push(pg.drop);
    return { env: { DATABASE_URL: pg.url }, open: () => openDatabase({ url: pg.url }) };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'turf-admin-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  return { env: { DATABASE_URL: '', DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }) };
}

describe('npm run admin -- set-password <email>', () => {
  it('sets a password read from stdin, and that password then signs in', { timeout: 300_000 }, async () => {
    const where = await target();
    const run = spawnTs('scripts/admin.ts', ['set-password', 'Owner@Turf.Test'], where.env, 'a-brand-new-password\n');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('Password set for owner@turf.test');
    expect(run.output()).not.toContain('a-brand-new-password');

    const database = await where.open();
    const t = await buildTestApp({ fresh: { database, url: null, dispose: () => database.close() } });
    try {
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'owner@turf.test', password: 'a-brand-new-password' },
      });
      expect(ok.statusCode).toBe(200);
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'owner@turf.test', password: 'an-old-password' },
      });
      expect(wrong.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it.each([
    ['no e-mail', ['set-password'], 'secret-password\n', "Give the admin's e-mail address."],
    ['a short password', ['set-password', 'a@b.c'], 'short\n', 'at least 8 characters'],
    ['an unknown command', ['drop-everything'], '', 'Usage: npm run admin -- set-password <email>'],
  ])('refuses %s with exit code 1 and a clear message', async (_label, args, stdin, message) => {
    const run = spawnTs('scripts/admin.ts', args, { DATABASE_URL: 'postgres://127.0.0.1:1/never-opened' }, stdin);
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain(message);
  });
});
