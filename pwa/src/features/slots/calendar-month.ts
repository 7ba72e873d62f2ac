/** Pure date arithmetic for the month grid, on `YYYY-MM-DD` strings (UTC maths: no phone time zone leaks in). */

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
