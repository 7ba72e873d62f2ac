/** Pure date arithmetic for the month grid, on `YYYY-MM-DD` strings (UTC maths: no phone time zone leaks in). */
import { formatLongDate, MONTH_NAMES } from '@turf/sync-contract/time';

export interface YearMonth {
  year: number;
  /** 1-12 */
  month: number;
}

export function yearMonthOf(date: string): YearMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

export function addMonths({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareYearMonth(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

function iso(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/**
 * Six Sunday-first weeks covering the month, days of the neighbouring months filling the rest: always six, so
 * the calendar keeps one height whatever the month (paging months, or the prerendered page's month, never
 * shifts the slot list below it).
 */
export function monthWeeks({ year, month }: YearMonth): string[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const leading = first.getUTCDay();
  const cells = 6 * 7;
  const weeks: string[][] = [];
  for (let i = 0; i < cells; i++) {
    const day = new Date(Date.UTC(year, month - 1, 1 - leading + i));
    if (i % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push(iso(day));
  }
  return weeks;
}

/** `November 2026` */
export function monthTitle({ year, month }: YearMonth): string {
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

/** `Sunday, November 22, 2026`: the name a screen reader gives a day. */
export function dayLabel(date: string): string {
  return `${WEEKDAYS[dayOfWeek(date)]?.[1]}, ${formatLongDate(date)}`;
}

/** `Sunday, November 22`: a day near enough to need no year. */
export function weekdayAndDay(date: string): string {
  return `${WEEKDAYS[dayOfWeek(date)]?.[1]}, ${MONTH_NAMES[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}`;
}

export function dayOfWeek(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;
