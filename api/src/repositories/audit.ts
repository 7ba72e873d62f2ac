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

type AuditRow = Omit<AuditEntry, 'at' | 'who' | 'series'> & {
  at: Date;
  /** The transaction that wrote it (migration 013); null for entries written before. */
  tx: string | null;
  seriesId: string | null;
  date: string | null;
  whoName: string | null;
  whoPhone: string | null;
};

/** Entries one transaction wrote alike for the bookings of one series (a weekly booking made or cancelled at once). */
function sameSeriesChange(a: AuditRow, b: AuditRow): boolean {
  return (
    a.tx !== null &&
    a.tx === b.tx &&
    a.seriesId !== null &&
    a.seriesId === b.seriesId &&
    a.action === b.action &&
    a.action.startsWith('booking.')
  );
}

/**
 * One entry for a group of rows, newest first: the oldest row's fields (the series' first date) and its id, so the
 * next page starts below the whole group; `series` lists every date, oldest first.
 */
function entryOf(group: readonly AuditRow[]): AuditEntry {
  const oldest = group.at(-1) ?? (group[0] as AuditRow);
  const { tx: _tx, seriesId, date: _date, whoName, whoPhone, ...entry } = oldest;
  return {
    ...entry,
    at: oldest.at.toISOString(),
    who: whoName === null ? null : { name: whoName, phone: whoPhone ?? '' },
    series:
      group.length > 1 && seriesId !== null
        ? {
            id: seriesId,
            count: group.length,
            dates: group.flatMap((row) => (row.date === null ? [] : [row.date])).sort(),
          }
        : null,
  };
}

/**
 * The audit trail's reads. Nothing here writes it: the database's triggers do, in the changing transaction
 * (migration 009, decision 047), and refuse any change to what they wrote.
 */
export function auditRepository(sql: Sql) {
  /** Rows older than `below`, newest first, each with whose booking it is (issue 29): the booking's name and phone,
   * or its request's, or, once both are deleted, its first entry's. */
  async function rows(filter: AuditFilter, below: string | undefined, count: number): Promise<AuditRow[]> {
    return sql<AuditRow[]>`
      select a.id::text as id, a.at, a.actor, a.action, a.booking_id as "bookingId", a.block_id as "blockId",
        a.before, a.after, a.tx::text as tx,
        coalesce(a.after ->> 'series_id', a.before ->> 'series_id', b.series_id) as "seriesId",
        coalesce(a.after ->> 'date', a.before ->> 'date', b.date::text, r.date::text) as date,
        coalesce(b.name, r.name, earliest.name) as "whoName",
        coalesce(b.phone, r.phone, earliest.phone) as "whoPhone"
      from audit_log a
      left join bookings b on b.id = a.booking_id
      left join booking_requests r on r.id = a.booking_id
      left join lateral (
        select c.after ->> 'name' as name, c.after ->> 'phone' as phone from audit_log c
        where c.booking_id = a.booking_id and c.after ? 'name' order by c.id limit 1
      ) earliest on a.booking_id is not null and b.id is null and r.id is null
      where true
        ${filter.bookingId === undefined ? sql`` : sql`and a.booking_id = ${filter.bookingId}`}
        ${filter.from === undefined ? sql`` : sql`and a.at >= ${filter.from}::timestamptz`}
        ${filter.to === undefined ? sql`` : sql`and a.at < ${filter.to}::timestamptz`}
        ${below === undefined ? sql`` : sql`and a.id < ${below}::bigint`}
      order by a.id desc
      limit ${count}`;
  }

  return {
    /**
     * One page, newest first by entry id (the table's, not the text it is answered as: "9" > "10"): ids only grow, so
     * the page after `cursor` starts right after that entry whatever is added meanwhile. What one transaction did to a
     * series' bookings is one entry (issue 29), never split across pages: rows are read until the group after the
     * page's last has begun, or none are left.
     */
    async page(filter: AuditFilter, limit: number): Promise<AuditPage> {
      const groups: AuditRow[][] = [];
      let below = filter.cursor;
      const batch = limit + 1;
      for (;;) {
        const read = await rows(filter, below, batch);
        for (const row of read) {
          const last = groups.at(-1);
          const tail = last?.at(-1);
          if (last && tail && sameSeriesChange(tail, row)) last.push(row);
          else groups.push([row]);
        }
        below = read.at(-1)?.id;
        if (groups.length > limit || read.length < batch) break;
      }
      return { entries: groups.slice(0, limit).map(entryOf), hasMore: groups.length > limit };
    },
  };
}

export type AuditRepository = ReturnType<typeof auditRepository>;
