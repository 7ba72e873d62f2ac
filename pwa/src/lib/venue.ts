import { banglaDigits } from '@turf/sync-contract/bangla';
import type { Locale } from '@turf/sync-contract/locale';

/**
 * Shows a Bangladeshi number the way people write it: `+880 1700-000000`, in Bangla digits on a Bangla page (as its
 * dates and prices are). Only what is read: a `tel:` link keeps the Latin digits a phone dials.
 */
export function displayPhone(phone: string, locale: Locale = 'en'): string {
  const match = /^\+880(\d{4})(\d{6})$/.exec(phone);
  const shown = match ? `+880 ${match[1]}-${match[2]}` : phone;
  return locale === 'bn' ? banglaDigits(shown) : shown;
}
