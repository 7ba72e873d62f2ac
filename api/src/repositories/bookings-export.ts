import type { PaymentMethod } from '@turf/sync-contract/payments';
import type { BookingSource } from '@turf/sync-contract/schemas';
import { getSlot, SLOT_IDS } from '@turf/sync-contract/slots';
import { VENUE_UTC_OFFSET_MINUTES } from '@turf/sync-contract/time';
import type { Sql } from '../db/database';
import { takaOf } from './taka';

/** One booking as the CSV has it: its payments summed and listed, oldest received first. */
export interface ExportRow {
  id: string;
  date: string;
  time: string;
  slotId: string;
  name: string;
  phone: string;
  source: BookingSource;
  price: number;
  paidAmount: number;
  refundedAmount: number;
  /** The database's (migration 013): 0 once cancelled. */
  due: number;
  toRefund: number;
  methods: PaymentMethod[];
  transactionIds: string[];
  cancelled: boolean;
  /** On the venue's clock, `2026-05-01 20:30`: what the manager's spreadsheet shows, the zone in the header. */
  createdAtVenue: string;
}

/** Where a page ended: the next one starts after this key (date, slot position, creation, id). */
interface PageKey {
  date: string;
  position: number;
  /**
   * `created_at` to the microsecond, as text (in UTC), and sent as text: a JS Date's milliseconds would repeat rows of
   * one millisecond, and so would a parameter typed as a timestamp, which postgres.js writes through a Date.
   */
  createdAtExact: string;
  id: string;
}

export interface ExportRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** The rows of one page, in the file's order, 1,000 at a time: about 200 kB of CSV, one round trip each. */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * The Database page's order within a day, by the slot's start (12 am counts as 0: L-1 opens the day, N-4 closes it),
 * as the position in this list: SQL sorts by `array_position`.
 */
const SLOTS_BY_START = [...SLOT_IDS].sort((a, b) => getSlot(a).startMinutes - getSlot(b).startMinutes);

/**
 * The bookings of a range for the CSV export, a page at a time (keyset: each page starts after the last row of the one
 * before), so a year of bookings is never in memory at once. Pages rather than one cursor: a cursor holds its
 * connection for the whole download, paced by the client's network; on PGlite there is one connection, so every other
 * request would wait for a phone on a slow link to finish, and on PostgreSQL each slow download would take one of the
 * pool's ten. A page holds it for one quick query. Each page is one statement, so a booking and its payments are one
 * instant's; the pages are not one snapshot together (a booking made meanwhile on a day already written is not in the
 * file, as if made after the export), but no row can appear twice, since the key is unique and strictly increasing.
 */
export function bookingsExportRepository(sql: Sql) {
  const position = sql`array_position(${sql.array(SLOTS_BY_START)}::text[], b.slot_id)`;

  async function page(range: ExportRange, after: PageKey | null, size: number) {
    const rows = await sql<
      (Omit<ExportRow, 'paidAmount' | 'refundedAmount'> & {
        paidAmount: string | null;
        refundedAmount: string | null;
        position: number;
        createdAtExact: string;
      })[]
    >`
      select b.id, b.date, b.time, b.slot_id as "slotId", b.name, b.phone, b.source, b.price, b.cancelled,
        b.due::float8 as due, b.to_refund::float8 as "toRefund",
        to_char((b.created_at at time zone 'UTC') + make_interval(mins => ${VENUE_UTC_OFFSET_MINUTES}),
          'YYYY-MM-DD HH24:MI') as "createdAtVenue",
        to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') as "createdAtExact",
        ${position} as position,
        p.amount as "paidAmount",
        coalesce(p.methods, '{}') as methods,
        coalesce(p.transaction_ids, '{}') as "transactionIds",
        (select sum(amount) from refunds where booking_id = b.id) as "refundedAmount"
      from bookings b
      left join lateral (
        select sum(amount) as amount,
          array_agg(method order by received_at, recorded_at) as methods,
          array_agg(transaction_id order by received_at, recorded_at) filter (where transaction_id is not null)
            as transaction_ids
        from payments where booking_id = b.id
      ) p on true
      where true
        ${range.from === undefined ? sql`` : sql`and b.date >= ${range.from}`}
        ${range.to === undefined ? sql`` : sql`and b.date <= ${range.to}`}
        ${
          after === null
            ? sql``
            : sql`and b.date >= ${after.date} and (b.date, ${position}, b.created_at, b.id) >
                (${after.date}::date, ${after.position}::int,
                 (${after.createdAtExact}::text::timestamp at time zone 'UTC'), ${after.id}::text)`
        }
      order by b.date, ${position}, b.created_at, b.id
      limit ${size}`;
    // The sum is a bigint (taka.ts).
    return rows.map((row) => ({
      ...row,
      paidAmount: takaOf(row.paidAmount),
      refundedAmount: takaOf(row.refundedAmount),
    }));
  }

  return {
    /** The pages of the range, each a non-empty array, in date then slot order; stops after the last. */
    async *pages(range: ExportRange, size = EXPORT_PAGE_SIZE): AsyncGenerator<ExportRow[]> {
      let after: PageKey | null = null;
      for (;;) {
        const rows = await page(range, after, size);
        if (rows.length > 0) yield rows;
        const last = rows.at(-1);
        if (rows.length < size || last === undefined) return;
        after = { date: last.date, position: last.position, createdAtExact: last.createdAtExact, id: last.id };
      }
    },
  };
}

export type BookingsExportRepository = ReturnType<typeof bookingsExportRepository>;
