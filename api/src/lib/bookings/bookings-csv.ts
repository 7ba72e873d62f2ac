import { PAYMENT_METHOD_NAMES } from '@turf/sync-contract/payments';
import { BOOKINGS_EXPORT_COLUMNS } from '@turf/sync-contract/schemas';
import type { ExportRow } from '../../repositories/bookings-export';
import { csvRow, UTF8_BOM } from './csv';

/** What the file starts with: the byte order mark (Excel then reads Bangla names right), then the header row. */
export const BOOKINGS_CSV_HEAD = UTF8_BOM + csvRow(BOOKINGS_EXPORT_COLUMNS);

/**
 * One booking's line, its cells in BOOKINGS_EXPORT_COLUMNS' order. A list in one cell is joined by `; `. The phone is
 * kept as text (csv.ts), so its leading 0 survives the spreadsheet; `Due` is the database's, 0 once cancelled.
 */
export function bookingCsvLine(row: ExportRow): string {
  return csvRow([
    row.id,
    row.date,
    row.time,
    row.slotId,
    row.name,
    { digits: row.phone },
    row.source,
    row.price,
    row.paidAmount,
    row.refundedAmount,
    row.due,
    row.toRefund,
    row.methods.map((method) => PAYMENT_METHOD_NAMES[method] ?? method).join('; '),
    row.transactionIds.join('; '),
    row.cancelled ? 'cancelled' : 'active',
    row.createdAtVenue,
  ]);
}

/** `turf-bookings-2026-01-01-to-2026-12-31.csv`; an open end says so (`...-from-2026-01-01`, `...-all`). */
export function bookingsCsvFileName(from: string | undefined, to: string | undefined): string {
  if (from !== undefined && to !== undefined) return `turf-bookings-${from}-to-${to}.csv`;
  if (from !== undefined) return `turf-bookings-from-${from}.csv`;
  if (to !== undefined) return `turf-bookings-to-${to}.csv`;
  return 'turf-bookings-all.csv';
}
