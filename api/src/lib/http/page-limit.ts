import type { Problem } from '@turf/sync-contract/error-codes';
import { BadRequestError } from '../../errors';
import type { ValidationIssue } from './validation-message';

/** A paged list: its page size when `?limit=` is absent, the most a page may hold, and what its items are called. */
export interface PagedList {
  size: number;
  max: number;
  items: string;
}

/** The refusal of a page size out of the list's range, naming the list's own items and bounds. */
export function pageLimitProblem(list: PagedList): Problem {
  return { code: 'PAGE_LIMIT_INVALID', message: `Ask for 1 to ${list.max} ${list.items} per page` };
}

/** A paged list's `?limit=` as a number: `size` when absent, else 1 to `max` (the schema has already made it digits). */
export function pageLimit(limit: string | undefined, list: PagedList): number {
  if (limit === undefined) return list.size;
  const value = Number(limit);
  if (value < 1 || value > list.max) throw new BadRequestError(pageLimitProblem(list));
  return value;
}

/**
 * The route's `queryProblem` (error-handler.ts): a `?limit=` the schema refuses (not digits, given twice) gets the same
 * refusal as one out of range, so each list names its own items; other fields keep the common messages.
 */
export function pageQueryProblem(list: PagedList) {
  return (issues: readonly ValidationIssue[]): Problem | undefined =>
    issues[0]?.instancePath.split('/')[1] === 'limit' ? pageLimitProblem(list) : undefined;
}
