import './app/global.css';

/**
 * `ADMIN_FRAME_ATTRIBUTE` of lib/config.ts, written out: an import here would make a chunk this script shares with the
 * app, and the build would then preload the app with the page's HTML instead of after its first paint (decision 038).
 */
const ADMIN_FRAME_ATTRIBUTE = 'data-admin-frame';

/**
 * The page's one script tag. A public page arrives painted (its HTML is prerendered, its styles inlined), so the
 * app, React and the route's code, is fetched only once that HTML is on screen: a phone's slow link carries the page
 * first and the scripts after it, instead of both at once (decision 038). The page names the chunks its route needs
 * (`<meta name="app-chunks">`, written by the prerenderer); they are preloaded beside the app, not one after another.
 * The bare app shell (`/my-requests`) and the panel's frame have nothing more to show before the app, so they start at once, as
 * does a page opened in the background, which paints nothing until it is looked at. `/slots` waits too (decision
 * 056): asked for with its HTML, its scripts held up the paint by a second in Lighthouse's estimate.
 */
const CHUNKS_META = 'meta[name="app-chunks"]';

/**
 * The panel's shell names each screen's own chunks by its address (`<meta name="screen-chunks" data-path>`, decision
 * 075): those of the address opened, its language and trailing slash aside.
 */
function screenChunks(): string[] {
  const path = location.pathname.replace(/^\/(en|bn)(?=\/|$)/, '').replace(/\/+$/, '');
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="screen-chunks"][data-path="${CSS.escape(path)}"]`);
  return meta?.content.split(' ') ?? [];
}

function startApp(): void {
  const chunks = [
    ...(document.querySelector<HTMLMetaElement>(CHUNKS_META)?.content.split(' ') ?? []),
    ...screenChunks(),
  ];
  for (const href of chunks) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import('./main');
}

/**
 * Runs `start` once the browser reports the first contentful paint (what Lighthouse and a visitor count as the page
 * being there), or after a frame where paint timing is missing. A tab sent to the background first starts at once,
 * and a timer covers anything else that keeps the paint from coming.
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  let observer: PerformanceObserver | undefined;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    document.removeEventListener('visibilitychange', once);
    start();
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    // A rAF callback runs just before its frame is painted; a task queued from it runs after.
    requestAnimationFrame(() => setTimeout(once, 0));
  }
  document.addEventListener('visibilitychange', once);
  setTimeout(once, 3000);
}

const painted = document.getElementById('root')?.firstElementChild;
// The panel's frame (decision 075) is no page to hold the link for: its HTML is small and already in, and the panel
// has nothing more to show until its scripts run, so they start at once, as the bare shell's do.
const prerendered = painted != null && !painted.hasAttribute(ADMIN_FRAME_ATTRIBUTE);
if (prerendered && document.visibilityState === 'visible') afterFirstPaint(startApp);
else startApp();
