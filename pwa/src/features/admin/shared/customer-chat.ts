import type { Slot } from '@turf/sync-contract/slots';
import { formatLongDate } from '@turf/sync-contract/time';
import { venue } from '../../../lib/venue';

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

/** The message after the manager books for a customer: the venue, the date, the time and the Booking ID. */
export function bookingSavedMessage(booking: { id: string; name: string; date: string; time: string }): string {
  return [
    `Hello ${booking.name}! Your booking at ${venue.name} is confirmed.`,
    `Booking ID: ${booking.id}`,
    `Date: ${formatLongDate(booking.date)}`,
    `Time: ${booking.time}`,
  ].join('\n');
}

/** The same for a weekly series: every date booked with its own Booking ID, and the weeks that could not be. */
export function seriesSavedMessage(series: {
  name: string;
  time: string;
  booked: readonly BookedDate[];
  skipped: readonly { date: string; reason: string }[];
}): string {
  return [
    `Hello ${series.name}! Your weekly booking at ${venue.name} is confirmed.`,
    `Time: ${series.time}`,
    ...series.booked.map((booking) => `${formatLongDate(booking.date)}: Booking ID ${booking.id}`),
    ...series.skipped.map((skip) => `${formatLongDate(skip.date)}: not available (${skip.reason})`),
  ].join('\n');
}

/**
 * To a customer whose request lost the slot to another: polite, naming the slot, and offering what is still free that
 * day (at most three), so the reply can be a booking rather than a goodbye.
 */
export function slotTakenMessage(request: {
  id: string;
  name: string;
  date: string;
  time: string;
  /** Null while the day's free slots are not known (offline, still loading): the message then names none. */
  freeSlots: readonly Slot[] | null;
}): string {
  const day = formatLongDate(request.date);
  const free = request.freeSlots;
  return [
    `Hello ${request.name}, this is ${venue.name}.`,
    `Sorry, ${request.time} on ${day} is already booked, so we could not confirm your request ${request.id}.`,
    free === null
      ? 'Reply here and we will help you find another slot.'
      : free.length > 0
        ? `Still free that day: ${free.map((slot) => slot.time).join(', ')}. Reply here if one suits you.`
        : 'That day is fully booked now. Reply here and we will help you find another day.',
  ].join('\n');
}
