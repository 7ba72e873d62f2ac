import { type Venue, venueFromEnv } from '@turf/sync-contract/venue';

/**
 * The venue this build is for: the contract's example values with any `VITE_VENUE_*` build variables laid
 * over them. Vite inlines those at build time, so a venue rebrands with env vars, not code.
 */
export const venue: Venue = venueFromEnv(import.meta.env as unknown as Record<string, string | undefined>, 'VITE_');

/** Shows a Bangladeshi number the way people write it: `+880 1700-000000`. */
export function displayPhone(phone: string): string {
  const match = /^\+880(\d{4})(\d{6})$/.exec(phone);
  return match ? `+880 ${match[1]}-${match[2]}` : phone;
}
