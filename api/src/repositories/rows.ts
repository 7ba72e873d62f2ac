import type { Booking, BookingRequest } from '@turf/sync-contract/schemas';

/** What the SQL selects give back before timestamps become ISO strings. */
export type WithDate<T> = Omit<T, 'createdAt'> & { createdAt: Date };

export function toIso<T extends { createdAt: Date }>(row: T): Omit<T, 'createdAt'> & { createdAt: string } {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export type BookingRequestRow = WithDate<BookingRequest>;
export type BookingRow = WithDate<Booking>;
