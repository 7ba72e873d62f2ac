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

describe('serving a build with a page per language (decision 043)', () => {
  let built: TestApp;
  let root: string;
  const page = (locale: string, name: string) => `<html lang="${locale}"><div id="root"><h1>${name}</h1></div>`;
  const shell = (locale: string) => `<html lang="${locale}"><div id="root"></div>`;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'turf-dist-'));
    writeFileSync(path.join(root, 'index.html'), '<html lang="en"><div id="root"></div>');
    for (const locale of ['en', 'bn']) {
      mkdirSync(path.join(root, locale, 'slots'), { recursive: true });
      writeFileSync(path.join(root, locale, 'index.html'), page(locale, 'home'));
      writeFileSync(path.join(root, locale, 'slots', 'index.html'), page(locale, 'slots'));
      writeFileSync(path.join(root, locale, 'app-shell.html'), shell(locale));
    }
    built = await buildTestApp({ config: { staticDir: root } });
  });
  afterAll(async () => {
    await built?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['/slots', {}, page('en', 'slots')],
    ['/slots', { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' }, page('bn', 'slots')],
    ['/slots', { 'accept-language': 'en-US,en;q=0.9,bn;q=0.8' }, page('en', 'slots')],
    ['/slots', { 'accept-language': 'fr-FR, bn;q=0.5' }, page('bn', 'slots')],
    ['/', { 'accept-language': 'bn' }, page('bn', 'home')],
    ['/slots/', { cookie: 'lang=bn' }, page('bn', 'slots')],
    // The switch's cookie wins over the browser's languages.
    ['/slots', { cookie: 'theme=dark; lang=en', 'accept-language': 'bn-BD' }, page('en', 'slots')],
    ['/', { cookie: 'lang=bn', 'accept-language': 'en' }, page('bn', 'home')],
    // A cookie naming no language of the site leaves the choice to the browser's languages.
    ['/slots', { cookie: 'lang=fr', 'accept-language': 'bn' }, page('bn', 'slots')],
    // A malformed header is never an error: its unreadable parts are skipped.
    ['/slots', { 'accept-language': ';;;q=abc,,bn;q=x, *;q=2, 12345' }, page('en', 'slots')],
    ['/slots', { 'accept-language': 'x'.repeat(4000) }, page('en', 'slots')],
    ['/my-requests', { 'accept-language': 'bn' }, shell('bn')],
    ['/admin/database', {}, shell('en')],
  ])(
    'answers the unprefixed %s in the visitor’s language (%o), varying by cookie and language',
    async (url, headers, body) => {
      const response = await built.app.inject({ url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(body);
      expect(response.headers.vary).toMatch(/^Cookie, Accept-Language\b/);
      expect(response.headers['content-language']).toBe(body.includes('lang="bn"') ? 'bn' : 'en');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each([
    ['/bn/slots', page('bn', 'slots')],
    ['/bn/slots/', page('bn', 'slots')],
    ['/bn', page('bn', 'home')],
    ['/bn/', page('bn', 'home')],
    ['/en/slots', page('en', 'slots')],
    ['/en/', page('en', 'home')],
    ['/bn/my-requests', shell('bn')],
    ['/en/my-requests', shell('en')],
    ['/bn/admin/booking-requests', shell('bn')],
    ['/bn/slots/nope', shell('bn')],
  ])('answers %s in its own language whatever the visitor asks, with no Vary on language', async (url, body) => {
    for (const headers of [
      {},
      { cookie: 'lang=en', 'accept-language': 'en' },
      { cookie: 'lang=bn', 'accept-language': 'bn' },
    ]) {
      const response = await built.app.inject({ url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(body);
      expect(response.headers.vary ?? '').not.toMatch(/cookie|accept-language/i);
    }
  });

  it('still sends a page’s file by its full name, and never the bare template for /', async () => {
    expect((await built.app.inject({ url: '/bn/slots/index.html' })).body).toBe(page('bn', 'slots'));
    expect((await built.app.inject({ url: '/', headers: { 'accept-language': 'en' } })).body).toBe(page('en', 'home'));
  });

  it('keeps answering the API and its 404s as JSON', async () => {
    const response = await built.app.inject({ url: '/api/nope', headers: { 'accept-language': 'bn' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
});

describe('serving a build with the panel’s own shell (decision 075)', () => {
  let built: TestApp;
  let root: string;
  const shell = (locale: string, which: string) => `<html lang="${locale}"><div id="root">${which}</div>`;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'turf-dist-'));
    writeFileSync(path.join(root, 'index.html'), '<html lang="en"><div id="root"></div>');
    for (const locale of ['en', 'bn']) {
      mkdirSync(path.join(root, locale), { recursive: true });
      writeFileSync(path.join(root, locale, 'app-shell.html'), shell(locale, 'bare'));
      writeFileSync(path.join(root, locale, 'admin-shell.html'), shell(locale, 'frame'));
    }
    built = await buildTestApp({ config: { staticDir: root } });
  });
  afterAll(async () => {
    await built?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['/admin', shell('en', 'frame')],
    ['/admin/', shell('en', 'frame')],
    ['/admin/schedule', shell('en', 'frame')],
    ['/bn/admin/reports/activity', shell('bn', 'frame')],
    ['/my-requests', shell('en', 'bare')],
    // Only the panel's own addresses: a page whose name starts the same is not one.
    ['/administration', shell('en', 'bare')],
  ])('answers %s with its shell', async (url, body) => {
    const response = await built.app.inject({ url, headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(body);
  });
});
