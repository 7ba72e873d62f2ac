import 'fake-indexeddb/auto';
// DOM matchers (toBeInTheDocument, toHaveTextContent, ...) on Vitest's expect, typed.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { DEFAULT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import { afterEach } from 'vitest';
import { en } from '../src/i18n/catalogue-en';
import { setTextWithoutProvider } from '../src/i18n/text';

// findBy/waitFor give a loaded two-core machine ten seconds, not one, as the browser tests' polls do: a screen that never
// gets there still fails, one that gets there late (a role query over the whole panel, two workers busy) no longer does.
configure({ asyncUtilTimeout: 10_000 });

// Screens rendered without a TextProvider read English, the spec's language (the app always provides its page's).
setTextWithoutProvider(en);

// Every page the server sends carries the venue's settings it was rendered with (decision 055); these tests' page
// carries the first-start ones, as a new install's does.
const pageSettings = document.createElement('script');
pageSettings.type = 'application/json';
pageSettings.id = 'venue-settings'; // PAGE_SETTINGS_ID; imported, its module would load before this line
pageSettings.textContent = JSON.stringify({ version: 0, settings: DEFAULT_SETTINGS });
// Beside head and body, which some tests replace.
document.documentElement.append(pageSettings);

afterEach(() => cleanup());

// The app asks the server for the venue's settings at its start (lib/venue-settings.ts). No server runs beside these
// tests, so that ask fails as it would offline and the screens keep the settings they were rendered with; a test about
// the settings answers it itself (vi.stubGlobal('fetch', ...)).
const browserFetch = globalThis.fetch;
globalThis.fetch = (input, init) =>
  String(input instanceof Request ? input.url : input).includes('/api/settings')
    ? Promise.reject(new TypeError('Failed to fetch'))
    : browserFetch(input, init);
