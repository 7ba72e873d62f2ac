import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PATHS } from '../lib/config';
import { venue } from '../lib/venue';
import type { PageMeta, RouteHandle } from './page-meta';
import { PublicLayout } from './public-layout';

interface RouteModule {
  Component: ComponentType;
}

/** The route modules (`app/routes/*.tsx`), each loaded on demand: its own chunk. */
const ROUTE_MODULES = import.meta.glob<RouteModule>('./routes/*.tsx');

/** A screen: the route module `app/routes/<name>.tsx`, loaded lazily, and what its page says about itself. */
function screen(name: string, meta?: PageMeta): Pick<RouteObject, 'lazy' | 'handle'> {
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
          title: 'Book a football turf slot',
          description: `${venue.name} in ${venue.address}: pick a date and a 1.5-hour slot, send a booking request and get your Booking ID in a minute.`,
          prerender: true,
        }),
      },
      {
        path: PATHS.slots,
        ...screen('slots', {
          title: 'Book a slot',
          description:
            'Pick a date and one of 16 fixed 1.5-hour slots, see what is free, and send a booking request with your name and phone.',
          prerender: true,
          // Today's month in the calendar while the app is still on its way (the HTML holds no date).
          earlyScript: 'src/features/slots/prefill-calendar.ts',
          // Visitors open it to pick a slot, and its slot list is a placeholder until the app runs: the app's
          // scripts are asked for with the page, not after its first paint (decision 038).
          appAtOnce: true,
        }),
      },
      {
        path: PATHS.events,
        ...screen('events', {
          title: 'Events',
          description: `Tournaments and what is coming soon at ${venue.name}: swimming, table tennis and dining.`,
          prerender: true,
        }),
      },
      {
        path: PATHS.contact,
        ...screen('contact', {
          title: 'Contact us',
          description: `Reach ${venue.name} on Messenger, WhatsApp, by phone or e-mail.`,
          prerender: true,
        }),
      },
      {
        // Not prerendered: its list is what this device keeps.
        path: PATHS.myRequests,
        ...screen('my-requests', {
          title: 'My requests',
          description: 'Your booking requests on this phone, their Booking IDs and whether the venue confirmed them.',
        }),
      },
      {
        path: PATHS.login,
        ...screen('login', {
          title: 'Admin Login',
          description: `The turf manager's sign-in to the ${venue.name} admin panel.`,
          prerender: true,
        }),
      },
      {
        path: '*',
        ...screen('not-found', {
          title: 'Page not found',
          description: 'This page does not exist. Go back to the home page or book a slot.',
        }),
      },
    ],
  },
  // The panel names each of its screens itself (document.title in its pages).
  { path: `${PATHS.admin}/*`, ...screen('admin') },
];
