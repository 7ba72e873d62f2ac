import type { Locale } from '@turf/sync-contract/locale';
import type { Catalogue } from './catalogue-en';

// One function per language: the bundler preloads each dynamic import's own chunks where it is written, and a single
// conditional expression got one list for both, so a Bangla page fetched the English texts too.
const LOADERS: Readonly<Record<Locale, () => Promise<Catalogue>>> = {
  en: async () => (await import('./catalogue-en')).en,
  bn: async () => (await import('./catalogue-bn')).bn,
};

/** Source file of each language's catalogue: the build finds its chunk by it. */
export const CATALOGUE_MODULES: Readonly<Record<Locale, string>> = {
  en: 'src/i18n/catalogue-en.ts',
  bn: 'src/i18n/catalogue-bn.ts',
};

/**
 * Each language's catalogue is a chunk of its own, loaded by the page that shows it (decision 043): an English page
 * never downloads the Bangla texts, nor a Bangla page the English ones. The page's HTML names its catalogue's chunk
 * beside its route's (the prerender plugin reads `CATALOGUE_MODULES`), so it arrives with the app, not after it.
 */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  return LOADERS[locale]();
}
