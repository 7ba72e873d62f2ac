import type { Locale } from '@turf/sync-contract/locale';
import { adminBn } from './admin-bn';
import { type AdminCatalogue, adminEn } from './admin-en';
import { useText } from './text';

/**
 * The panel's texts in a language. Both catalogues live in the panel's lazy chunk, never in a public page's: the
 * panel follows the site's language, and writes to each customer in the language of their request.
 */
export function adminCatalogue(locale: Locale | undefined): AdminCatalogue {
  return locale === 'bn' ? adminBn : adminEn;
}

/** The panel's texts in the site's language (the catalogue the TextProvider gives). */
export function useAdminText(): AdminCatalogue {
  return adminCatalogue(useText().locale);
}
