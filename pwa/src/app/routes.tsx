import type { RouteObject } from 'react-router-dom';
import { PublicLayout } from './public-layout';

/**
 * Every screen is its own lazy chunk so a visitor's first load carries only the shell and the page opened;
 * the admin panel (and Dexie, React Query) are never part of the landing page. The browser router and the
 * build's prerenderer (src/prerender.tsx) share this one table.
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, lazy: () => import('../features/home/home-route') },
      { path: 'slots', lazy: () => import('../features/slots/slots-route') },
      { path: 'events', lazy: () => import('../features/events/events-route') },
      { path: 'contact', lazy: () => import('../features/contact/contact-route') },
      { path: 'my-requests', lazy: () => import('../features/my-requests/my-requests-route') },
      { path: 'login', lazy: () => import('../features/admin/login-route') },
      { path: '*', lazy: () => import('../features/not-found/not-found-route') },
    ],
  },
  { path: 'admin/*', lazy: () => import('../features/admin/admin-route') },
];
