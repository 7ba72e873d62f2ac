import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import { apiDownload } from '../../../../lib/api-client';
import { saveFile } from '../../../../lib/save-file';
import type { DateRange } from '../filter-bookings';

/** A year of bookings is well under a megabyte, but a phone on a slow link needs longer than a list's 10 s. */
const EXPORT_TIMEOUT_MS = 60_000;

/** The bookings of a range as the server's CSV file, and the name it gave the file. */
export function exportBookings(range: DateRange): Promise<{ blob: Blob; fileName: string | null }> {
  return apiDownload(API_PATHS.bookingsExport(range.from, range.to), {
    accept: 'text/csv',
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
}

/** `Export CSV`: fetches the file with the manager's token (a plain link could not send it) and offers it to save. */
export function useExportBookings() {
  return useMutation({
    mutationFn: exportBookings,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? 'turf-bookings.csv'),
  });
}
