import { addDays, dayOfWeek } from '@turf/sync-contract/time';

/** The ranges a manager reaches for, and one of their own. */
export const RANGE_CHOICES = ['week', 'month', 'last30', 'custom'] as const;
export type RangeChoice = (typeof RANGE_CHOICES)[number];

export interface DateRange {
  from: string;
  to: string;
}

/** The days a choice covers on the venue's `today`: this week is Sunday to Saturday, this month its first to last day. */
export function rangeOf(choice: Exclude<RangeChoice, 'custom'>, today: string): DateRange {
  if (choice === 'week') {
    const sunday = addDays(today, -dayOfWeek(today));
    return { from: sunday, to: addDays(sunday, 6) };
  }
  if (choice === 'month') {
    const first = `${today.slice(0, 8)}01`;
    // 31 days past any month's first day is in the next month.
    const nextFirst = `${addDays(first, 31).slice(0, 8)}01`;
    return { from: first, to: addDays(nextFirst, -1) };
  }
  return { from: addDays(today, -29), to: today };
}
