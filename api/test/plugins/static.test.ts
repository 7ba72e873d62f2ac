import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/app';

let t: TestApp;
let dist: string;
const INDEX = '<!doctype html><title>Turf</title><div id="root"></div>';
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'turf-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'index-Bq3x9.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Turf"}');
  t = await buildTestApp({ config: { staticDir: dist } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built PWA', () => {
  it('serves hashed assets as immutable, compressed', async () => {
    const response = await t.app.inject({ url: '/assets/index-Bq3x9.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(1000);
  });

  it.each(['/', '/index.html', '/sw.js', '/manifest.webmanifest'])('revalidates %s every time', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/slots', '/admin/booking-requests', '/events?x=1'])(
    'falls back to index.html for the client route %s',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    },
  );

  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['POST', '/api/bookings/all/x/y'],
    ['POST', '/slots'],
  ] as const)('never falls back for %s %s: 404 JSON', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: `No such API call: ${method} ${url}`, code: 'ROUTE_NOT_FOUND' });
  });

  it('sends the PWA’s content security policy and the other security headers', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
        "connect-src 'self';font-src 'self';manifest-src 'self';worker-src 'self';frame-ancestors 'none';" +
        "base-uri 'self';form-action 'self'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('marks API answers no-store, but lets browsers revalidate the public availability read (decision 022)', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['cache-control']).toBe('no-store');
    const availability = await t.app.inject({ url: '/api/bookings?date=2026-12-01' });
    expect(availability.headers['cache-control']).toBe('no-cache');
    expect(availability.headers.etag).toBeDefined();
  });
});

describe('without a built PWA', () => {
  it('serves the API only: unknown paths are 404 JSON', async () => {
    const api = await buildTestApp({ config: { staticDir: path.join(dist, 'missing') } });
    try {
      const response = await api.app.inject({ url: '/slots' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'No such API call: GET /slots', code: 'ROUTE_NOT_FOUND' });
    } finally {
      await api.close();
    }
  });
});

describe('serving a build with prerendered pages', () => {
  let prerendered: TestApp;
  let root: string;
  const SHELL = '<!doctype html><title>Turf</title><div id="root"></div>';
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'turf-dist-'));
    writeFileSync(path.join(root, 'index.html'), '<div id="root"><h1>Home</h1></div>');
    writeFileSync(path.join(root, 'app-shell.html'), SHELL);
    mkdirSync(path.join(root, 'events'));
    writeFileSync(path.join(root, 'events', 'index.html'), '<div id="root"><h1>Events</h1></div>');
    prerendered = await buildTestApp({ config: { staticDir: root } });
  });
  afterAll(async () => {
    await prerendered?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['/', 'Home'],
    ['/events', 'Events'],
    ['/events/', 'Events'],
    ['/events?from=home', 'Events'],
  ])('answers %s with its own prerendered page', async (url, heading) => {
    const response = await prerendered.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`<h1>${heading}</h1>`);
  });

  it.each(['/my-requests', '/admin/database', '/events/nope'])(
    'answers %s with the bare app shell, never another page',
    async (url) => {
      const response = await prerendered.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL);
    },
  );
});
