import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True when the built PWA is served (and unknown non-API paths fall back to its pages). */
    servesPwa: boolean;
    /** The HTML file (relative to the PWA folder) that answers a client route such as `/slots`. */
    pwaPageFor(pathname: string): string;
  }
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Compression for every response, and the built PWA when its folder exists: hashed files under /assets never change,
 * so browsers keep them a year; index.html, the service worker and the manifest are revalidated every time, so an
 * update reaches phones on their next visit.
 */
/**
 * The build prerenders the static public pages (`/events` -> `events/index.html`) so they paint before any
 * script runs; every other client route gets the bare app shell, never another page's HTML. Builds without
 * prerendering have only index.html, which then serves every route.
 */
function pageResolver(root: string): (pathname: string) => string {
  const prerendered = new Set(
    readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(root, entry.name, 'index.html')))
      .map((entry) => entry.name),
  );
  const shell = existsSync(path.join(root, 'app-shell.html')) ? 'app-shell.html' : 'index.html';
  return (pathname) => {
    const page = pathname.replace(/^\/+|\/+$/g, '');
    return prerendered.has(page) ? `${page}/index.html` : shell;
  };
}

export default fp<{ staticDir: string | null }>(
  async (app, options) => {
    await app.register(compress, { global: true });
    const root = options.staticDir;
    const enabled = root !== null && existsSync(path.join(root, 'index.html'));
    app.decorate('servesPwa', enabled);
    app.decorate('pwaPageFor', enabled && root ? pageResolver(root) : () => 'index.html');
    if (!enabled) return;
    await app.register(fastifyStatic, {
      root,
      cacheControl: false,
      etag: true,
      // Serve the build's brotli/gzip files (scripts/precompress.mjs, quality 11) when present; else compress on the fly.
      preCompressed: true,
      lastModified: true,
      setHeaders(res, filePath) {
        const relative = path.relative(root, filePath).split(path.sep).join('/');
        res.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : NO_CACHE);
      },
    });
  },
  { name: 'static' },
);
