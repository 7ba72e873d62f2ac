import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { localeCookie } from '@turf/sync-contract/locale';
import type { VersionedSettings } from '@turf/sync-contract/schemas';
import { DEFAULT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clientHasCurrent } from '../../lib/http/if-none-match';
import {
  MANIFEST_FILE,
  type PageAnswer,
  preferredEncoding,
  SitePages,
  type SiteRenderer,
} from '../../lib/settings/site-pages';
import { NEGOTIATED_VARY } from '../external/static';

declare module 'fastify' {
  interface FastifyInstance {
    /** The pages rendered with the current settings, or null where the build left no renderer (they come from disk). */
    sitePages: SitePages | null;
    /**
     * Answers with the page at `file` (relative to the PWA's folder) from memory; `vary` names what else chose it.
     * False when no such page is held.
     */
    sendSitePage(request: FastifyRequest, reply: FastifyReply, file: string, vary?: string): boolean;
    /** Answers a page address (`/`, `/bn/slots`, `/admin/...`) with its page in the visitor's language. */
    sendPwaPage(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  }
}

/** `en/slots/index.html` -> `/en/slots`, `/en/slots/`, `/slots`, `/slots/`; `en/index.html` -> `/en`, `/en/`, `/`. */
export function pageAddresses(files: readonly string[]): string[] {
  const addresses = new Set<string>();
  for (const file of files) {
    const match = /^([a-z]{2})\/(?:(.+)\/)?index\.html$/.exec(file);
    if (!match) continue;
    const [, locale, page] = match;
    const rest = page ? `/${page}` : '';
    for (const address of [`/${locale}${rest}`, `/${locale}${rest}/`, rest || '/', `${rest}/`]) addresses.add(address);
  }
  return [...addresses];
}

/** The settings the build's own files are rendered with (pwa/src/prerender.tsx `FIRST_START`). */
const FIRST_START: VersionedSettings = { version: 0, settings: DEFAULT_SETTINGS };

/** The renderer's folder beside the PWA's (`pwa/dist` -> `pwa/dist-ssr`), as `vite build --ssr` writes it. */
export const rendererDir = (staticDir: string) => path.join(path.dirname(staticDir), 'dist-ssr');
const RENDERER_FILE = 'prerender.js';
const FRAMES_FILE = 'page-frames.json';

/**
 * The page routes: held already compressed (brotli and gzip, chosen in reply304OrPage), so @fastify/compress's hooks
 * have nothing to do on them, and a GET has no body to decompress.
 */
const PAGE_ROUTE = { schema: { hide: true }, compress: false, decompress: false } as const;

function reply304OrPage(request: FastifyRequest, reply: FastifyReply, page: PageAnswer, vary: string): void {
  reply
    .header('content-type', page.type)
    .header('cache-control', 'no-cache')
    .header('etag', page.etag)
    .header('vary', vary);
  if (clientHasCurrent(request.headers['if-none-match'], page.etag)) {
    reply.code(304).send();
    return;
  }
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') {
    reply.send(page.identity);
    return;
  }
  reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
}

/**
 * The public pages, the app shells and the manifest as the venue's settings make them (issue 16, decision 055):
 * rendered at start from the settings in the database, and again whenever a new version is held, in this process's
 * own save or another's notification (plugins/app/settings.ts). The build's files on disk stay what a server without
 * the renderer (an older build) serves.
 */
export default fp(
  async (app) => {
    app.decorate('sitePages', null);
    app.decorate('sendSitePage', (request: FastifyRequest, reply: FastifyReply, file: string, vary?: string) => {
      const page = app.sitePages?.get(file);
      if (!page) return false;
      reply304OrPage(request, reply, page, vary ? `Accept-Encoding, ${vary}` : 'Accept-Encoding');
      return true;
    });
    app.decorate('sendPwaPage', (request: FastifyRequest, reply: FastifyReply) => {
      const page = app.pwaPageFor(request.url.split('?')[0] ?? '/', {
        cookie: localeCookie(request.headers.cookie),
        acceptLanguage: request.headers['accept-language'],
      });
      if (page.locale) reply.header('content-language', page.locale);
      if (app.sendSitePage(request, reply, page.file, page.negotiated ? NEGOTIATED_VARY : undefined)) return reply;
      // As built, from disk: a build without the renderer.
      if (page.negotiated) reply.header('vary', NEGOTIATED_VARY);
      return reply.header('cache-control', 'no-cache').sendFile(page.file);
    });
    const staticDir = app.config.staticDir;
    if (!app.servesPwa || staticDir === null) return;
    const dir = rendererDir(staticDir);
    if (!existsSync(path.join(dir, RENDERER_FILE)) || !existsSync(path.join(dir, FRAMES_FILE))) {
      app.log.warn(
        { dir },
        'the PWA build has no page renderer: its pages are served as built, with the first-start settings',
      );
      return;
    }
    const renderer = (await import(pathToFileURL(path.join(dir, RENDERER_FILE)).href)) as SiteRenderer;
    const frames = JSON.parse(readFileSync(path.join(dir, FRAMES_FILE), 'utf8')) as unknown[];
    const manifestPath = path.join(staticDir, MANIFEST_FILE);
    const manifest = existsSync(manifestPath)
      ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>)
      : null;
    const pages = new SitePages(renderer, frames, manifest);
    // Before the first request: a page is served with the database's settings, or, when they cannot be rendered, with
    // the first-start settings (what the build's own files carry), so the site and the panel still start.
    const saved = app.venueSettings.answer.current;
    try {
      await pages.render(saved);
    } catch (error) {
      app.log.error(
        { err: error, version: saved.version },
        'could not render the pages with the saved settings: serving them with the first-start settings',
      );
      try {
        await pages.render(FIRST_START);
      } catch (fallbackError) {
        app.log.error({ err: fallbackError }, 'could not render the pages: serving them as built');
        return;
      }
    }
    app.sitePages = pages;
    app.venueSettings.onChange((current) => {
      pages
        .render(current)
        .catch((error: unknown) =>
          app.log.error(
            { err: error, version: current.version },
            'could not render the pages with the new settings: serving the last ones rendered',
          ),
        );
    });
    // The files by their own names too (the service worker's precache asks for `/en/slots/index.html`), ahead of the
    // static files' catch-all.
    for (const file of pages.files) {
      app.get(`/${file}`, PAGE_ROUTE, (request, reply) => {
        app.sendSitePage(request, reply, file);
        return reply;
      });
    }
    // The pages' own addresses, in each language and without one, as routes: a visitor's most frequent request skips
    // the static files' catch-all (which looks for a file on disk) and the not-found path.
    for (const address of pageAddresses(pages.files)) {
      app.get(address, PAGE_ROUTE, (request, reply) => app.sendPwaPage(request, reply));
    }
  },
  { name: 'site-pages', dependencies: ['static', 'settings'] },
);
