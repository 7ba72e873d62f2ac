import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { languageHistory, pageLocale, routerReady } from './app/router';
import { loadCatalogue } from './i18n/catalogues';
import { LanguageProvider } from './i18n/language';
import { ADMIN_FRAME_ATTRIBUTE } from './lib/config';
import { beginHydration } from './lib/hydration';
import { pageSettings, RenderedSettingsProvider } from './lib/venue-settings';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const locale = pageLocale();
const moveAddress = languageHistory.setLanguage;
// The build prerenders the public pages (src/prerender.tsx): keep that HTML and attach to it, so what is already
// on screen is not painted a second time. Other addresses get the empty app shell and render from scratch.
// The panel's shell carries a frame painted for the wait (decision 075), not a page to attach to: the app renders over
// it, and React swaps it for the live panel in one commit.
// Either waits for the route's lazy modules, as hydrating lazy routes requires, and for the page's catalogue (a chunk
// of its own, which the page preloads: decision 043), and runs as a transition, which React works through in slices
// of a few milliseconds instead of one long task that a slow phone would feel.
// The router is made in a task of its own (a zero timer), after the one that evaluated this chunk: two shorter tasks
// instead of one long one for a slow phone to sit through (issue 12).
const routed = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(routerReady);
// The venue's settings the page was rendered with (every page the server sends carries them); the first-start ones,
// a chunk of their own, only for the build's bare template.
const ownSettings = pageSettings();
const settings = ownSettings
  ? Promise.resolve(ownSettings)
  : import('@turf/sync-contract/settings-defaults').then(({ DEFAULT_SETTINGS }) => ({
      version: 0,
      settings: DEFAULT_SETTINGS,
    }));
void Promise.all([loadCatalogue(locale), routed, settings]).then(([text, , rendered]) =>
  startTransition(() => {
    const app = (
      <StrictMode>
        <RenderedSettingsProvider value={rendered}>
          <LanguageProvider locale={locale} text={text} moveAddress={moveAddress}>
            <App />
          </LanguageProvider>
        </RenderedSettingsProvider>
      </StrictMode>
    );
    if (root.firstElementChild && !root.firstElementChild.hasAttribute(ADMIN_FRAME_ATTRIBUTE)) {
      beginHydration();
      hydrateRoot(root, app);
    } else {
      createRoot(root).render(app);
    }
  }),
);
void import('./app/pwa-update').then((pwa) => pwa.startPwa());
