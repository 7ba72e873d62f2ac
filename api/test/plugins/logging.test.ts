import { newBookingId } from '@turf/sync-contract/booking-id';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, validBody } from '../support/app';
import { appWithCapturedLog } from '../support/log-lines';
import { spawnTs } from '../support/process';
import { withDeadline } from '../support/wait';

// A route that fails the way a bug would, with personal data in the error, to see what reaches the log.
const { app: testApp, lines } = appWithCapturedLog((app) =>
  app.get('/api/test-boom', async () => {
    throw Object.assign(new Error('boom'), { parameters: ['01799999999'], query: 'insert ... 01799999999' });
  }),
);

const PHONE = '01755555555';

describe('structured logs', () => {
  it('are JSON lines with a request id, and carry no phone, password or token', async () => {
    const id = newBookingId();
    const created = await testApp().app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      payload: validBody({ id, phone: PHONE }),
    });
    expect(created.statusCode).toBe(201);
    const requestId = created.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    const bad = await testApp().app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      payload: validBody({ phone: '0175555' }),
    });
    expect(bad.statusCode).toBe(400);

    const login = await testApp().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
    });
    const { token } = login.json<{ token: string }>();
    await testApp().app.inject({ url: '/api/booking-requests', headers: { authorization: `Bearer ${token}` } });
    await testApp().app.inject({ url: '/api/booking-requests', headers: { authorization: 'Bearer not-a-real-token' } });
    await new Promise((r) => setTimeout(r, 50));

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.length).toBeGreaterThan(4);
    const forRequest = entries.filter((e) => e.reqId === requestId);
    expect(forRequest.map((e) => e.msg)).toEqual(['request completed']);
    expect(forRequest[0]).toMatchObject({
      level: 30,
      method: 'POST',
      url: '/api/booking-requests',
      statusCode: 201,
      remoteAddress: '127.0.0.1',
    });
    expect(forRequest[0]?.responseTime).toEqual(expect.any(Number));
    // In ms to the µs: the digits beyond are noise.
    const written = lines.find((line) => line.includes(String(requestId)));
    expect(written).toMatch(/"responseTime":\d+(\.\d{1,3})?,/);

    const all = lines.join('\n');
    expect(all).not.toContain(PHONE);
    expect(all).not.toContain(TEST_ADMIN_PASSWORD);
    expect(all).not.toContain(token);
    expect(all).not.toContain('not-a-real-token');
    expect(all).not.toContain('authorization');
  });

  it('are one line per request, whatever its outcome, with the path but not the query string', async () => {
    const requests = [
      { url: '/api/bookings?date=2026-12-01', status: 200 },
      { url: '/api/bookings?date=01755555555', status: 400 },
      { url: '/api/no-such-thing?phone=01755555555', status: 404 },
      { url: '/api/booking-requests', status: 401 },
    ];
    const ids: string[] = [];
    for (const { url, status } of requests) {
      const response = await testApp().app.inject({ url });
      expect(response.statusCode, url).toBe(status);
      ids.push(response.headers['x-request-id'] as string);
    }
    await new Promise((r) => setTimeout(r, 50));
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    requests.forEach(({ url, status }, i) => {
      const forRequest = entries.filter((e) => e.reqId === ids[i]);
      expect(forRequest, url).toHaveLength(1);
      expect(forRequest[0], url).toMatchObject({
        url: url.split('?')[0],
        statusCode: status,
        msg: 'request completed',
      });
    });
    expect(lines.join('\n')).not.toContain('01755555555');
  });

  it('log a 500 with its request id and stack, and answer it without a stack or the data', async () => {
    const response = await testApp().app.inject({ url: '/api/test-boom' });
    expect(response.statusCode).toBe(500);
    const requestId = response.headers['x-request-id'] as string;
    expect(response.json()).toEqual({
      error: `Something went wrong on our side. Please try again (reference ${requestId})`,
      code: 'SERVER_ERROR',
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

  it('write the request line exactly as pino writes a line of the request’s own logger', async () => {
    // The line is the request logger's own (logging.ts): the same text, field for field, as any line of that request.
    for (const url of ['/api/bookings?date=2026-12-01', '/api/bookings?date=x', '/api/a"b/%E2%9C%93?x=1']) {
      const response = await testApp().app.inject({ url });
      const reqId = response.headers['x-request-id'] as string;
      await new Promise((r) => setTimeout(r, 20));
      const written = lines.find((line) => line.includes(reqId));
      const entry = JSON.parse(written ?? '{}') as { url: string; responseTime: number; remoteAddress?: string };
      testApp().app.log.child({ reqId }).info(
        {
          method: 'GET',
          url: entry.url,
          statusCode: response.statusCode,
          responseTime: entry.responseTime,
          remoteAddress: entry.remoteAddress,
        },
        'request completed',
      );
      await new Promise((r) => setTimeout(r, 20));
      const byPino = lines.filter((line) => line.includes(reqId)).at(-1);
      const withoutTime = (line = '') => line.replace(/"time":\d+/, '"time":0');
      expect(withoutTime(written)).toBe(withoutTime(byPino));
      expect(entry.remoteAddress).toBe('127.0.0.1');
      // As the router read it (inject writes `"` as %22), without the query string.
      expect(entry.url).toBe(url.split('?')[0]?.replace('"', '%22'));
    }
  });

  it.each(['exit', 'throw'])(
    'in production, lose no line still waiting to be written when the process ends without closing the log (%s)',
    async (how) => {
      // pino's asynchronous destination writes in the background; an exit meanwhile writes what waits at once.
      const run = spawnTs('test/support/log-then-exit.ts', [how], {});
      const code = await withDeadline(run.exited, 60_000, 'the logging process to exit');
      expect(code).toBe(how === 'exit' ? 3 : 1);
      const written = run
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{"level":30'))
        .map((line) => JSON.parse(line) as { line: number; venue: string });
      // Every line, once, its text intact. The synchronous write at exit may come before an earlier write under way.
      expect(written.map((entry) => entry.line).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 3000 }, (_, i) => i),
      );
      expect(new Set(written.map((entry) => entry.venue))).toEqual(new Set(['টার্ফ ✓']));
    },
  );
});
