import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { routerReady } from './app/router';
import { beginHydration } from './lib/hydration';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The build prerenders the public pages (src/prerender.tsx): keep that HTML and attach to it, so what is already
// on screen is not painted a second time. Other addresses get the empty app shell and render from scratch.
// Either waits for the route's lazy modules, as hydrating lazy routes requires, and runs as a transition, which
// React works through in slices of a few milliseconds instead of one long task that a slow phone would feel.
void routerReady().then(() =>
  startTransition(() => {
    if (root.firstElementChild) {
      beginHydration();
      hydrateRoot(root, app);
    } else {
      createRoot(root).render(app);
    }
  }),
);
void import('./app/pwa-update').then((pwa) => pwa.startPwa());
