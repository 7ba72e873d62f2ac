import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { Settings, VersionedSettings } from '@turf/sync-contract/schemas';
import { createContext, createElement, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { CHANNELS } from './config';

/**
 * The venue's settings as this page shows them (issue 16, decision 055): the one place every visitor screen reads the
 * venue's name, contacts, texts, prices and booking horizon from.
 *
 * The server renders every page once per settings version and writes that version into the page
 * (`<script type="application/json" id="venue-settings">`), so the first paint needs no request and the app hydrates
 * against the same values. Once the app runs it asks the server again (`refreshVenueSettings`, an ETag revalidation
 * that costs a 304 when nothing changed): a newer version is shown at once, and the service worker is asked to fetch
 * its copies of the pages again, so the next visit, online or not, opens with it. Offline, the page is the service
 * worker's last copy, so it shows the last version this phone had. No React Query here: the landing page stays free of
 * it (decision 038), and a value that changes a few times a year needs no cache policy beyond one revalidation.
 */

/** The id of the page's settings script, written by the renderer (src/prerender.tsx). */
export const PAGE_SETTINGS_ID = 'venue-settings';

/** A phone on one bar of signal gets this long; meanwhile the page's own version stays shown. */
const SETTINGS_TIMEOUT_MS = 4_000;

/**
 * What the page was rendered with: on the server, the version being rendered; in the browser, the page's own script
 * (main.tsx provides it, or the first-start settings, loaded apart, for a page without one). Hydration compares against
 * it, so the two must be the same. The first-start document is not in the landing page's scripts: every page carries
 * its own settings.
 */
const RenderedSettings = createContext<VersionedSettings | null>(null);

let pageOwn: VersionedSettings | null | undefined;
/**
 * The version written into this page, parsed once, when first asked (a module may load before the script is in the
 * document); `null` on the server or in a page without one (the build's bare template).
 */
export function pageSettings(): VersionedSettings | null {
  if (pageOwn !== undefined) return pageOwn;
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(PAGE_SETTINGS_ID)?.textContent;
  try {
    pageOwn = text ? (JSON.parse(text) as VersionedSettings) : null;
  } catch {
    pageOwn = null;
  }
  return pageOwn;
}

/** The server's renderer gives each render its version, and main.tsx the page's. */
export function RenderedSettingsProvider({ value, children }: { value: VersionedSettings; children: ReactNode }) {
  return createElement(RenderedSettings.Provider, { value }, children);
}

let shown: VersionedSettings | null = null;
const listeners = new Set<() => void>();

function show(next: VersionedSettings | null): void {
  shown = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The part of the settings a screen shows, e.g. `useVenueSettings((s) => s.prices)`: the rendered version until the
 * server has given a newer one on this visit, then that one.
 */
export function useVenueSettings<Part>(part: (settings: Settings) => Part): Part {
  const rendered = useContext(RenderedSettings) ?? pageSettings();
  if (rendered === null) throw new Error('No venue settings: the page carries none and no provider gave them');
  const current = useSyncExternalStore(
    subscribe,
    () => shown ?? rendered,
    () => rendered,
  );
  return part(current.settings);
}

/** The version this page shows now (0: the first-start settings, which a page without its own shows). */
export function shownVersion(): number {
  return (shown ?? pageSettings())?.version ?? 0;
}

/** Asks the service worker to fetch its copies of the pages again, until they carry `version`. */
function refreshPageCopies(version: number): void {
  navigator.serviceWorker?.controller?.postMessage({ type: CHANNELS.refreshPages, version });
}

/**
 * A version this phone learnt of without asking (the manager's own save): shown at once, and the page copies follow.
 * `null` goes back to the page's own version (a test between cases).
 */
export function showVenueSettings(next: VersionedSettings | null): void {
  if (next === null) {
    show(null);
  } else if (next.version !== shownVersion()) {
    show(next);
    refreshPageCopies(next.version);
  }
}

let asking: Promise<void> | null = null;

/**
 * `GET /api/settings`, revalidated rather than refetched: the browser sends the ETag it holds and an unchanged version
 * costs a 304 with no body. A different version than the one shown is shown at once, and the service worker refreshes
 * its page copies. Offline or failing, the page's version stays: nothing to tell the visitor.
 */
export function refreshVenueSettings(): Promise<void> {
  asking ??= (async () => {
    try {
      // The platform's fetch, not the app's API client: the landing page carries no more than it needs (decision 038).
      const response = await fetch(API_PATHS.settings, {
        cache: 'no-cache',
        signal: AbortSignal.timeout(SETTINGS_TIMEOUT_MS),
      });
      if (!response.ok) return;
      const answer = (await response.json()) as VersionedSettings;
      if (answer.version !== shownVersion()) {
        show(answer);
        refreshPageCopies(answer.version);
      }
    } catch {
      // Offline, or the server is down: the page's own version is the last one this phone had.
    } finally {
      asking = null;
    }
  })();
  return asking;
}

/** Asks again whenever the phone comes back online or the page back into view (a tab open for days). */
export function followVenueSettings(): void {
  void refreshVenueSettings();
  window.addEventListener('online', () => void refreshVenueSettings());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refreshVenueSettings();
  });
}
