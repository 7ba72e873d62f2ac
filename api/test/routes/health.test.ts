import { API_PATHS } from '@turf/sync-contract/api-paths';
import { ERROR_CODE_LIST } from '@turf/sync-contract/error-codes';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate';
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

describe('GET /api/health when the schema is gone', () => {
  it('answers 503 while the database answers but has no tables (dropped and made anew), 200 once migrated', async () => {
    const own = await buildTestApp();
    try {
      expect((await own.app.inject({ url: API_PATHS.health })).statusCode).toBe(200);
      // What a database dropped and created again (or a restore into an empty one) looks like to a running app.
      await own.app.db.sql.unsafe('drop schema public cascade; create schema public');
      const empty = await own.app.inject({ url: API_PATHS.health });
      expect(empty.statusCode).toBe(503);
      expect(json(empty)).toEqual({ ok: false, db: 'down' });
      // What the restarted container does first.
      await migrate(own.app.db.sql);
      expect((await own.app.inject({ url: API_PATHS.health })).statusCode).toBe(200);
    } finally {
      await own.close();
    }
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
        '/api/auth/logout-everywhere',
        '/api/booking-requests',
        '/api/booking-requests/booked-slots',
        '/api/booking-requests/reject-all',
        '/api/booking-requests/reject-selected',
        '/api/booking-requests/{id}',
        '/api/booking-requests/{id}/confirm',
        '/api/booking-requests/{id}/status',
        '/api/booking-requests/{id}/subscription',
        '/api/booking-requests/{id}/bkash',
        '/api/booking-requests/{id}/advance-report',
        '/api/booking-requests/{id}/cancel',
        '/api/waitlist',
        '/api/waitlist/{id}',
        '/api/waitlist/{id}/accept',
        '/api/waitlist/{id}/decline',
        '/api/waitlist/{id}/offer',
        '/api/bkash/callback',
        '/api/push/key',
        '/api/push/renewal',
        '/api/push/subscriptions',
        '/api/bookings',
        '/api/availability',
        '/api/bookings/all',
        '/api/bookings/export.csv',
        '/api/bookings/all/{id}',
        '/api/bookings/all/{id}/payments',
        '/api/bookings/all/{id}/payments/{paymentId}',
        '/api/bookings/all/{id}/refunds',
        '/api/bookings/all/{id}/refunds/{refundId}',
        '/api/bookings/all/{id}/bkash-refund',
        '/api/bookings/series-preview',
        '/api/bookings/series/{seriesId}/cancel',
        '/api/blocks',
        '/api/blocks/{id}',
        '/api/schedule',
        '/api/settings',
        '/api/settings/changes',
        '/api/audit',
        '/api/reports',
        '/api/health',
      ].sort(),
    );
    // The pending list's paging lives in headers (decision 018): documented with the route.
    const list = doc.paths['/api/booking-requests']?.get as { responses: Record<string, { headers?: object }> };
    expect(Object.keys(list.responses['200']?.headers ?? {})).toEqual(['Link', 'X-Total-Count']);
    const changes = doc.paths['/api/settings/changes']?.get as { responses: Record<string, { headers?: object }> };
    expect(Object.keys(changes.responses['200']?.headers ?? {})).toEqual(['Link']);
    const audit = doc.paths['/api/audit']?.get as { responses: Record<string, { headers?: object }> };
    expect(Object.keys(audit.responses['200']?.headers ?? {})).toEqual(['Link']);
    expect(Object.keys(doc.paths['/api/settings'] ?? {}).sort()).toEqual(['get', 'put']);
    // A payment's method is the contract's list, and the list of bookings carries payments and due (issue 17).
    const payment = doc.paths['/api/bookings/all/{id}/payments']?.post as { requestBody: unknown };
    expect(JSON.stringify(payment.requestBody)).toContain('"bkash"');
    const all = doc.paths['/api/bookings/all']?.get as { responses: Record<string, unknown> };
    expect(JSON.stringify(all.responses['200'])).toContain('"due"');
    expect(Object.keys(doc.paths['/api/bookings/all/{id}/payments/{paymentId}'] ?? {})).toEqual(['delete']);
    // The CSV export answers a file, documented as text/csv (issue 17).
    const csv = doc.paths['/api/bookings/export.csv']?.get as { responses: Record<string, { content?: object }> };
    expect(Object.keys(csv.responses['200']?.content ?? {})).toEqual(['text/csv']);
    // The slot list's read (decision 080): booked and closed apart, revalidated with a 304.
    const availability = doc.paths['/api/availability']?.get as { responses: Record<string, unknown> };
    expect(Object.keys(availability.responses).sort()).toEqual(['200', '304', '400']);
    expect(JSON.stringify(availability.responses['200'])).toMatch(/"booked".*"closed"/);
    const post = doc.paths['/api/booking-requests']?.post as { requestBody: unknown };
    expect(JSON.stringify(post.requestBody)).toContain('^01[2-9][0-9]{8}$');
  });

  it('documents every error answer as { error, code } with the code an enum of every listed code (decision 037)', async () => {
    const app = t?.app;
    if (!app) throw new Error('app not built');
    const doc = json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, { required?: string[]; properties?: Record<string, { enum?: unknown }> }> };
    }>(await app.inject({ url: API_PATHS.openapi }));
    const [name, schema] =
      Object.entries(doc.components.schemas).find(([, s]) => s.properties?.error && s.properties.code) ?? [];
    expect(name, 'ErrorResponse is in components.schemas').toBeDefined();
    expect(schema?.required).toEqual(['error', 'code']);
    expect(schema?.properties?.code?.enum).toEqual(ERROR_CODE_LIST);
    let errorResponses = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          // The health check's 503 is its report (`{ ok: false, db: 'down' }`) for the load balancer, not a refusal.
          if (Number(status) < 400 || (path === API_PATHS.health && status === '503')) continue;
          errorResponses++;
          expect(JSON.stringify(response), `${method} ${path} ${status}`).toContain(`#/components/schemas/${name}`);
        }
      }
    }
    expect(errorResponses).toBeGreaterThan(40);
  });
});
