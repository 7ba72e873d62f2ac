import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True when the built PWA is served (and unknown non-API paths fall back to index.html). */
    servesPwa: boolean;
  }
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Compression for every response, and the built PWA when its folder exists: hashed files under /assets never change,
 * so browsers keep them a year; index.html, the service worker and the manifest are revalidated every time, so an
 * update reaches phones on their next visit.
 */
export default fp<{ staticDir: string | null }>(
  async (app, options) => {
    await app.register(compress, { global: true });
    const root = options.staticDir;
    const enabled = root !== null && existsSync(path.join(root, 'index.html'));
    app.decorate('servesPwa', enabled);
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
