import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validBody } from './support/app';
import { createPgDatabase, TEST_DRIVER } from './support/database';
import { freePort, type Spawned, spawnTs, waitForHealth } from './support/process';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Environment naming a fresh database for a spawned server: PostgreSQL, or a PGlite folder. */
async function databaseEnv(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'turf-server-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  if (TEST_DRIVER === 'postgres') {
    const pg = await createPgDatabase();
    cleanups.push(pg.drop);
    return { DATABASE_URL: pg.url, DATA_DIR: dataDir };
  }
  return { DATABASE_URL: '', DATA_DIR: dataDir };
}

async function startServer(env: Record<string, string>): Promise<{ url: string; server: Spawned }> {
  const port = await freePort();
  const server = spawnTs('src/server.ts', [], {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    JWT_SECRET: '',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    STATIC_DIR: '/nonexistent',
    ...env,
  });
  cleanups.push(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, server);
  return { url, server };
}

describe('the server process', () => {
  it('on first start makes an admin, prints its password once, and finishes a request in flight on SIGTERM', {
    timeout: 400_000,
  }, async () => {
    const env = await databaseEnv();
    const { url, server } = await startServer(env);
    const printed = /password: (\S+)/.exec(server.output());
    expect(server.output()).toContain('email:    admin@turf.local');
    const password = printed?.[1] ?? '';
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@turf.local', password }),
    });
    expect(login.status).toBe(200);

    // A booking request whose body is still arriving when SIGTERM comes.
    const body = JSON.stringify(validBody({ date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) }));
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        `${url}/api/booking-requests`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          let text = '';
          res.on('data', (c) => {
            text += String(c);
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 20));
      setTimeout(() => req.end(body.slice(20)), 1500);
    });
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill('SIGTERM');
    const { status, text } = await answer;
    expect(status).toBe(201);
    expect(JSON.parse(text).status).toBe('pending');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shut down cleanly');
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();

    // The second start keeps the account and prints no password.
    const again = await startServer(env);
    expect(again.server.output()).not.toContain('First start');
    again.server.child.kill('SIGTERM');
    expect(await again.server.exited).toBe(0);
  });

  it('refuses to start with a bad setting, naming it', async () => {
    const run = spawnTs('src/server.ts', [], { PORT: 'eighty', DATABASE_URL: '' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Configuration error: PORT must be a whole number from 0 to 65535, got "eighty"');
  });
});
