import { SETTINGS_PHONE_PATTERN_SOURCE } from '@turf/sync-contract/settings';
import { typedPhone } from './typed-number';

const PHONE = new RegExp(SETTINGS_PHONE_PATTERN_SOURCE);

/**
 * The WhatsApp number to offer after the phone changed from `phoneBefore` to `venue.phone`: the new phone's digits
 * (wa.me wants no `+`), when WhatsApp still holds the old phone's. Null when there is nothing to offer: the phone is
 * unchanged or not a whole number yet, WhatsApp is blank (the site shows no WhatsApp link) or a number of its own.
 */
export function whatsappToOffer(venue: { phone: string; whatsappNumber: string }, phoneBefore: string): string | null {
  const phone = typedPhone(venue.phone);
  const before = typedPhone(phoneBefore);
  if (phone === before || !PHONE.test(phone)) return null;
  const whatsapp = typedPhone(venue.whatsappNumber);
  return whatsapp !== '' && whatsapp === before.replace(/^\+/, '') ? phone.slice(1) : null;
}
