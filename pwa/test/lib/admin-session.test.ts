import { describe, expect, it } from 'vitest';
import { adminTokenExpiry, decodeTokenPayload, isValidAdminToken } from '../../src/lib/admin-session';
import { expiredAdminToken, makeToken, validAdminToken, visitorToken } from '../admin/tokens';

describe('admin token check', () => {
  it('accepts an admin token whose exp lies ahead and reports when it ends', () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    const token = makeToken({ role: 'admin', exp });
    expect(isValidAdminToken(token)).toBe(true);
    expect(adminTokenExpiry(token)).toBe(exp * 1000);
    expect(isValidAdminToken(validAdminToken())).toBe(true);
  });

  it('refuses an expired token, and one expiring exactly now', () => {
    expect(isValidAdminToken(expiredAdminToken())).toBe(false);
    const now = Date.now();
    const token = makeToken({ role: 'admin', exp: Math.floor(now / 1000) });
    expect(isValidAdminToken(token, Math.floor(now / 1000) * 1000)).toBe(false);
  });

  it('refuses a token with another role or none', () => {
    expect(isValidAdminToken(visitorToken())).toBe(false);
    expect(isValidAdminToken(makeToken({ exp: Math.floor(Date.now() / 1000) + 600 }))).toBe(false);
    expect(isValidAdminToken(makeToken({ role: 'Admin', exp: Math.floor(Date.now() / 1000) + 600 }))).toBe(false);
  });

  it('refuses a token without a numeric exp', () => {
    expect(isValidAdminToken(makeToken({ role: 'admin' }))).toBe(false);
    expect(isValidAdminToken(makeToken({ role: 'admin', exp: '9999999999' }))).toBe(false);
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['two parts', 'abc.def'],
    ['four parts', 'a.b.c.d'],
    ['a payload that is not base64', 'eyJhbGciOiJIUzI1NiJ9.***.sig'],
    ['a payload that is not JSON', `x.${btoa('not json')}.sig`],
    ['a payload that is a JSON array', `x.${btoa('[1,2]')}.sig`],
  ])('refuses a malformed token: %s', (_label, token) => {
    expect(isValidAdminToken(token)).toBe(false);
  });

  it('decodes base64url payloads, including - and _ and UTF-8', () => {
    const token = makeToken({ role: 'admin', name: 'মাঠ ~~~???>>>', exp: 1 });
    expect(token.split('.')[1]).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeTokenPayload(token)).toEqual({ role: 'admin', name: 'মাঠ ~~~???>>>', exp: 1 });
  });
});
