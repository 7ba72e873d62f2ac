import type { Locale } from '@turf/sync-contract/locale';
import type { LocalText, SeriesSkipReason } from '@turf/sync-contract/schemas';
import type { Slot } from '@turf/sync-contract/slots';
import { adminCatalogue } from '../../../i18n/admin-text';
import { localText } from '../../../i18n/local-text';

/**
 * A customer's WhatsApp chat, opened from the manager's phone with the message already written. The stored phone is
 * `01XXXXXXXXX` (the only form the server keeps); WhatsApp wants the number with the country code and no zero:
 * `8801XXXXXXXXX`.
 */
export function customerWhatsappLink(phone: string, text: string): string {
  const international = `880${phone.replace(/^0/, '')}`;
  return `https://wa.me/${international}?text=${encodeURIComponent(text)}`;
}

/** One booked date of a message: its date, the slot's time and its Booking ID. */
export interface BookedDate {
  id: string;
  date: string;
}

/**
 * The messages below are in the customer's language (issue 15): a request's `lang`, the one the visitor used; absent
 * (a request made before it was recorded) is English. `venueName` is the settings' (`venue.name`), written in that
 * language when the manager has given it.
 */

/** The message after the manager books for a customer: the venue, the date, the time and the Booking ID. */
export function bookingSavedMessage(
  booking: { id: string; name: string; date: string; time: string },
  venueName: LocalText,
  lang?: Locale,
): string {
  return adminCatalogue(lang).customerChat.bookingSaved(booking, localText(venueName, lang ?? 'en'));
}

/** The same for a weekly series: every date booked with its own Booking ID, and the weeks that could not be. */
export function seriesSavedMessage(
  series: {
    name: string;
    time: string;
    booked: readonly BookedDate[];
    skipped: readonly { date: string; reason: SeriesSkipReason }[];
  },
  venueName: LocalText,
  lang?: Locale,
): string {
  return adminCatalogue(lang).customerChat.seriesSaved(series, localText(venueName, lang ?? 'en'));
}

/**
 * To a customer whose request lost the slot to another: polite, naming the slot, and offering what is still free that
 * day (at most three), so the reply can be a booking rather than a goodbye. In the language of their request.
 */
export function slotTakenMessage(
  request: {
    id: string;
    name: string;
    date: string;
    time: string;
    lang?: Locale | undefined;
    /** Null while the day's free slots are not known (offline, still loading): the message then names none. */
    freeSlots: readonly Slot[] | null;
  },
  venueName: LocalText,
): string {
  return adminCatalogue(request.lang).customerChat.slotTaken(
    { ...request, freeTimes: request.freeSlots === null ? null : request.freeSlots.map((slot) => slot.time) },
    localText(venueName, request.lang ?? 'en'),
  );
}
