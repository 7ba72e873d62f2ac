import { request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { validBody } from './support/app';
import { RUN_ON_POSTGRES_TOO } from './support/database';
import { spawnServer } from './support/process';
import {
  type ProductionServer,
  startProductionServer,
  type ThrowawayDatabase,
  throwawayDatabase,
} from './support/production-server';
import { withDeadline } from './support/wait';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A server as a first start at a venue finds it: no secret, no manager account, no PWA folder. */
async function startServer(database: ThrowawayDatabase): Promise<ProductionServer> {
  const server = await startProductionServer({
    database,
    env: { LOG_LEVEL: 'info', JWT_SECRET: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', STATIC_DIR: '/nonexistent' },
  });
  cleanups.push(() => server.stop());
  return server;
}

/** A server process on a database of its own (both removed after the file): its first start. */
async function startOnNewDatabase(): Promise<{ database: ThrowawayDatabase; server: ProductionServer }> {
  const database = await throwawayDatabase();
  cleanups.push(database.dispose);
  return { database, server: await startServer(database) };
}

describe('the server process', () => {
  it('on first start makes an admin, prints its password once, and finishes a request in flight on SIGTERM', {
    timeout: 400_000,
  }, async () => {
    const { database, server } = await startOnNewDatabase();
    const { url } = server;
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
    const { status, text } = await withDeadline(answer, 30_000, 'the answer to the request in flight at SIGTERM');
    expect(status).toBe(201);
    expect(JSON.parse(text).status).toBe('pending');
    expect(await withDeadline(server.exited, 30_000, 'the server to exit after SIGTERM')).toBe(0);
    expect(server.output()).toContain('shut down cleanly');
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();

    // The second start keeps the account and prints no password.
    const again = await startServer(database);
    expect(again.output()).not.toContain('First start');
    expect(await again.stop()).toBe(0);
  });

  // The log does not depend on the database: once, on PostgreSQL when the run has it.
  it.skipIf(RUN_ON_POSTGRES_TOO)(
    'writes its log asynchronously, one line per request, and loses none of it on SIGTERM',
    { timeout: 400_000 },
    async () => {
      const { server } = await startOnNewDatabase();
      const { url } = server;
      // The log's reader falls behind (as a busy log collector does): the pipe fills, writes wait in the background
      // while requests are still answered, and SIGTERM comes with lines not yet written.
      server.child.stdout?.pause();
      const ids: (string | null)[] = [];
      const date = (i: number) => `2030-01-${String((i % 28) + 1).padStart(2, '0')}`;
      await Promise.all(
        Array.from({ length: 50 }, async (_, worker) => {
          for (let i = worker; i < 3000; i += 50) {
            const response = await fetch(`${url}/api/bookings?date=${date(i)}`);
            ids.push(response.headers.get('x-request-id'));
          }
        }),
      );
      server.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 2000));
      server.child.stdout?.resume();
      expect(await server.exited).toBe(0);

      const entries = server
        .output()
        .split('\n')
        .filter((line: string) => line.startsWith('{'))
        .map((line: string) => JSON.parse(line) as { reqId?: string; msg: string; url?: string; statusCode?: number });
      const byRequest = new Map<string, unknown[]>();
      for (const entry of entries)
        if (entry.reqId) byRequest.set(entry.reqId, [...(byRequest.get(entry.reqId) ?? []), entry]);
      expect(ids).toHaveLength(3000);
      for (const id of ids) {
        expect(byRequest.get(id ?? '')).toEqual([
          expect.objectContaining({ msg: 'request completed', url: '/api/bookings', statusCode: 200 }),
        ]);
      }
      // The line logged just before the process exits is written too.
      expect(entries.at(-1)?.msg).toBe('shut down cleanly');
    },
  );

  it('refuses to start with a bad setting, naming it', async () => {
    const run = spawnServer({ PORT: 'eighty', DATABASE_URL: '' });
    expect(await withDeadline(run.exited, 60_000, 'the server to refuse its configuration')).toBe(1);
    expect(run.output()).toContain('Configuration error: PORT must be a whole number from 0 to 65535, got "eighty"');
  });
});
