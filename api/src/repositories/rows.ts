import type { Block, Booking, BookingRequest } from '@turf/sync-contract/schemas';
import type { Sql } from '../db/database';

/** What the SQL selects give back before timestamps become ISO strings. */
export type WithDate<T> = Omit<T, 'createdAt'> & { createdAt: Date };

export function toIso<T extends { createdAt: Date }>(row: T): Omit<T, 'createdAt'> & { createdAt: string } {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export type BookingRequestRow = WithDate<BookingRequest>;
export type BookingRow = WithDate<Booking>;
export type BlockRow = WithDate<Block>;

/** A booking as the API answers it (the Database's shape), for every select and `returning` of the bookings table. */
export function bookingColumns(sql: Sql) {
  return sql`id as "_id", date, slot_id as "slotId", time, name, phone, price, paid, cancelled, no_show as "noShow",
    created_at as "createdAt", source, note, series_id as "seriesId"`;
}

/** A block as the API answers it. */
export function blockColumns(sql: Sql) {
  return sql`id as "_id", date, slot_id as "slotId", time, reason, created_at as "createdAt"`;
}
