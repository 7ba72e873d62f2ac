import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router-dom';
import { documentTitle, type RouteHandle } from './app/page-meta';
import { routes } from './app/routes';
import { venue } from './lib/venue';

/** A page the build writes as HTML, and what its `<head>` says. */
export interface PrerenderedPage {
  path: string;
  /** Source file of the route module, whose chunks and CSS the page links up front. */
  module: string;
  /** The document's title, venue name included. */
  title: string;
  description: string;
  /** Source file of a script the page runs before the app has loaded (an entry of its own in the build). */
  earlyScript?: string;
  /** The app starts as the page arrives, not after its first paint (decision 038). */
  appAtOnce?: boolean;
}

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
      handle?.prerender && handle.title !== undefined && handle.description !== undefined
        ? [
            {
              path,
              module: handle.module,
              title: documentTitle({ title: handle.title, description: handle.description }),
              description: handle.description,
              ...(handle.earlyScript ? { earlyScript: handle.earlyScript } : {}),
              ...(handle.appAtOnce ? { appAtOnce: true } : {}),
            },
          ]
        : [];
    return [...own, ...prerenderedPages(route.children ?? [], path)];
  });
}

/** The bare app shell's `<head>` (every address that has no page of its own): the app names the page once it runs. */
export const SHELL_HEAD = { title: venue.name } as const;

export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
}
