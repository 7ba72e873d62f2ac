import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { Booking } from '@turf/sync-contract/schemas';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminListCopy } from '../../src/features/admin/shared/admin-cache';
import { STORAGE_KEYS } from '../../src/lib/config';
import { renderAdminPanel, signedInForEachTest } from './admin-panel-harness';
import { json, makeBooking } from './fake-admin-api';

const CSV = '\uFEFFDate,Time,Slot,Name\r\n2026-12-01,6:00 am - 7:30 am,M-1,রহিম\r\n';

interface ExportCall {
  url: string;
  headers: Record<string, string>;
}

/** The API as the Database page meets it: the bookings' list, and the CSV file (or `exportAnswer`) for any range. */
function stubApi(exportAnswer?: () => Response) {
  const exports: ExportCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === API_PATHS.allBookings) return json(200, [makeBooking('TDY-TDY-TDY', todayAtVenue(), 'N-1')]);
      if (url.startsWith('/api/bookings/export.csv')) {
        exports.push({ url, headers: { ...(init?.headers as Record<string, string>) } });
        return (
          exportAnswer?.() ??
          new Response(CSV, {
            status: 200,
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': 'attachment; filename="turf-bookings-from-2026-11-23.csv"',
            },
          })
        );
      }
      return json(200, []);
    }),
  );
  return exports;
}

/** What the page offered to save: the link's file name and the bytes behind its object URL. */
const offered: { fileName: string; blob: Blob | undefined }[] = [];
const blobs = new Map<string, Blob>();
const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  offered.length = 0;
  blobs.clear();
  // Object URLs and downloads, as the page hands them to the browser: the stand-ins record them.
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:turf.test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    blobs.delete(url);
  };
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    offered.push({ fileName: this.download, blob: blobs.get(this.href) });
  });
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  vi.restoreAllMocks();
});

signedInForEachTest();

async function exportButton(): Promise<HTMLElement> {
  await screen.findByText(/^Player TDY/);
  return screen.getByRole('button', { name: 'Export CSV' });
}

describe('Export CSV on the Database page', () => {
  it('asks for the days the filters show, with the token, and offers the file under the server’s name', async () => {
    const exports = stubApi();
    renderAdminPanel('/admin/database');
    fireEvent.click(await exportButton());
    await waitFor(() => expect(offered).toHaveLength(1));
    // Upcoming (the default): from today on.
    expect(exports[0]?.url).toBe(`/api/bookings/export.csv?from=${todayAtVenue()}`);
    expect(exports[0]?.headers.authorization).toBe(`Bearer ${localStorage.getItem(STORAGE_KEYS.adminToken)}`);
    expect(exports[0]?.headers.accept).toBe('text/csv');
    expect(offered[0]?.fileName).toBe('turf-bookings-from-2026-11-23.csv');
    // The bytes as the server sent them, byte order mark and Bangla included.
    expect(new Uint8Array((await offered[0]?.blob?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(
      new TextEncoder().encode(CSV),
    );
    await waitFor(() => expect(blobs.size).toBe(0)); // the object URL is let go
  });

  it('follows the filters: past is until yesterday, all is every day, a chosen date is that day alone', async () => {
    const exports = stubApi();
    renderAdminPanel('/admin/database');
    const button = await exportButton();
    const today = todayAtVenue();
    fireEvent.click(screen.getByLabelText('Past'));
    fireEvent.click(button);
    await waitFor(() => expect(offered).toHaveLength(1));
    fireEvent.click(screen.getByLabelText('All'));
    fireEvent.click(button);
    await waitFor(() => expect(offered).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: addDays(today, 3) } });
    fireEvent.click(button);
    await waitFor(() => expect(offered).toHaveLength(3));
    expect(exports.map((call) => call.url)).toEqual([
      `/api/bookings/export.csv?to=${addDays(today, -1)}`,
      '/api/bookings/export.csv',
      `/api/bookings/export.csv?from=${addDays(today, 3)}&to=${addDays(today, 3)}`,
    ]);
  });

  it('with Unpaid only, says the file has every booking of those days', async () => {
    stubApi();
    renderAdminPanel('/admin/database');
    await exportButton();
    expect(screen.queryByText('The CSV has every booking of these dates, paid or not.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Unpaid only'));
    expect(screen.getByText('The CSV has every booking of these dates, paid or not.')).toBeInTheDocument();
  });

  it('a refusal is said in place and no file is offered', async () => {
    stubApi(() =>
      json(400, {
        error: 'The range ends before it starts: send a "to" date on or after "from"',
        code: 'DATE_RANGE_REVERSED',
      }),
    );
    renderAdminPanel('/admin/database');
    fireEvent.click(await exportButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/ends before it starts/);
    expect(offered).toHaveLength(0);
  });

  it('offline, showing the device copy, the button is off and the page says why', async () => {
    await adminListCopy<Booking>('bookings').write({
      value: { items: [makeBooking('CCC-CCC-CCC', '2099-01-01', 'M-1', { name: 'Cached Player' })] },
      fetchedAt: Date.now(),
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderAdminPanel('/admin/database');
    await screen.findByText('Cached Player');
    expect(screen.getByText(/Paid, Cancelled, Delete and Export CSV need a connection/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
