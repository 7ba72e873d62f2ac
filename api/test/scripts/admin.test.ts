import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database';
import { buildTestApp, type TestApp } from '../support/app';
import { createPgDatabase, RUN_ON_POSTGRES_TOO, TEST_DRIVER } from '../support/database';
import { pgliteTemplate } from '../support/database-templates';
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
  // An empty cluster from the template (initdb takes seconds); the script still migrates it on its first run.
  const initialised = await openDatabase({ dataDir, pgliteTemplate: pgliteTemplate(), notice: () => {} });
  await initialised.close();
  return { env: { DATABASE_URL: '', DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }) };
}

type Where = Awaited<ReturnType<typeof target>>;

async function admin(where: Where, args: string[], stdin = '') {
  const run = spawnTs('scripts/admin.ts', args, where.env, stdin);
  return { code: await run.exited, output: run.output() };
}

/**
 * Runs `work` against the server app on that database (closed again after, as PGlite admits one process at a time),
 * started with ADMIN_EMAIL `adminEmail` and no ADMIN_PASSWORD; returns what it logged too.
 */
async function withServer<T>(where: Where, adminEmail: string, work: (t: TestApp) => Promise<T>) {
  const database = await where.open();
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  const t = await buildTestApp({
    fresh: { database, url: null, dispose: () => database.close() },
    config: { adminEmail, adminPassword: undefined },
    logStream: stream,
  });
  try {
    return { result: await work(t), logs: lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
  } finally {
    await t.close();
  }
}

function login(t: TestApp, email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

function adminCall(t: TestApp, token: string) {
  return t.app.inject({ url: '/api/bookings/all', headers: { authorization: `Bearer ${token}` } });
}

describe('npm run admin -- set-password <email>', () => {
  it('sets a password read from stdin, which then signs in, and ends the sessions of the old one', {
    timeout: 300_000,
  }, async () => {
    const where = await target();
    const added = await admin(where, ['add', 'Owner@Turf.Test'], 'an-old-password\n');
    expect(added.code).toBe(0);
    const { result: oldToken } = await withServer(where, 'owner@turf.test', async (t) => {
      const ok = await login(t, 'owner@turf.test', 'an-old-password');
      expect(ok.statusCode).toBe(200);
      return ok.json<{ token: string }>().token;
    });

    const run = await admin(where, ['set-password', 'owner@turf.test'], 'a-brand-new-password\n');
    expect(run.code).toBe(0);
    expect(run.output).toContain('Password set for owner@turf.test');
    expect(run.output).toContain('every device signed in to it must sign in again');
    expect(run.output).not.toContain('a-brand-new-password');

    await withServer(where, 'owner@turf.test', async (t) => {
      expect((await login(t, 'owner@turf.test', 'a-brand-new-password')).statusCode).toBe(200);
      expect((await login(t, 'owner@turf.test', 'an-old-password')).statusCode).toBe(401);
      // The session signed in with the old password ended with it.
      expect((await adminCall(t, oldToken)).statusCode).toBe(401);
    });
  });

  // Refused before any database is opened: once, on PostgreSQL when the run has it.
  it.skipIf(RUN_ON_POSTGRES_TOO).each([
    ['no e-mail', ['set-password'], 'secret-password\n', "Give the admin's e-mail address."],
    ['a short password', ['set-password', 'a@b.c'], 'short\n', 'at least 8 characters'],
    ['an unknown command', ['drop-everything'], '', 'Usage: npm run admin -- <command>'],
    ['remove without an e-mail', ['remove'], '', "Give the admin's e-mail address."],
  ])('refuses %s with exit code 1 and a clear message', async (_label, args, stdin, message) => {
    const run = spawnTs('scripts/admin.ts', args, { DATABASE_URL: 'postgres://127.0.0.1:1/never-opened' }, stdin);
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain(message);
  });
});

describe('npm run admin -- list | add | remove: the manager accounts are exactly the ones listed', () => {
  it('lists, adds and removes accounts, never makes one by a typo and never removes the last', {
    timeout: 300_000,
  }, async () => {
    const where = await target();
    expect((await admin(where, ['list'])).output).toContain('No manager accounts yet');

    expect(await admin(where, ['add', 'owner@turf.test'], 'owner-password\n')).toMatchObject({
      code: 0,
      output: expect.stringContaining('Created the manager account owner@turf.test'),
    });
    expect(await admin(where, ['add', 'owner@turf.test'], 'other-password\n')).toMatchObject({
      code: 1,
      output: expect.stringContaining('owner@turf.test already has an account; nothing was changed.'),
    });
    // A typo in set-password no longer makes a second account: it says which accounts there are.
    expect(await admin(where, ['set-password', 'owner@turf.tset'], 'typo-password\n')).toMatchObject({
      code: 1,
      output: expect.stringContaining(
        'No manager account is owner@turf.tset; nothing was changed. Manager accounts: owner@turf.test. ' +
          'To make a new one: npm run admin -- add owner@turf.tset',
      ),
    });
    expect(await admin(where, ['remove', 'owner@turf.test'])).toMatchObject({
      code: 1,
      output: expect.stringContaining('owner@turf.test is the only manager account; nothing was changed.'),
    });

    const second = await admin(where, ['add', 'second@turf.test'], 'second-password\n');
    expect(second.output).toContain('Manager accounts: owner@turf.test, second@turf.test.');
    expect(await admin(where, ['list'])).toMatchObject({ code: 0, output: 'owner@turf.test\nsecond@turf.test\n' });

    // The server names the accounts besides ADMIN_EMAIL at start; until removed, they sign in.
    const { result: secondToken, logs } = await withServer(where, 'owner@turf.test', async (t) => {
      const ok = await login(t, 'second@turf.test', 'second-password');
      expect(ok.statusCode).toBe(200);
      return ok.json<{ token: string }>().token;
    });
    const warning = logs.find((line) => line.level === 40);
    expect(warning).toMatchObject({ adminEmail: 'owner@turf.test', otherAccounts: ['second@turf.test'] });
    expect(String(warning?.msg)).toContain('npm run admin -- remove <email>');

    // Run where ADMIN_EMAIL names the account (as inside the Compose container), it says the server will make it again.
    const removed = await admin({ ...where, env: { ...where.env, ADMIN_EMAIL: 'Second@turf.test' } }, [
      'remove',
      'second@turf.test',
    ]);
    expect(removed).toMatchObject({
      code: 0,
      output: expect.stringContaining('Removed the manager account second@turf.test ('),
    });
    expect(removed.output).toContain(
      'Manager accounts: owner@turf.test. ADMIN_EMAIL names it, so the server makes it again',
    );
    expect((await admin(where, ['remove', 'second@turf.test'])).code).toBe(1);

    const after = await withServer(where, 'owner@turf.test', async (t) => {
      expect((await login(t, 'second@turf.test', 'second-password')).statusCode).toBe(401);
      expect((await adminCall(t, secondToken)).statusCode).toBe(401);
      expect((await login(t, 'owner@turf.test', 'owner-password')).statusCode).toBe(200);
    });
    expect(after.logs.filter((line) => line.level === 40)).toEqual([]);
  });
});

describe('the server at start', () => {
  it('with a new ADMIN_EMAIL makes that account and warns, naming the old one, which still signs in', {
    timeout: 300_000,
  }, async () => {
    const where = await target();
    const first = await withServer(where, 'old@turf.test', async (t) => t.app.generatedAdmin);
    expect(first.result?.email).toBe('old@turf.test');
    expect(first.logs.filter((line) => line.level === 40)).toEqual([]);

    const moved = await withServer(where, 'new@turf.test', async (t) => {
      expect(t.app.generatedAdmin?.email).toBe('new@turf.test');
      expect((await login(t, 'old@turf.test', first.result?.password ?? '')).statusCode).toBe(200);
    });
    expect(moved.logs.find((line) => line.level === 40)).toMatchObject({
      adminEmail: 'new@turf.test',
      otherAccounts: ['old@turf.test'],
      msg: expect.stringContaining('besides ADMIN_EMAIL (new@turf.test) can also sign in: old@turf.test'),
    });
  });
});
