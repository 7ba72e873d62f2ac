import type { Problem } from '@turf/sync-contract/error-codes';
import { BLOCKS_RANGE_MAX_DAYS } from '@turf/sync-contract/schemas';
import { daysBetween, isIsoDate } from '@turf/sync-contract/time';
import { DATE_RANGE_MESSAGE } from './validation-message';

/**
 * `?from=&to=` of the blocks, the schedule and the reports: real dates, `to` not before `from`, at most `maxDays` days
 * counting both ends (for the board, a quarter: what one answer may hold and still be quick). The problem (code and
 * message), or null.
 */
export function dateRangeProblem(from: string, to: string, maxDays = BLOCKS_RANGE_MAX_DAYS): Problem | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return { code: 'DATE_RANGE_INVALID', message: DATE_RANGE_MESSAGE };
  const days = daysBetween(from, to) + 1;
  if (days < 1) {
    return {
      code: 'DATE_RANGE_REVERSED',
      message: 'The range ends before it starts: send a "to" date on or after "from"',
    };
  }
  if (days > maxDays) {
    return { code: 'DATE_RANGE_TOO_LONG', message: `Ask for at most ${maxDays} days at a time` };
  }
  return null;
}

/**
 * `?from=&to=` of the CSV export: each optional, each a real date when given, `to` not before `from`. No cap on the
 * length (the file is streamed). The problem (code and message), or null.
 */
export function openDateRangeProblem(from: string | undefined, to: string | undefined): Problem | null {
  if ((from !== undefined && !isIsoDate(from)) || (to !== undefined && !isIsoDate(to))) {
    return { code: 'DATE_RANGE_INVALID', message: DATE_RANGE_MESSAGE };
  }
  if (from !== undefined && to !== undefined && to < from) {
    return {
      code: 'DATE_RANGE_REVERSED',
      message: 'The range ends before it starts: send a "to" date on or after "from"',
    };
  }
  return null;
}
