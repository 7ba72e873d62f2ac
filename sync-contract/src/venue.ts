/**
 * The fictional example venue: what a new install shows until the manager sets the venue's own values at
 * /admin/settings (the first-start settings, settings-defaults.ts, are built from it).
 */
export const EXAMPLE_VENUE = {
  name: 'Turf Arena',
  shortName: 'Turf',
  tagline: 'Book a 7/8-a-side pitch in a minute, even on one bar of signal.',
  address: 'Zindabazar, Sylhet, Bangladesh',
  /** The tagline and address in Bangla: a new install's Bangla pages show them (the name is a brand, kept as it is). */
  taglineBn: 'এক দাগ নেটওয়ার্কেও এক মিনিটে ৭/৮ জনের মাঠ বুক করুন।',
  addressBn: 'জিন্দাবাজার, সিলেট, বাংলাদেশ',
  /** International format, used for `tel:` links. */
  phone: '+8801700000000',
  email: 'hello@turf.example',
  messengerUrl: 'https://m.me/turf.example',
  /** Digits only with the country code, as WhatsApp's click-to-chat links need. */
  whatsappNumber: '8801700000000',
  facebookUrl: 'https://www.facebook.com/turf.example',
  instagramUrl: 'https://www.instagram.com/turf.example',
};

/** A WhatsApp chat with `number` (digits with the country code), `text` already written when given. */
export function whatsappLink(number: string, text?: string): string {
  const base = `https://wa.me/${number}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** A call to `phone`, in international format. */
export function telLink(phone: string): string {
  return `tel:${phone}`;
}

export function mailtoLink(email: string): string {
  return `mailto:${email}`;
}
