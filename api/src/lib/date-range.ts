import type { Problem } from '@turf/sync-contract/error-codes';
import { BLOCKS_RANGE_MAX_DAYS } from '@turf/sync-contract/schemas';
import { daysBetween, isIsoDate } from '@turf/sync-contract/time';
import { DATE_RANGE_MESSAGE } from './validation-message';

/**
 * `?from=&to=` of the blocks and the schedule: real dates, `to` not before `from`, at most BLOCKS_RANGE_MAX_DAYS days
 * counting both ends (a quarter: what one answer may hold and still be quick). The problem (code and message), or null.
 */
export function dateRangeProblem(from: string, to: string): Problem | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return { code: 'DATE_RANGE_INVALID', message: DATE_RANGE_MESSAGE };
  const days = daysBetween(from, to) + 1;
  if (days < 1) {
    return {
      code: 'DATE_RANGE_REVERSED',
      message: 'The range ends before it starts: send a "to" date on or after "from"',
    };
  }
  if (days > BLOCKS_RANGE_MAX_DAYS) {
    return { code: 'DATE_RANGE_TOO_LONG', message: `Ask for at most ${BLOCKS_RANGE_MAX_DAYS} days at a time` };
  }
  return null;
}
