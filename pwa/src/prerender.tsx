import { LOCALES, type Locale } from '@turf/sync-contract/locale';
import type { LocalText, VersionedSettings } from '@turf/sync-contract/schemas';
import { DEFAULT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router-dom';
import { type PageHead, pageHead, type RouteHandle } from './app/page-meta';
import { routes } from './app/routes';
import { ADMIN_SCREEN_MODULES, AdminFrame } from './features/admin';
import { adminCatalogue } from './i18n/admin-text';
import type { PageName } from './i18n/catalogue-en';
import { CATALOGUE_MODULES, loadCatalogue } from './i18n/catalogues';
import { LanguageProvider } from './i18n/language';
import { escapeHtml } from './lib/escape-html';
import { fillMarks } from './lib/html-edits';
import { PAGE_SETTINGS_ID, RenderedSettingsProvider } from './lib/venue-settings';

export { CATALOGUE_MODULES, LOCALES };

/** The first-start settings as version 0: what the build's own files carry (the server renders the saved version). */
export const FIRST_START: VersionedSettings = { version: 0, settings: DEFAULT_SETTINGS };

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
            },
          ]
        : [];
    return [...own, ...prerenderedPages(route.children ?? [], path)];
  });
}

/** A settings text in `locale`, English where the manager has not written that language's. */
const inLocale = (text: LocalText | undefined, locale: Locale) => (text ? (text[locale] ?? text.en) : undefined);

/** A page's title and description in one language, naming the venue as `settings` does. */
export async function headOf(
  page: PageName,
  locale: Locale,
  current: VersionedSettings = FIRST_START,
): Promise<PageHead> {
  const { venue } = current.settings;
  const name = inLocale(venue.name, locale) ?? venue.name.en;
  const address = inLocale(venue.address, locale);
  return pageHead(await loadCatalogue(locale), page, address === undefined ? { name } : { name, address });
}

const stay = () => {};

/** Source file of the panel's route module: its chunks and styles come with the admin shell (decision 075). */
export const ADMIN_MODULE = 'src/app/routes/admin.tsx';
export { ADMIN_SCREEN_MODULES };

/**
 * The panel's frame in `locale` (its bar, nav and a loading line), written into the admin shell's HTML so a manager's
 * phone paints it before the panel's scripts arrive. Nothing in it depends on the venue's settings.
 */
export function renderAdminFrame(locale: Locale): string {
  return renderToString(<AdminFrame text={adminCatalogue(locale)} />);
}

/**
 * The page at `path` in `locale` with the venue's `current` settings, as the app at `/<locale><path>` renders it (its
 * links carry the language too).
 */
export async function renderPage(
  path: string,
  locale: Locale,
  current: VersionedSettings = FIRST_START,
): Promise<string> {
  const basename = `/${locale}`;
  const handler = createStaticHandler(routes, { basename });
  const context = await handler.query(new Request(`http://localhost${basename}${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <RenderedSettingsProvider value={current}>
        <LanguageProvider locale={locale} text={await loadCatalogue(locale)} moveAddress={stay}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </LanguageProvider>
      </RenderedSettingsProvider>
    </StrictMode>,
  );
}

/**
 * One file the site's pages are made of, everything in place but what the venue's settings decide (decision 055): the
 * build writes the frames (scripts/prerender-plugin.ts: the template, the page's links, its inlined styles, its early
 * script), and `renderSite` fills them, at build time with the first-start settings and in the server once per saved
 * version. Each mark appears once.
 */
export interface PageFrame {
  /** Where it is served, relative to the build folder: `en/slots/index.html`, `bn/app-shell.html`. */
  file: string;
  locale: Locale;
  /** The page rendered into `#root`; none for the bare app shell, which names the venue only. */
  page?: { path: string; name: PageName };
  html: string;
}

export const FRAME_MARKS = {
  title: '%turf:title%',
  description: '%turf:description%',
  body: '<!--turf:body-->',
  settings: '<!--turf:settings-->',
} as const;

/** JSON in a `<script>`: `<` written as its escape, so no text of the manager's can end the element early. */
function settingsScript(current: VersionedSettings): string {
  // The version first: the service worker reads it from the start of the script (sw-page-copies.ts).
  const json = JSON.stringify({ version: current.version, settings: current.settings }).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${PAGE_SETTINGS_ID}">${json}</script>`;
}

/** Every frame filled with `current`: the pages as the venue's settings make them. */
export async function renderSite(
  frames: readonly PageFrame[],
  current: VersionedSettings,
): Promise<{ file: string; html: string }[]> {
  const files: { file: string; html: string }[] = [];
  for (const frame of frames) {
    const pageName = frame.page?.name ?? 'home';
    const head = await headOf(pageName, frame.locale, current);
    // The bare shell is named after the venue until the app names the page; its description is the home page's.
    const title = frame.page ? head.title : (inLocale(current.settings.venue.name, frame.locale) ?? '');
    const fills: Record<string, string> = {
      [FRAME_MARKS.title]: escapeHtml(title),
      [FRAME_MARKS.description]: escapeHtml(head.description),
      [FRAME_MARKS.settings]: settingsScript(current),
    };
    if (frame.page) fills[FRAME_MARKS.body] = await renderPage(frame.page.path, frame.locale, current);
    // In one pass: the manager's texts may hold a mark (`%` and `:` survive escaping), and must stay text.
    files.push({ file: frame.file, html: fillMarks(frame.html, fills, `renderSite: ${frame.file}`) });
  }
  return files;
}
