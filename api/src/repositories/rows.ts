import type { Block, Booking, BookingRequest } from '@turf/sync-contract/schemas';
import type { Sql } from '../db/database';

/** What the SQL selects give back before timestamps become ISO strings. */
export type WithDate<T> = Omit<T, 'createdAt'> & { createdAt: Date };

export function toIso<T extends { createdAt: Date }>(row: T): Omit<T, 'createdAt'> & { createdAt: string } {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export type BookingRequestRow = WithDate<BookingRequest>;
export type BookingRow = WithDate<Booking>;
/** A booking with the money the database derives for it (migration 013): what the money answers read. */
export type BookingMoneyRow = BookingRow & BookingMoneyColumns;
export interface BookingMoneyColumns {
  due: number;
  toRefund: number;
  refundKeptNote: string | null;
}
export type BlockRow = WithDate<Block>;

/** A booking as the API answers it (the Database's shape), for every select and `returning` of the bookings table. */
export function bookingColumns(sql: Sql) {
  return sql`id as "_id", date, slot_id as "slotId", time, name, phone, price, paid, cancelled, no_show as "noShow",
    created_at as "createdAt", source, note, series_id as "seriesId"`;
}

/**
 * `bookingColumns` and the money derived with the row (migration 013), for the answers that carry payments. The two
 * sums are bigint, which postgres.js gives as text: read as float8, exact for every whole number below 2^53, which
 * the cap on what a booking receives keeps them far inside (taka.ts).
 */
export function bookingMoneyColumns(sql: Sql) {
  return sql`${bookingColumns(sql)}, due::float8 as due, to_refund::float8 as "toRefund",
    refund_kept_note as "refundKeptNote"`;
}

/** A block as the API answers it. */
export function blockColumns(sql: Sql) {
  return sql`id as "_id", date, slot_id as "slotId", time, reason, created_at as "createdAt"`;
}
