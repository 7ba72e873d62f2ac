import { LOCALES, type Locale } from '@turf/sync-contract/locale';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router-dom';
import { type PageHead, pageHead, type RouteHandle } from './app/page-meta';
import { routes } from './app/routes';
import type { PageName } from './i18n/catalogue-en';
import { CATALOGUE_MODULES, loadCatalogue } from './i18n/catalogues';
import { LanguageProvider } from './i18n/language';
import { venue } from './lib/venue';

export { CATALOGUE_MODULES, LOCALES };

/** A page the build writes as HTML, once per language (decision 043). */
export interface PrerenderedPage {
  /** Its address without the language (`/slots`); each language's is `/<locale>/slots`. */
  path: string;
  /** Source file of the route module, whose chunks and CSS the page links up front. */
  module: string;
  /** Its title and description in each catalogue's `pages`. */
  page: PageName;
  /** Source file of a script the page runs before the app has loaded (an entry of its own in the build). */
  earlyScript?: string;
  /** The app starts as the page arrives, not after its first paint (decision 038). */
  appAtOnce?: boolean;
}

/**
 * The site's public address, which the pages' `hreflang` alternates name in full as search engines ask
 * (`VITE_SITE_URL` at build time, like the venue's values; `npm start`'s address when unset).
 */
export const SITE_URL = (import.meta.env.VITE_SITE_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, '');

function joinPath(parent: string, route: RouteObject): string {
  if (route.index || route.path === undefined) return parent;
  if (route.path.startsWith('/')) return route.path;
  return `${parent.replace(/\/$/, '')}/${route.path}`;
}

/**
 * The public pages the build writes as HTML (`vite build --ssr` of this file, then the prerender plugin in
 * vite.config.ts), so a phone paints them before any script has run; the app then attaches to them. They are the
 * routes of app/routes.tsx marked `prerender`: the table is the only list.
 */
export function prerenderedPages(table: readonly RouteObject[] = routes, parent = '/'): PrerenderedPage[] {
  return table.flatMap((route) => {
    const path = joinPath(parent, route);
    const handle = route.handle as RouteHandle | undefined;
    const own: PrerenderedPage[] =
      handle?.prerender && handle.page !== undefined
        ? [
            {
              path,
              module: handle.module,
              page: handle.page,
              ...(handle.earlyScript ? { earlyScript: handle.earlyScript } : {}),
              ...(handle.appAtOnce ? { appAtOnce: true } : {}),
            },
          ]
        : [];
    return [...own, ...prerenderedPages(route.children ?? [], path)];
  });
}

/** A page's title and description in one language. */
export async function headOf(page: PageName, locale: Locale): Promise<PageHead> {
  return pageHead(await loadCatalogue(locale), page);
}

/** The bare app shell's `<head>` (every address that has no page of its own): the app names the page once it runs. */
export const SHELL_HEAD = { title: venue.name } as const;

const stay = () => {};

/** The page at `path` in `locale`, as the app at `/<locale><path>` renders it (its links carry the language too). */
export async function renderPage(path: string, locale: Locale): Promise<string> {
  const basename = `/${locale}`;
  const handler = createStaticHandler(routes, { basename });
  const context = await handler.query(new Request(`http://localhost${basename}${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <LanguageProvider locale={locale} text={await loadCatalogue(locale)} moveAddress={stay}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </LanguageProvider>
    </StrictMode>,
  );
}
