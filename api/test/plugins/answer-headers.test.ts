import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ErrorCode } from '@turf/sync-contract/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELMET_OPTIONS, securityHeaders } from '../../src/plugins/external/helmet';
import { buildTestApp, type TestApp, validBody } from '../support/app';
import { expectCodedError } from '../support/error-answer';

let t: TestApp;
let base: string;
let dist: string;
/** Helmet's full set, for the site's pages: `static.test.ts` holds its CSP. */
let site: Record<string, string>;

/**
 * What every JSON answer carries (decision 028, after the OWASP REST Security Cheat Sheet): no framing, no sniffing,
 * HTTPS only, and a CSP that allows nothing, should a browser ever render one.
 */
const JSON_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};
beforeAll(async () => {
  // With a built PWA, so that unknown paths could fall back to its pages: an API path must never.
  dist = mkdtempSync(path.join(tmpdir(), 'turf-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Turf</title>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'slots-Ab12Cd34.js'), 'export const a = 1;');
  writeFileSync(path.join(dist, 'assets', 'slots-Ab12Cd34.css'), 'body{margin:0}');
  writeFileSync(path.join(dist, 'assets', 'pitch-Ab12Cd34.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await buildTestApp({ config: { staticDir: dist, bodyLimit: 1024 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
  site = await securityHeaders(HELMET_OPTIONS);
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function fetched(url: string, init?: RequestInit): Promise<Answer> {
  const response = await fetch(`${base}${url}`, init);
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}

/** Sends bytes as they are (fetch would refuse or repair them) and reads the whole answer. */
function raw(request: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: Number(new URL(base).port) });
    let data = '';
    socket.on('data', (chunk) => {
      data += String(chunk);
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(request);
  });
}

/** JSON's security headers, and none of those that only a page needs. */
function expectJsonSecurityHeaders(answer: Answer, label: string): void {
  for (const [name, value] of Object.entries(JSON_SECURITY_HEADERS))
    expect(answer.headers[name], `${label}: ${name}`).toBe(value);
  for (const name of Object.keys(site).filter((name) => !(name in JSON_SECURITY_HEADERS))) {
    expect(answer.headers[name], `${label}: ${name}`).toBeUndefined();
  }
}

function expectAppAnswer(answer: Answer, status: number): void {
  expect(answer.status).toBe(status);
  // { error, code }, the code one of the list (decision 037).
  expectCodedError({ statusCode: answer.status, body: answer.body }, String(status));
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(answer.headers['cache-control']).toBe('no-store');
  expectJsonSecurityHeaders(answer, String(status));
}

describe('errors met before the app (Fastify and Node refusing a request) are answered like any other', () => {
  const json = { 'content-type': 'application/json' };
  it.each<[string, () => Promise<Answer>, number, ErrorCode]>([
    ['a broken percent-escape', () => fetched('/api/bookings/%E0%A4%A'), 400, 'URL_INVALID'],
    ['a broken percent-escape on an unknown path', () => fetched('/%E0%A4%A'), 400, 'URL_INVALID'],
    // (DELETE: a GET would fall through to the PWA's files and be a 404.)
    [
      'a path parameter over the router limit',
      () => fetched(`/api/bookings/all/${'K'.repeat(200)}`, { method: 'DELETE' }),
      414,
      'URL_TOO_LONG',
    ],
    [
      'a URL longer than the HTTP parser takes',
      () => fetched(`/api/bookings?date=${'x'.repeat(20_000)}`),
      431,
      'HEADERS_TOO_LARGE',
    ],
    ['a request that is not HTTP', () => raw('HELLO THERE\r\n\r\n'), 400, 'REQUEST_UNREADABLE'],
    [
      'a body of an unknown content type',
      () =>
        fetched('/api/booking-requests', {
          method: 'POST',
          headers: { 'content-type': 'application/xml' },
          body: '<x/>',
        }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a malformed content type',
      () => fetched('/api/booking-requests', { method: 'POST', headers: { 'content-type': ';;;' }, body: '{}' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'malformed JSON',
      () => fetched('/api/booking-requests', { method: 'POST', headers: json, body: '{"name":' }),
      400,
      'INVALID_JSON',
    ],
    [
      'a body over the limit',
      () =>
        fetched('/api/booking-requests', {
          method: 'POST',
          headers: json,
          body: JSON.stringify(validBody({ name: 'x'.repeat(2000) })),
        }),
      413,
      'BODY_TOO_LARGE',
    ],
  ])('%s', async (_label, send, status, code) => {
    const answer = await send();
    expectAppAnswer(answer, status);
    expect((JSON.parse(answer.body) as { code: string }).code).toBe(code);
  });

  it('says what to do about a broken address or content type', async () => {
    expect(JSON.parse((await fetched('/api/bookings/%E0%A4%A')).body)).toEqual({
      error: 'This address is not valid: it has a broken %-escape. Check the link',
      code: 'URL_INVALID',
    });
    const xml = await fetched('/api/booking-requests', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<x/>',
    });
    expect(JSON.parse(xml.body)).toEqual({
      error: 'Send the details as JSON (Content-Type: application/json)',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });
});

describe('security headers: the short JSON set on API answers, helmet’s full set on pages (decision 028)', () => {
  it('keeps helmet’s own values where both sets have a header (framing: DENY, stricter than the site)', () => {
    // Guards the list above against helmet's defaults moving.
    expect(Object.keys(site)).toEqual(expect.arrayContaining(Object.keys(JSON_SECURITY_HEADERS)));
    expect(site['x-content-type-options']).toBe(JSON_SECURITY_HEADERS['x-content-type-options']);
    expect(site['strict-transport-security']).toBe(JSON_SECURITY_HEADERS['strict-transport-security']);
    expect(site['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('on the availability read, its 304 and its 400', async () => {
    const read = await fetched('/api/bookings?date=2026-12-01');
    expect(read.status).toBe(200);
    expect(read.headers['content-type']).toBe('application/json; charset=utf-8');
    expectJsonSecurityHeaders(read, 'read');
    const etag = read.headers.etag ?? '';
    const current = await fetched('/api/bookings?date=2026-12-01', { headers: { 'if-none-match': etag } });
    expect(current.status).toBe(304);
    expectJsonSecurityHeaders(current, '304');
    expectAppAnswer(await fetched('/api/bookings?date=2026-02-30'), 400);
  });

  it.each(['/', '/slots', '/index.html'])('helmet’s full set on the page %s', async (url) => {
    const page = await fetched(url);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    for (const [name, value] of Object.entries(site)) expect(page.headers[name], name).toBe(value);
    expect(page.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the build’s scripts and styles carry the subresource set only (decision 036)', () => {
  const SUBRESOURCE_HEADERS = {
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
  };

  it.each([
    ['/assets/slots-Ab12Cd34.js', /javascript/],
    ['/assets/slots-Ab12Cd34.css', /^text\/css/],
  ])('%s', async (url, type) => {
    const file = await fetched(url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(type);
    for (const [name, value] of Object.entries(SUBRESOURCE_HEADERS)) expect(file.headers[name], name).toBe(value);
    for (const name of Object.keys(site).filter((name) => !(name in SUBRESOURCE_HEADERS))) {
      expect(file.headers[name], name).toBeUndefined();
    }
    expect(file.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['an image, which a browser can open as a document', '/assets/pitch-Ab12Cd34.svg'],
    ['a script name outside /assets', '/sw.js'],
    ['a script name deeper than /assets', '/assets/x/slots.js'],
    ['an API-looking script name', '/api/slots.js'],
  ])('not on %s', async (_label, url) => {
    const answer = await fetched(url);
    expect(answer.headers['content-security-policy']).toBeDefined();
  });
});

describe('cache-control: no-store is decided by the route that answers, not by the URL as spelt', () => {
  /** Every way of writing one path that the router reads as the same path. */
  function spellings(route: string): string[] {
    return [
      route,
      route.replace('/api', '/%61pi'),
      route.replace('/api', '/%61%70%69'),
      route.replace('/api', '/ap%69'),
      route.replace(/\/([a-z])/g, (_m, letter: string) => `/%${letter.charCodeAt(0).toString(16)}`),
    ];
  }

  /**
   * Routes whose own answer may be kept and revalidated: the venue's settings are public, the same for everyone, and
   * change only when the manager saves (ETag: the version, decision 041). Every spelling must still reach the route.
   */
  const REVALIDATED: Record<string, string> = { 'GET /api/settings': 'no-cache' };

  it('on every API route', async () => {
    const doc = JSON.parse((await fetched('/api/openapi.json')).body) as { paths: Record<string, object> };
    const routes = [...Object.entries(doc.paths), ['/api/openapi.json', { get: {} }] as const].flatMap(
      ([route, methods]) =>
        Object.keys(methods).map((method) => [method.toUpperCase(), route.replace('{id}', 'K7Q-M4X-PAR')] as const),
    );
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const [method, route] of routes) {
      for (const url of spellings(route)) {
        // The route's own answer: the bKash callback's is a redirect, which fetch would otherwise follow to a page.
        const answer = await fetched(url, { method, redirect: 'manual' });
        // The router took it as the route, and the answer, whatever it is, is not to be kept.
        expect(answer.body, `${method} ${url}`).not.toContain('No such API call');
        expect(answer.headers['cache-control'], `${method} ${url}`).toBe(
          REVALIDATED[`${method} ${route}`] ?? 'no-store',
        );
        expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
        expectJsonSecurityHeaders(answer, `${method} ${url}`);
        expectCodedError({ statusCode: answer.status, body: answer.body }, `${method} ${url}`);
      }
    }
  });

  it.each(spellings('/api/no-such-call'))('on a 404 under /api, spelt %s (never the PWA page)', async (url) => {
    const answer = await fetched(url);
    expectAppAnswer(answer, 404);
  });

  it('and not on the PWA’s pages', async () => {
    const page = await fetched('/slots');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
