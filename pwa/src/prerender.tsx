import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from './app/routes';

/**
 * The public pages the build writes as HTML (`vite build --ssr` of this file, then the prerender plugin in
 * vite.config.ts), so a phone paints them before any script has run; the app then renders over them. `module`
 * names the route's source file, whose CSS and chunks the page links up front.
 */
export const PRERENDERED_PAGES = [
  { path: '/', module: 'src/features/home/home-route.tsx' },
  { path: '/slots', module: 'src/features/slots/slots-route.tsx' },
  { path: '/events', module: 'src/features/events/events-route.tsx' },
  { path: '/contact', module: 'src/features/contact/contact-route.tsx' },
  { path: '/login', module: 'src/features/admin/login-route.tsx' },
] as const;

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
