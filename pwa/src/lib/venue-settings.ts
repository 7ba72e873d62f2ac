import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { Settings, VersionedSettings } from '@turf/sync-contract/schemas';
import { DEFAULT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import { apiRequest } from './api-client';
import { queryClient } from './query-client';

/**
 * The venue's settings as the visitor sees them (issue 16): the one place the visitor's screens read prices and the
 * booking horizon from. Three sources, best first: the server's answer on this visit, the last copy this phone kept
 * (offline, or until the server answers), and the first-start `DEFAULT_SETTINGS` (before either is known, which is
 * also what the prerendered HTML shows, so attaching to it changes nothing).
 *
 * Nothing here runs before the page has painted: the query starts when a screen that reads it has mounted in the
 * browser (decision 038). The answer is not checked against the settings' TypeBox schema: the server serialises it
 * with that schema, and the schema would weigh more than the rest of the page's own code.
 */

export const venueSettingsKey = ['venue-settings'] as const;

/** A phone on one bar of signal gets this long; meanwhile (and after) the device copy is shown. */
const SETTINGS_TIMEOUT_MS = 4_000;

/** What a screen shows before any answer: the prerendered HTML's values. */
const FIRST_START: VersionedSettings = { version: 0, settings: DEFAULT_SETTINGS };

/** Dexie loads beside the request, not before the page paints (as for the taken slots). */
const loadDb = () => import('./db').then((module) => module.db);

async function readDeviceCopy(): Promise<VersionedSettings | null> {
  try {
    return (await (await loadDb()).settings.get('public'))?.value ?? null;
  } catch {
    // Private mode or a blocked IndexedDB: the same as no copy.
    return null;
  }
}

async function keepDeviceCopy(value: VersionedSettings): Promise<void> {
  try {
    await (await loadDb()).settings.put({ key: 'public', value, fetchedAt: Date.now() });
  } catch {
    // A full disk only loses the offline copy; the screen shows the fresh answer anyway.
  }
}

const sameAnswer = (a: VersionedSettings | null, b: VersionedSettings) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `GET /api/settings`, revalidated rather than refetched: the browser sends the ETag it holds and an unchanged version
 * costs a 304 with no body (decision 041). The phone's copy is read beside it and shown while the server has not
 * answered; an answer replaces it, and becomes the copy only when it differs (a page load writes nothing otherwise).
 * With no answer, the copy stays shown, marked stale so that reconnecting asks again.
 */
export async function getVenueSettings(): Promise<VersionedSettings> {
  const deviceCopy = readDeviceCopy();
  let answered = false;
  void deviceCopy.then((copy) => {
    if (copy && !answered && queryClient.getQueryData(venueSettingsKey) === undefined) {
      queryClient.setQueryData(venueSettingsKey, copy, { updatedAt: 0 });
    }
  });
  let answer: VersionedSettings;
  try {
    answer = await apiRequest<VersionedSettings>(API_PATHS.settings, {
      timeoutMs: SETTINGS_TIMEOUT_MS,
      cache: 'no-cache',
    });
    answered = true;
  } catch (error) {
    await deviceCopy;
    throw error;
  }
  if (!sameAnswer(await deviceCopy, answer)) await keepDeviceCopy(answer);
  return answer;
}

export const venueSettingsQueryOptions = queryOptions({
  queryKey: venueSettingsKey,
  queryFn: getVenueSettings,
  // The settings change a few times a year; a new visit (a page load) asks again, and so does reconnecting.
  staleTime: 5 * 60_000,
  // Until an answer, every screen shows the prerendered page's values.
  placeholderData: FIRST_START,
});

/**
 * The part of the settings a screen shows, e.g. `useVenueSettings((s) => s.prices)`. A screen re-renders only when its
 * part changes: an answer equal to what is shown (the defaults, or the phone's copy) keeps the same object
 * (TanStack Query's structural sharing), so it costs no render. Through the app's one query client whether or not a
 * provider is above (the price panel and the slot list are also used on their own).
 */
export function useVenueSettings<Part>(part: (settings: Settings) => Part): Part {
  const { data } = useQuery(
    { ...venueSettingsQueryOptions, select: (answer: VersionedSettings) => part(answer.settings) },
    queryClient,
  );
  // Always defined with `placeholderData`; the fallback only satisfies the type.
  return data ?? part(DEFAULT_SETTINGS);
}
