import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PATHS } from '../lib/config';
import type { PageOptions, RouteHandle } from './page-meta';
import { PublicLayout } from './public-layout';

interface RouteModule {
  Component: ComponentType;
}

/** The route modules (`app/routes/*.tsx`), each loaded on demand: its own chunk. */
const ROUTE_MODULES = import.meta.glob<RouteModule>('./routes/*.tsx');

/** A screen: the route module `app/routes/<name>.tsx`, loaded lazily, and its page (its title and description are each catalogue's `pages`). */
function screen(name: string, meta?: PageOptions): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = ROUTE_MODULES[`./routes/${name}.tsx`];
  if (!load) throw new Error(`No route module src/app/routes/${name}.tsx`);
  const handle: RouteHandle = { ...meta, module: `src/app/routes/${name}.tsx` };
  return { lazy: load, handle };
}

/**
 * Every screen is its own lazy chunk so a visitor's first load carries only the shell and the page opened;
 * the admin panel (and Dexie, React Query) are never part of the landing page. The browser router, the page meta
 * (app/page-meta.ts) and the build's prerenderer (src/prerender.tsx) all read this one table.
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      {
        index: true,
        ...screen('home', {
          page: 'home',
          prerender: true,
        }),
      },
      {
        path: PATHS.slots,
        ...screen('slots', {
          page: 'slots',
          prerender: true,
          // Today's month in the calendar while the app is still on its way (the HTML holds no date).
          earlyScript: 'src/features/slots/prefill-calendar.ts',
        }),
      },
      {
        path: PATHS.events,
        ...screen('events', {
          page: 'events',
          prerender: true,
        }),
      },
      {
        path: PATHS.contact,
        ...screen('contact', {
          page: 'contact',
          prerender: true,
        }),
      },
      {
        // Not prerendered: its list is what this device keeps.
        path: PATHS.myRequests,
        ...screen('my-requests', {
          page: 'myRequests',
        }),
      },
      {
        path: PATHS.login,
        ...screen('login', {
          page: 'login',
          prerender: true,
        }),
      },
      {
        path: '*',
        ...screen('not-found', {
          page: 'notFound',
        }),
      },
    ],
  },
  // The panel names each of its screens itself (document.title in its pages).
  { path: `${PATHS.admin}/*`, ...screen('admin') },
];
