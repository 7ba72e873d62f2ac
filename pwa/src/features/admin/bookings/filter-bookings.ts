import type { Booking } from '@turf/sync-contract/schemas';
import { addDays } from '@turf/sync-contract/time';
import { type OwedFacts, owesMoney } from './payment-state';

export type BookingPeriod = 'upcoming' | 'past' | 'all';

export interface BookingFilters {
  period: BookingPeriod;
  unpaidOnly: boolean;
  /** `YYYY-MM-DD`, or empty for any date. A chosen date wins over the period: the manager asked for that day. */
  date: string;
}

export const DEFAULT_FILTERS: BookingFilters = { period: 'upcoming', unpaidOnly: false, date: '' };

/** Today's games count as upcoming until the venue's day ends. `today` is today at the venue. */
export function filterBookings<T extends Pick<Booking, 'date'> & OwedFacts>(
  bookings: readonly T[],
  filters: BookingFilters,
  today: string,
): T[] {
  return bookings.filter((booking) => {
    // A cancelled booking owes nothing, so it is never unpaid (decision 071).
    if (filters.unpaidOnly && !owesMoney(booking)) return false;
    if (filters.date) return booking.date === filters.date;
    if (filters.period === 'upcoming') return booking.date >= today;
    if (filters.period === 'past') return booking.date < today;
    return true;
  });
}

/** Days from `from` to `to`, both included; an end left out is open. */
export interface DateRange {
  from?: string;
  to?: string;
}

/**
 * The days the filters show, for the CSV export: a chosen date, upcoming from today, past until yesterday, or all. The
 * `Unpaid only` filter is not a range: the file has every booking of those days, with what each still owes.
 */
export function filterDateRange(filters: BookingFilters, today: string): DateRange {
  if (filters.date) return { from: filters.date, to: filters.date };
  if (filters.period === 'upcoming') return { from: today };
  if (filters.period === 'past') return { to: addDays(today, -1) };
  return {};
}
