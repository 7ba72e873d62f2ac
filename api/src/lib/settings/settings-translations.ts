import type { Settings } from '@turf/sync-contract/schemas';

/** A `{ en, bn? }` text of the settings document. */
function isLocalText(value: unknown): value is { en: string; bn?: string } {
  return typeof value === 'object' && value !== null && typeof (value as { en?: unknown }).en === 'string';
}

function fill(stored: unknown, defaults: unknown): unknown {
  if (isLocalText(stored) && isLocalText(defaults)) {
    const untouched = stored.en === defaults.en && stored.bn === undefined && defaults.bn !== undefined;
    return untouched ? { ...stored, bn: defaults.bn } : stored;
  }
  if (Array.isArray(stored) && Array.isArray(defaults)) {
    return stored.map((item, index) => fill(item, defaults[index]));
  }
  if (typeof stored === 'object' && stored !== null && typeof defaults === 'object' && defaults !== null) {
    return Object.fromEntries(
      Object.entries(stored).map(([key, value]) => [key, fill(value, (defaults as Record<string, unknown>)[key])]),
    );
  }
  return stored;
}

/**
 * `stored` with the first-start Bangla added to every text the manager has not changed (its English is still the
 * default's and it has no Bangla). Installs made before the page texts moved into the settings (issue 16) hold an
 * English-only version 1, while their Bangla pages showed the catalogues' Bangla: without this their events, slides
 * and promo would turn English. A text the manager wrote, in either language, is left as it is.
 */
export function withDefaultTranslations(stored: Settings, defaults: Settings): Settings {
  return fill(stored, defaults) as Settings;
}
