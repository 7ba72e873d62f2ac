import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError } from '../../src/db/data-dir';
import { openDatabase } from '../../src/db/database';
import { TEST_DRIVER } from '../support/database';
import { pgliteTemplate } from '../support/database-templates';
import { freePort, type Spawned, spawnServer, spawnTs, waitForHealth } from '../support/process';

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups.reverse()) cleanup();
});

function tempFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'turf-data-dir-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** An embedded database folder with an empty cluster in it (from the template: no 15-second initdb per test). */
async function initialisedDataDir(): Promise<string> {
  const dataDir = path.join(tempFolder(), 'data');
  const database = await openDatabase({ dataDir, pgliteTemplate: pgliteTemplate(), notice: () => {} });
  await database.close();
  return dataDir;
}

/** Everything under `root` whose mode lets a group or other users in, as `path mode`. */
function openToOthers(root: string): string[] {
  const entries = [root, ...readdirSync(root, { recursive: true, encoding: 'utf8' }).map((p) => path.join(root, p))];
  return entries
    .map((file) => [file, statSync(file).mode & 0o777] as const)
    .filter(([, mode]) => (mode & 0o077) !== 0)
    .map(([file, mode]) => `${path.relative(root, file)} ${mode.toString(8)}`);
}

const IN_USE =
  /The database in .+ is open in another process \(pid \d+\): the Turf server is running on it\. Stop the server first, then try again\./;

function startServer(dataDir: string, port: number): Spawned {
  const server = spawnServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    JWT_SECRET: '',
    ADMIN_EMAIL: 'manager@turf.test',
    ADMIN_PASSWORD: 'a-password-for-the-test',
    STATIC_DIR: '/nonexistent',
  });
  cleanups.push(() => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  });
  return server;
}

function setPassword(dataDir: string): Spawned {
  return spawnTs(
    'scripts/admin.ts',
    ['set-password', 'manager@turf.test'],
    { DATABASE_URL: '', DATA_DIR: dataDir },
    'another-password\n',
  );
}

function socketDirOf(dataDir: string): string {
  return (JSON.parse(readFileSync(path.join(dataDir, 'lock'), 'utf8')) as { socketDir: string }).socketDir;
}

// DATA_DIR is the embedded database's: with DATABASE_URL many servers share PostgreSQL on purpose, so these run once,
// in the PGlite project.
describe.runIf(TEST_DRIVER === 'pglite')('DATA_DIR of the embedded database', () => {
  it('is opened by one database at a time in a process, and free again once it is closed', async () => {
    const dataDir = await initialisedDataDir();
    const first = await openDatabase({ dataDir, notice: () => {} });
    try {
      await expect(openDatabase({ dataDir, notice: () => {} })).rejects.toThrow(DataDirInUseError);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir, notice: () => {} });
    await again.close();
  });

  it('is made private: created 0700, a folder open to others closed with a notice, no file open to others', async () => {
    const fresh = path.join(tempFolder(), 'made-here', 'data');
    const notices: string[] = [];
    const created = await openDatabase({
      dataDir: fresh,
      pgliteTemplate: pgliteTemplate(),
      notice: (m) => notices.push(m),
    });
    try {
      await created.sql`create table grows (x int)`;
      await created.sql`insert into grows values (1)`;
      expect(statSync(fresh).mode & 0o777).toBe(0o700);
      expect(openToOthers(fresh)).toEqual([]);
      expect(notices).toEqual([]);
    } finally {
      await created.close();
    }

    // A folder someone made by hand (mkdir -p: 0755), with a file left open by an older version.
    chmodSync(fresh, 0o755);
    writeFileSync(path.join(fresh, 'pglite', 'PG_VERSION_COPY'), '17', { mode: 0o666 });
    chmodSync(path.join(fresh, 'pglite', 'PG_VERSION_COPY'), 0o666);
    const reopened = await openDatabase({ dataDir: fresh, notice: (m) => notices.push(m) });
    await reopened.close();
    expect(notices).toEqual([`DATA_DIR ${fresh} was open to other users (mode 755): made it private (700)`]);
    expect(openToOthers(fresh)).toEqual([]);
  });

  it('refuses npm run admin and a second server while the server runs; after kill -9 both work, and the killed server’s socket folder goes', {
    timeout: 300_000,
  }, async () => {
    const dataDir = await initialisedDataDir();
    chmodSync(dataDir, 0o755);
    const port = await freePort();
    const server = startServer(dataDir, port);
    await waitForHealth(`http://127.0.0.1:${port}`, server);
    expect(server.output()).toContain('made it private (700)');
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(openToOthers(dataDir)).toEqual([]);

    const refused = setPassword(dataDir);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(IN_USE);
    expect(refused.output()).toContain(`pid ${server.child.pid}`);

    const second = startServer(dataDir, await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(new RegExp(`Could not start: ${IN_USE.source}`));
    expect(second.output()).not.toContain('    at ');

    const killedSocketDir = socketDirOf(dataDir);
    expect(existsSync(killedSocketDir)).toBe(true);
    server.child.kill('SIGKILL');
    await server.exited;
    // kill -9 runs no cleanup: the socket folder stays behind, the OS lock does not.
    expect(existsSync(killedSocketDir)).toBe(true);

    const restarted = startServer(dataDir, port);
    await waitForHealth(`http://127.0.0.1:${port}`, restarted);
    expect(existsSync(killedSocketDir)).toBe(false);
    const restartedSocketDir = socketDirOf(dataDir);
    expect(existsSync(restartedSocketDir)).toBe(true);

    restarted.child.kill('SIGKILL');
    await restarted.exited;
    const allowed = setPassword(dataDir);
    expect(await allowed.exited).toBe(0);
    expect(allowed.output()).toContain('Password set for manager@turf.test');
    expect(existsSync(restartedSocketDir)).toBe(false);
  });
});
