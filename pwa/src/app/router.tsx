import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

/**
 * Resolves once the route modules of the address opened have loaded. Rendering only then swaps the prerendered
 * HTML for the live page in one step, instead of blanking it while a lazy chunk is on its way.
 */
export function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
