/**
 * Everything that names the venue. The values below are clearly fictional examples in the right formats;
 * a venue overrides them at build time (the PWA reads `VITE_VENUE_*`, see the README).
 */
export interface Venue {
  name: string;
  shortName: string;
  tagline: string;
  address: string;
  /** International format, used for `tel:` links. */
  phone: string;
  email: string;
  messengerUrl: string;
  /** Digits only with the country code, as WhatsApp's click-to-chat links need. */
  whatsappNumber: string;
  facebookUrl: string;
  instagramUrl: string;
}

export const EXAMPLE_VENUE: Venue = {
  name: 'Turf Arena',
  shortName: 'Turf',
  tagline: 'Book a 7/8-a-side pitch in a minute, even on one bar of signal.',
  address: 'Zindabazar, Sylhet, Bangladesh',
  phone: '+8801700000000',
  email: 'hello@turf.example',
  messengerUrl: 'https://m.me/turf.example',
  whatsappNumber: '8801700000000',
  facebookUrl: 'https://www.facebook.com/turf.example',
  instagramUrl: 'https://www.instagram.com/turf.example',
};

const ENV_KEYS: Record<keyof Venue, string> = {
  name: 'VENUE_NAME',
  shortName: 'VENUE_SHORT_NAME',
  tagline: 'VENUE_TAGLINE',
  address: 'VENUE_ADDRESS',
  phone: 'VENUE_PHONE',
  email: 'VENUE_EMAIL',
  messengerUrl: 'VENUE_MESSENGER_URL',
  whatsappNumber: 'VENUE_WHATSAPP_NUMBER',
  facebookUrl: 'VENUE_FACEBOOK_URL',
  instagramUrl: 'VENUE_INSTAGRAM_URL',
};

/** The example venue with any `VENUE_*` (or `<prefix>VENUE_*`) values from an environment laid over it. */
export function venueFromEnv(env: Record<string, string | undefined>, prefix = ''): Venue {
  const venue: Venue = { ...EXAMPLE_VENUE };
  for (const key of Object.keys(ENV_KEYS) as (keyof Venue)[]) {
    const value = env[`${prefix}${ENV_KEYS[key]}`]?.trim();
    if (value) venue[key] = value;
  }
  return venue;
}

export function whatsappLink(venue: Venue, text?: string): string {
  const base = `https://wa.me/${venue.whatsappNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export function telLink(venue: Venue): string {
  return `tel:${venue.phone}`;
}

export function mailtoLink(venue: Venue): string {
  return `mailto:${venue.email}`;
}
