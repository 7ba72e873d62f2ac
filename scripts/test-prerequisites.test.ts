import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('./test-prerequisites.mjs', import.meta.url));
const DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const emptyBin = mkdtempSync(path.join(tmpdir(), 'turf-no-tools-'));
afterAll(() => rmSync(emptyBin, { recursive: true, force: true }));

function check(env: Record<string, string>, args = ['--no-install']) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [SCRIPT, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { ...result, seconds: (performance.now() - started) / 1000 };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 1;
}

// Each test runs the script in a child process (and one makes a database): a busy machine needs more than 5 s.
describe('scripts/test-prerequisites.mjs (the first step of npm test)', { timeout: 60_000 }, () => {
  it('passes on a machine that has everything', () => {
    const result = check({});
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('present');
  });

  it('stops at once with one message naming each missing piece and the command that gets it', async () => {
    const port = await closedPort();
    const result = check({
      PATH: emptyBin,
      CHROME_PATH: '/nonexistent/chromium',
      TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/test`,
    });
    expect(result.status).toBe(1);
    expect(result.seconds).toBeLessThan(15);
    expect(result.stdout).toBe(''); // nothing was installed, or tried
    const lines = result.stderr.split('\n');
    expect(lines[0]).toBe('npm test cannot run: this machine lacks');
    const missing = lines.filter((line) => line.startsWith('  - '));
    expect(missing).toHaveLength(5);
    const lineFor = (piece: string) => missing.find((line) => line.startsWith(`  - ${piece}`)) ?? '';
    expect(lineFor('Chromium at /nonexistent/chromium')).toContain('apt-get install -y chromium');
    expect(lineFor('Chromium')).toContain('or set CHROME_PATH');
    expect(lineFor('docker-compose')).toContain('apt-get install -y docker-compose');
    expect(lineFor('caddy')).toContain('apt-get install -y caddy');
    expect(lineFor('a font with Bangla glyphs')).toContain('apt-get install -y fonts-noto-core');
    expect(lineFor(`PostgreSQL at postgres://postgres@127.0.0.1:${port}/test`)).toContain(
      'pg_ctlcluster --skip-systemctl-redirect',
    );
    expect(result.stderr).toContain('then npm test again');
  });

  it('names only what is missing', () => {
    const result = check({ CHROME_PATH: '/nonexistent/chromium' });
    expect(result.status).toBe(1);
    const missing = result.stderr.split('\n').filter((line) => line.startsWith('  - '));
    expect(missing).toEqual([expect.stringContaining('Chromium at /nonexistent/chromium')]);
  });

  it('makes the database TEST_DATABASE_URL names when the server runs without it, unless told not to', async () => {
    const name = `turf_prereq_${process.pid}_${Date.now()}`;
    const url = new URL(DATABASE_URL);
    url.pathname = `/${name}`;
    const refused = check({ TEST_DATABASE_URL: url.toString() });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`createdb -h ${url.hostname}`);

    const admin = postgres(DATABASE_URL, { max: 1, onnotice: () => {} });
    try {
      const made = check({ TEST_DATABASE_URL: url.toString() }, []);
      expect(made.stderr).toBe('');
      expect(made.status).toBe(0);
      expect(made.stdout).toContain(`created database ${name}`);
      const rows = await admin`select 1 from pg_database where datname = ${name}`;
      expect(rows).toHaveLength(1);
    } finally {
      await admin.unsafe(`drop database if exists ${name}`);
      await admin.end();
    }
  });
});
