/**
 * Whether a path is the API's (`/api`, `/api/...`, `/api?...`) rather than the site's files. Give it a route's
 * declared path or a request path as the router reads it (`requestPath`), never the raw URL: `/%61pi/...` is
 * routed as `/api/...`.
 */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/api?');
}

/** A request URL's path, percent-decoded as the router decodes it (a broken escape is left as it is). */
export function requestPath(url: string): string {
  const raw = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
