/** Test tokens: a real JWT shape (header.payload.signature, base64url) with any claims; the client never checks signatures. */
function base64url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function makeToken(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const validAdminToken = () =>
  makeToken({ sub: 'manager', role: 'admin', iat: nowSeconds(), exp: nowSeconds() + 3600 });
export const expiredAdminToken = () =>
  makeToken({ sub: 'manager', role: 'admin', iat: nowSeconds() - 7200, exp: nowSeconds() - 60 });
export const visitorToken = () =>
  makeToken({ sub: 'someone', role: 'visitor', iat: nowSeconds(), exp: nowSeconds() + 3600 });
