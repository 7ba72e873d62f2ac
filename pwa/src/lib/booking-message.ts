import { formatLongDate } from '@turf/sync-contract/time';

/** The chat message a visitor sends the manager (from the success dialog and from /my-requests): the Booking ID first, then what identifies the booking. */
export function whatsappMessage(item: { id: string; name: string; date: string; time: string }): string {
  return [
    'Hello! I sent a booking request.',
    `Booking ID: ${item.id}`,
    `Reference name: ${item.name}`,
    `Date: ${formatLongDate(item.date)}`,
    `Slot: ${item.time}`,
  ].join('\n');
}
