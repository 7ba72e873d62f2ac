import { API_PATHS } from '@turf/sync-contract/api-paths';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../support/app';

let t: TestApp | undefined;
afterAll(async () => {
  await t?.close();
});

describe('GET /api/health', () => {
  it('answers ok while the database answers, and 503 once it is gone', async () => {
    t = await buildTestApp();
    const up = await t.app.inject({ url: API_PATHS.health });
    expect(up.statusCode).toBe(200);
    expect(json(up)).toEqual({ ok: true, db: 'up' });
    // Take the database away for real: PostgreSQL drops the database, PGlite stops its server.
    await t.fresh.dispose();
    const down = await t.app.inject({ url: API_PATHS.health });
    expect(down.statusCode).toBe(503);
    expect(json(down)).toEqual({ ok: false, db: 'down' });
  });
});

describe('GET /api/openapi.json', () => {
  it('serves an OpenAPI document generated from the contract schemas, covering every route', async () => {
    const app = t?.app;
    if (!app) throw new Error('app not built');
    const response = await app.inject({ url: API_PATHS.openapi });
    expect(response.statusCode).toBe(200);
    const doc = json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(response);
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/auth/login',
        '/api/booking-requests',
        '/api/booking-requests/{id}',
        '/api/booking-requests/{id}/confirm',
        '/api/booking-requests/{id}/status',
        '/api/bookings',
        '/api/bookings/all',
        '/api/bookings/all/{id}',
        '/api/health',
      ].sort(),
    );
    const post = doc.paths['/api/booking-requests']?.post as { requestBody: unknown };
    expect(JSON.stringify(post.requestBody)).toContain('^01[2-9][0-9]{8}$');
  });
});
