import { PassThrough } from 'node:stream';
import { newBookingId } from '@turf/sync-contract/booking-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, type TestApp, validBody } from '../support/app';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  t = await buildTestApp({
    logStream: stream,
    // A route that fails the way a bug would, with personal data in the error, to see what reaches the log.
    extend: (app) =>
      app.get('/api/test-boom', async () => {
        throw Object.assign(new Error('boom'), { parameters: ['01799999999'], query: 'insert ... 01799999999' });
      }),
  });
});
afterAll(async () => {
  await t?.close();
});

const PHONE = '01755555555';

describe('structured logs', () => {
  it('are JSON lines with a request id, and carry no phone, password or token', async () => {
    const id = newBookingId();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      payload: validBody({ id, phone: PHONE }),
    });
    expect(created.statusCode).toBe(201);
    const requestId = created.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      payload: validBody({ phone: '0175555' }),
    });
    expect(bad.statusCode).toBe(400);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
    });
    const { token } = login.json<{ token: string }>();
    await t.app.inject({ url: '/api/booking-requests', headers: { authorization: `Bearer ${token}` } });
    await t.app.inject({ url: '/api/booking-requests', headers: { authorization: 'Bearer not-a-real-token' } });
    await new Promise((r) => setTimeout(r, 50));

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.length).toBeGreaterThan(4);
    const forRequest = entries.filter((e) => e.reqId === requestId);
    expect(forRequest.map((e) => e.msg)).toEqual(['incoming request', 'request completed']);
    expect(forRequest[0]?.req).toMatchObject({ method: 'POST', url: '/api/booking-requests' });
    expect(forRequest[1]?.res).toMatchObject({ statusCode: 201 });

    const all = lines.join('\n');
    expect(all).not.toContain(PHONE);
    expect(all).not.toContain(TEST_ADMIN_PASSWORD);
    expect(all).not.toContain(token);
    expect(all).not.toContain('not-a-real-token');
    expect(all).not.toContain('authorization');
  });

  it('log a 500 with its request id and stack, and answer it without a stack or the data', async () => {
    const response = await t.app.inject({ url: '/api/test-boom' });
    expect(response.statusCode).toBe(500);
    const requestId = response.headers['x-request-id'] as string;
    expect(response.json()).toEqual({
      error: `Something went wrong on our side. Please try again (reference ${requestId})`,
    });
    expect(response.body).not.toContain('boom');
    await new Promise((r) => setTimeout(r, 50));
    const failure = lines
      .map((line) => JSON.parse(line) as { reqId?: string; level: number; err?: { message: string; stack: string } })
      .find((e) => e.reqId === requestId && e.level === 50);
    expect(failure?.err?.message).toBe('boom');
    expect(failure?.err?.stack).toContain('logging.test.ts');
    expect(lines.join('\n')).not.toContain('01799999999');
  });
});
