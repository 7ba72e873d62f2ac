import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { LOCALES, type Locale, pickLocale, splitLocalePath } from '@turf/sync-contract/locale';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True when the built PWA is served (and unknown non-API paths fall back to its pages). */
    servesPwa: boolean;
    /** The HTML file (relative to the PWA folder) that answers a client route such as `/slots`, in its language. */
    pwaPageFor(pathname: string, visitor?: VisitorLanguage): PwaPage;
  }
}

/** What a request says of its visitor's language: the switch's `lang` cookie and the browser's `Accept-Language`. */
export interface VisitorLanguage {
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}

export interface PwaPage {
  file: string;
  /** The page's language, where the build wrote one per language. */
  locale?: Locale;
  /** Chosen by the visitor's cookie or `Accept-Language` (an unprefixed address): the answer varies by them. */
  negotiated: boolean;
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The request headers a negotiated page is chosen by: no shared cache may give one visitor's answer to another. */
export const NEGOTIATED_VARY = 'Cookie, Accept-Language';

/** `/sw.js`, `/assets/x.css`: a file of the build, not a page's address. */
function isFilePath(pathname: string): boolean {
  return (pathname.split('/').pop() ?? '').includes('.');
}

const ADMIN_SHELL = 'admin-shell.html';

/** `admin`, `admin/schedule`: an address of the manager's panel (a page path without its slashes at the ends). */
function isAdminPage(page: string): boolean {
  return page === 'admin' || page.startsWith('admin/');
}

/** The prerendered pages under `dir` (`events/index.html` -> `events`; the folder's own `index.html` -> ``). */
function pagesIn(dir: string): Set<string> {
  if (!existsSync(dir)) return new Set();
  const pages = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'index.html')))
    .map((entry) => entry.name);
  return new Set(existsSync(path.join(dir, 'index.html')) ? ['', ...pages] : pages);
}

/**
 * The build prerenders the static public pages so they paint before any script runs, once per language at its own
 * address (`/bn/events` -> `bn/events/index.html`; decision 043); the panel's addresses get its shell, which paints the
 * panel's frame (`bn/admin-shell.html`, decision 075), and every other client route the bare app shell in its language
 * (`bn/app-shell.html`), never another page's HTML. An address without a language (`/events`) is
 * answered in the visitor's: the `lang` cookie the switch sets, else `Accept-Language`, else English. Builds without
 * languages (before issue 15) keep their pages at the top (`events/index.html`, `app-shell.html`); builds without
 * prerendering have only index.html, which then serves every route.
 */
function pageResolver(root: string): (pathname: string, visitor?: VisitorLanguage) => PwaPage {
  const byLocale = new Map(LOCALES.map((locale) => [locale, pagesIn(path.join(root, locale))]));
  const languages = LOCALES.every((locale) => existsSync(path.join(root, locale, 'app-shell.html')));
  // The panel's shell paints its frame (decision 075); a build before it has only the bare shell.
  const adminShells = LOCALES.every((locale) => existsSync(path.join(root, locale, ADMIN_SHELL)));
  const prerendered = pagesIn(root);
  const shell = existsSync(path.join(root, 'app-shell.html')) ? 'app-shell.html' : 'index.html';
  return (pathname, visitor = {}) => {
    if (!languages) {
      const page = pathname.replace(/^\/+|\/+$/g, '');
      return { file: prerendered.has(page) ? path.posix.join(page, 'index.html') : shell, negotiated: false };
    }
    const { locale: prefixed, path: rest } = splitLocalePath(pathname.replace(/\/{2,}/g, '/'));
    const locale = prefixed ?? pickLocale(visitor.cookie, visitor.acceptLanguage);
    const page = rest.replace(/^\/+|\/+$/g, '');
    const file = byLocale.get(locale)?.has(page)
      ? path.posix.join(locale, page, 'index.html')
      : adminShells && isAdminPage(page)
        ? `${locale}/${ADMIN_SHELL}`
        : `${locale}/app-shell.html`;
    return { file, locale, negotiated: prefixed === null };
  };
}

/**
 * Compression for every response, and the built PWA when its folder exists: hashed files under /assets never change,
 * so browsers keep them a year; the pages, the service worker and the manifest are revalidated every time, so an
 * update reaches phones on their next visit.
 */
export default fp<{ staticDir: string | null }>(
  async (app, options) => {
    await app.register(compress, { global: true });
    const root = options.staticDir;
    const enabled = root !== null && existsSync(path.join(root, 'index.html'));
    app.decorate('servesPwa', enabled);
    app.decorate(
      'pwaPageFor',
      enabled && root ? pageResolver(root) : (): PwaPage => ({ file: 'index.html', negotiated: false }),
    );
    if (!enabled) return;
    await app.register(fastifyStatic, {
      root,
      cacheControl: false,
      // Only files (a last segment with a dot) are sent as they stand: an address like `/`, `/bn/` or `/slots/` is a
      // page in a language, which pageResolver chooses when the not-found handler asks it.
      allowedPath: (pathname) => isFilePath(pathname),
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
