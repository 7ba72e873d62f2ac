import { isLocale, type Locale } from '@turf/sync-contract/locale';
import {
  UNSAFE_createRouter as createRouter,
  type DataRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from 'react-router-dom';
import { createLanguageHistory } from './language-history';
import { routes } from './routes';

/** The page's language: what its HTML says (`<html lang>`), which the server or the service worker chose. */
export function pageLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : 'en';
}

export const languageHistory = createLanguageHistory(pageLocale());

let router: DataRouter | undefined;

/**
 * The app's one router, made on first use rather than when the app's chunk is evaluated: matching the routes and
 * starting the first navigation is a third of that evaluation, and done in a task of its own it no longer lengthens
 * the one long task a slow phone already spends on the chunk (issue 12's `/slots` score).
 *
 * `createBrowserRouter`'s own steps, with the language-aware history (app/language-history.ts) instead of the
 * browser's: react-router takes a custom history only through these exports.
 */
export function appRouter(): DataRouter {
  router ??= createRouter({
    routes,
    history: languageHistory,
    mapRouteProperties,
    hydrationRouteProperties,
  }).initialize();
  return router;
}

/**
 * Resolves once the route modules of the address opened have loaded. Rendering only then swaps the prerendered
 * HTML for the live page in one step, instead of blanking it while a lazy chunk is on its way.
 */
export function routerReady(): Promise<void> {
  const ready = appRouter();
  if (ready.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = ready.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
