import { describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '../../src/plugins/app/error-handler';
import { appWithCapturedLog } from '../support/log-lines';

// A query that gets text past every schema, as a future route with a loose one might.
const { app: testApp, lines } = appWithCapturedLog((app) =>
  app.get('/api/test-unstorable', async () => {
    await app.db.sql`select ${'Ra\u0000him'}::text as name`;
    return { ok: true };
  }),
);

describe('the error handler', () => {
  it('answers text the database cannot store (a NUL) with a 400, logged as a warning, never a 500', async () => {
    const response = await testApp().app.inject({ url: '/api/test-unstorable' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: UNSTORABLE_TEXT_MESSAGE, code: 'UNSTORABLE_TEXT' });
    await new Promise((r) => setTimeout(r, 50));
    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; level: number; err?: { code?: string } });
    const logged = entries.filter((e) => e.reqId === response.headers['x-request-id'] && e.err);
    expect(logged.map((e) => [e.level, e.err?.code])).toEqual([[40, '22021']]);
  });
});
