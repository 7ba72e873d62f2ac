import { rmSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredEncoding } from '../../src/lib/settings/site-pages';
import { pageAddresses } from '../../src/plugins/app/site-pages';
import { buildTestApp, type TestApp } from '../support/app';
import { captureLogLines } from '../support/log-lines';
import { BUILT, makeSiteBuild, RENDER_FAILS, renders } from '../support/site-build';
import { waitUntil } from '../support/wait';

/** The pages served from memory, rendered once per settings version (decision 055), with a stand-in renderer. */
let t: TestApp;
let root: string;
const log = captureLogLines();

beforeAll(async () => {
  root = makeSiteBuild();
  t = await buildTestApp({ config: { staticDir: path.join(root, 'dist') }, logStream: log.stream });
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('the pages, rendered with the venue’s settings and served from memory', () => {
  it('serves each page with the settings in the database, never the build’s copy', async () => {
    const response = await page('/en/events');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-language']).toBe('en');
    expect(response.body).toBe(
      '<!doctype html><title>Turf Arena</title><p>en/events/index.html +8801700000000</p><!--v1-->',
    );
    // Also by the file's own name, as the service worker's precache asks for it.
    expect((await page('/en/events/index.html')).body).toBe(response.body);
    expect((await page('/bn/')).body).toContain('<p>bn/index.html');
    // An address without a page gets the bare shell in its language.
    expect((await page('/bn/my-requests')).body).toContain('<p>bn/app-shell.html');
  });

  it('answers in brotli or gzip, compressed once, and names every header that chose the answer', async () => {
    const br = await page('/en/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<p>en/index.html');
    expect(br.headers.vary).toBe('Accept-Encoding');
    const gz = await page('/en/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(brotliDecompressSync(br.rawPayload).toString());
    // The unprefixed address is chosen by the cookie and Accept-Language too.
    const negotiated = await page('/events', { 'accept-language': 'bn' });
    expect(negotiated.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
    expect(negotiated.headers['content-language']).toBe('bn');
  });

  it('renders once per version, not per request, and a copy the browser holds costs a 304', async () => {
    const before = renders();
    const first = await page('/en/events');
    for (let i = 0; i < 20; i += 1) await page(i % 2 ? '/bn/' : '/en/events');
    expect(renders()).toBe(before);
    const again = await page('/en/events', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves the next version without a restart once the manager saves, to every page and the manifest', async () => {
    const before = (await page('/en/events')).headers.etag;
    const rendersBefore = renders();
    await t.editSettings((settings) => {
      settings.venue.name.en = 'Sylhet Kickers';
      settings.venue.shortName = { en: 'Kickers' };
      settings.venue.phone = '+8801811111111';
    });
    await waitUntil(async () => (await page('/en/events')).body.includes('Sylhet Kickers'), {
      ms: 5_000,
      what: 'the pages rendered with the saved name',
    });
    expect(renders()).toBe(rendersBefore + 1);
    const after = await page('/en/events', { 'if-none-match': String(before) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(
      '<!doctype html><title>Sylhet Kickers</title><p>en/events/index.html +8801811111111</p><!--v2-->',
    );
    expect((await page('/bn/slots')).body).toContain('+8801811111111');
    const manifest = await page('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.json()).toEqual({ name: 'Sylhet Kickers', short_name: 'Kickers', start_url: '/' });
  });

  it('leaves the build’s own template and other files as they are', async () => {
    expect((await page('/index.html')).body).toBe(BUILT);
  });
});

/** The lines logged at error level so far with the stand-in renderer's error. */
const renderErrors = (lines: readonly string[]) =>
  lines
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.level === 50 && entry.err?.message === 'the stand-in failed');

describe('a render that fails', () => {
  it('keeps the last pages served and logs the error, and the next save renders again', async () => {
    const before = await page('/en/events');
    await t.editSettings((settings) => {
      settings.venue.name.en = `Kickers (${RENDER_FAILS})`;
    });
    await waitUntil(() => renderErrors(log.lines).length > 0, { ms: 5_000, what: 'the render’s error in the log' });
    // Which version failed, not what the manager wrote.
    for (const entry of renderErrors(log.lines)) expect(JSON.stringify(entry)).not.toContain('Kickers');
    const after = await page('/en/events');
    expect(after.body).toBe(before.body);
    expect(after.headers.etag).toBe(before.headers.etag);
    await t.editSettings((settings) => {
      settings.venue.name.en = 'Sylhet Strikers';
    });
    await waitUntil(async () => (await page('/en/events')).body.includes('Sylhet Strikers'), {
      ms: 5_000,
      what: 'the pages rendered with the next save',
    });
  });

  it('at start, serves the pages with the first-start settings, logs the error, and the panel works', async () => {
    await t.editSettings((settings) => {
      settings.venue.name.en = `Kickers (${RENDER_FAILS})`;
    });
    const startLog = captureLogLines();
    const again = await buildTestApp({
      fresh: t.fresh,
      config: { staticDir: path.join(root, 'dist') },
      logStream: startLog.stream,
    });
    try {
      const home = await again.app.inject({ url: '/en/events' });
      expect(home.statusCode).toBe(200);
      expect(home.body).toBe(
        '<!doctype html><title>Turf Arena</title><p>en/events/index.html +8801700000000</p><!--v0-->',
      );
      expect(renderErrors(startLog.lines)).toHaveLength(1);
      const authorization = `Bearer ${await again.adminToken()}`;
      expect((await again.app.inject({ url: '/api/bookings/all', headers: { authorization } })).statusCode).toBe(200);
      // The manager mends the name in the panel: the pages follow.
      await again.editSettings((settings) => {
        settings.venue.name.en = 'Sylhet Mended';
      });
      await waitUntil(async () => (await again.app.inject({ url: '/en/events' })).body.includes('Sylhet Mended'), {
        ms: 5_000,
        what: 'the pages rendered with the mended name',
      });
    } finally {
      await again.app.close();
    }
  });
});

describe('pageAddresses: the routes a rendered page answers', () => {
  it('each page in its language, with or without the last slash, and without a language', () => {
    expect(pageAddresses(['en/index.html', 'en/slots/index.html', 'bn/slots/index.html', 'en/app-shell.html'])).toEqual(
      ['/en', '/en/', '/', '/en/slots', '/en/slots/', '/slots', '/slots/', '/bn/slots', '/bn/slots/'],
    );
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    [undefined, 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
  ] as const)('%s -> %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
