import Type from 'typebox';
import { ISO_DATE_PATTERN_SOURCE, VENUE_TIME_ZONE } from '../time';

/**
 * GET /api/bookings/export.csv?from=&to= (admin): the days from `from` to `to`, both included; either may be left out
 * (from the first booking, to the last). No cap on the range: the file is streamed, never held whole. A date that is
 * not a real one, or `from` after `to`, is a 400 the route gives.
 */
export const BookingsExportQuery = Type.Object(
  {
    from: Type.Optional(Type.String({ pattern: ISO_DATE_PATTERN_SOURCE, description: 'The first day, YYYY-MM-DD' })),
    to: Type.Optional(Type.String({ pattern: ISO_DATE_PATTERN_SOURCE, description: 'The last day, YYYY-MM-DD' })),
  },
  { additionalProperties: false },
);
export type BookingsExportQuery = Type.Static<typeof BookingsExportQuery>;

/** The file's columns, in order: the header row, in English (a spreadsheet's column names, not the panel's texts). */
export const BOOKINGS_EXPORT_COLUMNS = [
  'Booking ID',
  'Date',
  'Time',
  'Slot',
  'Name',
  'Phone',
  'Source',
  'Price',
  'Paid amount',
  'Refunded',
  'Due',
  'To refund',
  'Methods',
  'Transaction IDs',
  'Status',
  `Created at (${VENUE_TIME_ZONE})`,
] as const;
