import type { ManagerAdvance } from '@turf/sync-contract/schemas';
import type { Sql } from '../db/database';

/**
 * The advance of the request a row is (or came from), as the manager reads it (decision 089): selected with the row by
 * the database's `manager_advance` (migration 015), so a list of any length stays one query.
 */
export function managerAdvanceColumn(sql: Sql, id = sql`id`) {
  return sql`manager_advance(${id}) as "managerAdvance"`;
}

/** The field is left out, not null, when the venue asked for no advance: the schema's field is optional. */
export function withManagerAdvance<T extends object>(
  row: T & { managerAdvance?: ManagerAdvance | null },
): T & { managerAdvance?: ManagerAdvance } {
  const { managerAdvance, ...rest } = row;
  return managerAdvance == null ? (rest as T) : { ...(rest as T), managerAdvance };
}
