import { BadRequestError } from '../errors';

/**
 * A paged list's `?limit=` as a number: `size` when absent, else 1 to `max` (the schema has already made it digits),
 * refused with a message that names the list's own items and bounds.
 */
export function pageLimit(limit: string | undefined, list: { size: number; max: number; items: string }): number {
  if (limit === undefined) return list.size;
  const value = Number(limit);
  if (value < 1 || value > list.max) {
    throw new BadRequestError({
      code: 'PAGE_LIMIT_INVALID',
      message: `Ask for 1 to ${list.max} ${list.items} per page`,
    });
  }
  return value;
}
