import type { AuditEntry } from '@turf/sync-contract/schemas';
import type { Sql } from '../db/database';

export interface AuditFilter {
  bookingId?: string | undefined;
  /** At or after (inclusive). */
  from?: string | undefined;
  /** Before (exclusive). */
  to?: string | undefined;
  /** Older than this entry's id. */
  cursor?: string | undefined;
}

export interface AuditPage {
  entries: AuditEntry[];
  hasMore: boolean;
}

/**
 * The audit trail's reads. Nothing here writes it: the database's triggers do, in the changing transaction
 * (migration 009, decision 047), and refuse any change to what they wrote.
 */
export function auditRepository(sql: Sql) {
  return {
    /**
     * One page, newest first by entry id (the table's, not the text it is answered as: "9" > "10"): ids only grow, so the page after `cursor` starts right after that entry
     * whatever is added meanwhile.
     */
    async page(filter: AuditFilter, limit: number): Promise<AuditPage> {
      const rows = await sql<(Omit<AuditEntry, 'at'> & { at: Date })[]>`
        select id::text as id, at, actor, action, booking_id as "bookingId", block_id as "blockId", before, after
        from audit_log
        where true
          ${filter.bookingId === undefined ? sql`` : sql`and booking_id = ${filter.bookingId}`}
          ${filter.from === undefined ? sql`` : sql`and at >= ${filter.from}::timestamptz`}
          ${filter.to === undefined ? sql`` : sql`and at < ${filter.to}::timestamptz`}
          ${filter.cursor === undefined ? sql`` : sql`and id < ${filter.cursor}::bigint`}
        order by audit_log.id desc
        limit ${limit + 1}`;
      return {
        entries: rows.slice(0, limit).map((row) => ({ ...row, at: row.at.toISOString() })),
        hasMore: rows.length > limit,
      };
    },
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
