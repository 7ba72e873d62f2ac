import { addDays, isIsoDate } from '@turf/sync-contract/time';

/** Days in the board's week, Sunday first as the calendar's (docs/product.md#slots-page). */
export const WEEK_DAYS = 7;

/** The Sunday of the week `date` falls in: the board loads a week at a time, and keys it by this day. */
export function weekStart(date: string): string {
  return addDays(date, -new Date(`${date}T00:00:00Z`).getUTCDay());
}

/** The seven dates of the week starting `from`. */
export function weekDates(from: string): string[] {
  return Array.from({ length: WEEK_DAYS }, (_, day) => addDays(from, day));
}

/** `?date=` as the board reads it: a real date, else none (and the board shows today). */
export function dateParam(value: string | null): string | null {
  return value !== null && isIsoDate(value) ? value : null;
}
