import type { Booking } from '@turf/sync-contract/schemas';
import { startMinutesOfTimeText } from '@turf/sync-contract/slots';

type Sortable = Pick<Booking, 'date' | 'time' | 'createdAt'>;

/**
 * The bookings table's order: by date, then by the slot's start on that date (12 am counts as 0, so L-1 opens
 * the day and N-4 closes it), then by when the booking was made, so equal keys keep a stable, sensible order.
 */
export function compareBookings(a: Sortable, b: Sortable): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const byStart = startMinutesOfTimeText(a.time) - startMinutesOfTimeText(b.time);
  if (byStart !== 0) return byStart;
  return Date.parse(a.createdAt) - Date.parse(b.createdAt);
}

export function sortBookings<T extends Sortable>(bookings: readonly T[]): T[] {
  return [...bookings].sort(compareBookings);
}
