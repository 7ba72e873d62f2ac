import { formatLongDate } from '@turf/sync-contract/time';
import type { OutboxItem } from '../outbox';

/** The chat message a visitor sends the manager: the Booking ID first, then what identifies the booking. */
export function whatsappMessage(item: Pick<OutboxItem, 'id' | 'name' | 'date' | 'time'>): string {
  return [
    'Hello! I sent a booking request.',
    `Booking ID: ${item.id}`,
    `Reference name: ${item.name}`,
    `Date: ${formatLongDate(item.date)}`,
    `Slot: ${item.time}`,
  ].join('\n');
}
