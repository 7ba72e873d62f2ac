import { addDays, daysBetween, isIsoDate } from '@turf/sync-contract/time';

/** Days in the board's week. */
export const WEEK_DAYS = 7;

/** The Sunday of the week `date` falls in, as the calendar has weeks. */
export function weekStart(date: string): string {
  return addDays(date, -new Date(`${date}T00:00:00Z`).getUTCDay());
}

/**
 * The first day of the board's week holding `date`: weeks roll from `today` (today to 6 days on, then the 7 after),
 * not Sunday to Saturday, so late in a week the days ahead are on the screen, not behind `Next week` (issue 29).
 */
export function boardWeekStart(date: string, today: string): string {
  return addDays(today, Math.floor(daysBetween(today, date) / WEEK_DAYS) * WEEK_DAYS);
}

/** The seven dates of the week starting `from`. */
export function weekDates(from: string): string[] {
  return Array.from({ length: WEEK_DAYS }, (_, day) => addDays(from, day));
}

/** `?date=` as the board reads it: a real date, else none (and the board shows today). */
export function dateParam(value: string | null): string | null {
  return value !== null && isIsoDate(value) ? value : null;
}
