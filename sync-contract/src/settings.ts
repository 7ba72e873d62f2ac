import type { PriceSettings } from './schemas/settings';
import type { Period } from './slots';
import { dayOfWeek, WEEKDAY_NAMES, type Weekday } from './time';

/**
 * The venue's own settings (issue 16): the limits the manager's document is checked against, and the values a new
 * install starts with (settings-defaults.ts).
 */

/** Whole taka: above 0, at most this. */
export const SETTINGS_PRICE_MAX = 100_000;
export const BOOKING_HORIZON_MIN_DAYS = 1;
export const BOOKING_HORIZON_MAX_DAYS = 180;
export const SETTINGS_EVENTS_MAX = 30;
export const SETTINGS_SLIDES_MAX = 10;

/** Bangladesh's weekend: what a venue has until it names other days. */
export const DEFAULT_WEEKEND_DAYS: readonly Weekday[] = ['Friday', 'Saturday'];

/** The day of the week of a `YYYY-MM-DD` date (a calendar date has no zone, so UTC arithmetic is exact). */
export function weekdayOf(date: string): Weekday {
  const name = WEEKDAY_NAMES[dayOfWeek(date)];
  if (name === undefined) throw new RangeError(`Not a date: ${date}`);
  return name;
}

/** What a slot of `period` costs on `date`: the weekend price on the venue's weekend days, when it has one. */
export function priceOn(prices: PriceSettings, date: string, period: Period): number {
  const weekend = prices.weekendDays.includes(weekdayOf(date)) ? prices.weekend : undefined;
  return (weekend ?? prices.regular)[period];
}
