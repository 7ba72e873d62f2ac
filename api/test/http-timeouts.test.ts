import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { HTTP_TIMEOUTS, type HttpTimeouts } from '../src/lib/http/http-timeouts';
import { TEST_NOW, testConfig, validBody } from './support/app';
import { type FreshDatabase, freshDatabase } from './support/database';
import { withDeadline } from './support/wait';

// Issue 27: a client that sends its request a byte at a time, or connects and says nothing, must not hold a socket
// for as long as it likes. A real server on loopback, with the production limits shortened so the test is quick.

const TIMEOUTS: HttpTimeouts = { ...HTTP_TIMEOUTS, requestMs: 400, stalledMs: 800 };
/** Far past every limit above: a connection still open then is one the server would keep forever. */
const GIVE_UP_MS = 10_000;
/** How often the slow client sends its next byte: well inside every limit, so it is never idle. */
const DRIP_MS = 50;

let app: FastifyInstance;
let fresh: FreshDatabase;
let port: number;
let release: () => void;
const held = new Promise<void>((resolve) => {
  release = resolve;
});

beforeAll(async () => {
  fresh = await freshDatabase(undefined, { migrated: true });
  app = await buildApp({
    config: testConfig(),
    database: fresh.database,
    now: () => TEST_NOW,
    logStream: false,
    httpTimeouts: TIMEOUTS,
  });
  app.get('/test/held', async () => {
    await held;
    return {};
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  port = address.port;
});
afterAll(async () => {
  release();
  await app?.close();
  await fresh?.dispose();
});

interface Ended {
  /** Everything the server sent before it closed the connection. */
  answer: string;
  openMs: number;
}

/** Connects, sends `head`, then one character of `drip` every DRIP_MS (none if empty), until the server closes. */
function slowClient(head: string, drip: string): Promise<Ended> {
  const socket = connect({ host: '127.0.0.1', port });
  const started = Date.now();
  let answer = '';
  let dripping: NodeJS.Timeout | undefined;
  const closed = new Promise<Ended>((resolve, reject) => {
    socket.on('data', (chunk) => {
      answer += String(chunk);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A reset after the server's answer is still the server closing the connection.
      if (error.code !== 'ECONNRESET') reject(error);
    });
    socket.on('close', () => {
      clearInterval(dripping);
      resolve({ answer, openMs: Date.now() - started });
    });
  });
  socket.on('connect', () => {
    if (head) socket.write(head);
    if (drip) dripping = setInterval(() => socket.write(drip), DRIP_MS);
  });
  return withDeadline(closed, GIVE_UP_MS, 'the server to close a slow client').finally(() => {
    clearInterval(dripping);
    socket.destroy();
  });
}

function expectRequestTimeout(ended: Ended): void {
  const [head = '', body = ''] = ended.answer.split('\r\n\r\n');
  expect(head).toMatch(/^HTTP\/1\.1 408 /);
  expect(JSON.parse(body)).toEqual({
    error: 'The request took too long to arrive. Please try again',
    code: 'REQUEST_TIMEOUT',
  });
  // The whole window first: a phone on slow data is not cut short.
  expect(ended.openMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs);
}

describe('a request must arrive whole in time (issue 27)', () => {
  it('a body sent a byte at a time is answered 408 and its connection closed', async () => {
    const head =
      'POST /api/booking-requests HTTP/1.1\r\nHost: turf.test\r\nContent-Type: application/json\r\n' +
      'Content-Length: 10000\r\n\r\n{"name":"';
    expectRequestTimeout(await slowClient(head, 'a'));
  });

  it('headers sent a byte at a time are answered 408 and the connection closed', async () => {
    expectRequestTimeout(await slowClient('GET /api/health HTTP/1.1\r\nHost: turf.test\r\nX-Slow: ', 'a'));
  });

  it('a connection that never sends a request is answered 408 and closed', async () => {
    expectRequestTimeout(await slowClient('', ''));
  });

  it('a connection where nothing moves either way is closed', async () => {
    // The request arrives whole; its answer is held back, as a handler stuck on something would.
    const ended = await slowClient('GET /test/held HTTP/1.1\r\nHost: turf.test\r\n\r\n', '');
    expect(ended.answer).toBe('');
    expect(ended.openMs).toBeGreaterThanOrEqual(TIMEOUTS.stalledMs);
  });

  it('a request sent in pieces that arrives whole in time is answered as usual', async () => {
    const body = JSON.stringify(validBody());
    const socket = connect({ host: '127.0.0.1', port });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += String(chunk);
    });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      'POST /api/booking-requests HTTP/1.1\r\nHost: turf.test\r\nContent-Type: application/json\r\n' +
        `Connection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    // Part of the body now, the rest once that part is sent (well inside the limit); the server closes after answering.
    socket.write(body.slice(0, 20), () => socket.write(body.slice(20)));
    await withDeadline(closed, GIVE_UP_MS, 'the answer to a request sent in pieces');
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
  });

  it('an ordinary request is answered as usual', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/booking-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validBody()),
    });
    expect(response.status).toBe(201);
  });
});
