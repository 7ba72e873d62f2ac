import { API_PATHS } from '@turf/sync-contract/api-paths';
import { newBookingId } from '@turf/sync-contract/booking-id';
import { PAYMENT_AMOUNT_MAX } from '@turf/sync-contract/payments';
import { BOOKINGS_EXPORT_COLUMNS } from '@turf/sync-contract/schemas';
import { getSlot, type SlotId } from '@turf/sync-contract/slots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportRow } from '../../src/repositories/bookings-export';
import { buildTestApp, json, type TestApp } from '../support/app';
import { parseCsv } from '../support/csv-parse';
import { expectCodedError } from '../support/error-answer';

let t: TestApp;
let authorization: string;
beforeAll(async () => {
  t = await buildTestApp();
  authorization = `Bearer ${await t.adminToken()}`;
});
afterAll(async () => {
  await t?.close();
});

const BOM = '\uFEFF';
const HEADER = [...BOOKINGS_EXPORT_COLUMNS];

function exportCsv(from?: string, to?: string) {
  return t.app.inject({ method: 'GET', url: API_PATHS.bookingsExport(from, to), headers: { authorization } });
}

interface Seed {
  date: string;
  slotId: SlotId;
  name?: string;
  phone?: string;
  cancelled?: boolean;
  source?: 'visitor' | 'manager';
  createdAt?: string;
  /** The slot's price unless given. */
  price?: number;
  payments?: { amount: number; method: string; transactionId?: string; receivedAt: string }[];
}

/**
 * A booking as a script or the API would have stored it, written straight to the table: the API refuses tabs, line
 * breaks and other hidden characters in a name (decision 009), but the export must be safe for whatever a row holds.
 */
async function seed(booking: Seed): Promise<string> {
  const sql = t.fresh.database.sql;
  const id = newBookingId();
  const slot = getSlot(booking.slotId);
  await sql`insert into bookings ${sql({
    id,
    date: booking.date,
    slot_id: booking.slotId,
    time: slot.time,
    name: booking.name ?? `Team ${id}`,
    phone: booking.phone ?? '01712345678',
    price: booking.price ?? slot.price,
    cancelled: booking.cancelled ?? false,
    source: 'manager',
  })}`;
  if (booking.createdAt !== undefined) {
    await sql`update bookings set created_at = ${booking.createdAt}::text::timestamptz where id = ${id}`;
  }
  for (const payment of booking.payments ?? []) {
    await sql`insert into payments ${sql({
      booking_id: id,
      amount: payment.amount,
      method: payment.method,
      transaction_id: payment.transactionId ?? null,
      received_at: payment.receivedAt,
    })}`;
  }
  return id;
}

/** The file's text without its byte order mark, having checked the mark is there, and its rows. */
function rowsOf(body: string): string[][] {
  expect(body.startsWith(BOM)).toBe(true);
  return parseCsv(body.slice(BOM.length));
}

/** An instant on the venue's clock (UTC+6) to the minute: `2027-03-01 16:00`. */
function venueMinute(iso: string): string {
  return new Date(Date.parse(iso) + 6 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

const cell = (row: string[] | undefined, column: (typeof BOOKINGS_EXPORT_COLUMNS)[number]) =>
  row?.[BOOKINGS_EXPORT_COLUMNS.indexOf(column)];

describe('GET /api/bookings/export.csv', () => {
  it('is the manager’s: 401 without a token, and no file', async () => {
    const response = await t.app.inject({ method: 'GET', url: API_PATHS.bookingsExport('2027-01-01', '2027-01-31') });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ error: 'Sign in as the manager to continue', code: 'UNAUTHORIZED' });
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it.each([
    ['a date that is not real', '?from=2027-02-30&to=2027-03-01', 'DATE_RANGE_INVALID'],
    ['a date in another format', '?from=01-03-2027', 'DATE_RANGE_INVALID'],
    ['a word for a date', '?to=tomorrow', 'DATE_RANGE_INVALID'],
    ['an empty date', '?from=', 'DATE_RANGE_INVALID'],
    ['a date given twice', '?from=2027-03-01&from=2027-03-02', 'DATE_RANGE_INVALID'],
    ['from after to', '?from=2027-03-02&to=2027-03-01', 'DATE_RANGE_REVERSED'],
  ])('%s is a 400 { error, code } and nothing else (%s)', async (_label, query, code) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/export.csv${query}`,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(400);
    expectCodedError(response);
    expect(json<{ code: string }>(response).code).toBe(code);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it('says what to do when the range is reversed', async () => {
    const response = await exportCsv('2027-03-02', '2027-03-01');
    expect(json(response)).toEqual({
      error: 'The range ends before it starts: send a "to" date on or after "from"',
      code: 'DATE_RANGE_REVERSED',
    });
  });

  it('an empty range is the header row alone, as a CSV attachment named after the range', async () => {
    const response = await exportCsv('2031-01-01', '2031-01-31');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="turf-bookings-2031-01-01-to-2031-01-31.csv"',
    );
    expect(response.body).toBe(`${BOM}${HEADER.join(',')}\r\n`);
    // The mark is the file's first three bytes, as Excel looks for it.
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('one row per booking, by date then slot start, with its payments summed and listed oldest first', async () => {
    const paidBoth = await seed({
      date: '2027-03-01',
      slotId: 'N-1',
      name: 'Rahim FC',
      phone: '01812345678',
      payments: [
        { amount: 1000, method: 'cash', receivedAt: '2027-02-27T10:00:00Z' },
        { amount: 1500, method: 'bkash', transactionId: '9C7A1B2D3E', receivedAt: '2027-02-26T10:00:00Z' },
      ],
    });
    const lateNight = await seed({ date: '2027-03-01', slotId: 'L-1', name: 'Night Owls' });
    const morning = await seed({
      date: '2027-03-01',
      slotId: 'M-2',
      name: 'Early Birds',
      cancelled: true,
      payments: [{ amount: 500, method: 'nagad', transactionId: 'NG12345678', receivedAt: '2027-02-20T08:00:00Z' }],
    });
    const overpaid = await seed({
      date: '2027-03-02',
      slotId: 'A-1',
      name: 'Dhaka XI',
      payments: [{ amount: 2500, method: 'bank', receivedAt: '2027-02-28T12:00:00Z' }],
    });
    const created = new Map(
      (
        await t.fresh.database.sql<{ id: string; createdAt: Date }[]>`
          select id, created_at as "createdAt" from bookings where date between '2027-03-01' and '2027-03-02'`
      ).map((row) => [row.id, row.createdAt.toISOString()]),
    );

    const response = await exportCsv('2027-03-01', '2027-03-02');
    expect(response.statusCode).toBe(200);
    const rows = rowsOf(response.body);
    const slot = (id: SlotId) => getSlot(id);
    // Created at, on the venue's clock (UTC+6), to the minute, as the header names it.
    const venue = (id: string) => venueMinute(created.get(id) ?? '');
    expect(rows).toEqual([
      HEADER,
      // 12 am starts the day (L-1), then the Morning, then the Night: the Database page's order.
      [
        lateNight,
        '2027-03-01',
        slot('L-1').time,
        'L-1',
        'Night Owls',
        '="01712345678"',
        'manager',
        '2000',
        '0',
        '0',
        '2000',
        '0',
        '',
        '',
        'active',
        venue(lateNight),
      ],
      // Cancelled: owes nothing; the advance it received is to refund (decision 071).
      [
        morning,
        '2027-03-01',
        slot('M-2').time,
        'M-2',
        'Early Birds',
        '="01712345678"',
        'manager',
        '2000',
        '500',
        '0',
        '0',
        '500',
        'Nagad',
        'NG12345678',
        'cancelled',
        venue(morning),
      ],
      [
        paidBoth,
        '2027-03-01',
        slot('N-1').time,
        'N-1',
        'Rahim FC',
        '="01812345678"',
        'manager',
        '2500',
        '2500',
        '0',
        '0',
        '0',
        'bKash; Cash',
        '9C7A1B2D3E',
        'active',
        venue(paidBoth),
      ],
      // Paid more than the price: the due is negative, and stays a number (no `'` before the minus).
      [
        overpaid,
        '2027-03-02',
        slot('A-1').time,
        'A-1',
        'Dhaka XI',
        '="01712345678"',
        'manager',
        '2000',
        '2500',
        '0',
        '-500',
        '0',
        'Bank',
        '',
        'active',
        venue(overpaid),
      ],
    ]);
    expect(HEADER.at(-1)).toBe('Created at (Asia/Dhaka)');
  });

  it('a cancelled booking’s refund and money kept: Refunded and To refund follow, Due stays 0', async () => {
    const refunded = await seed({
      date: '2027-03-05',
      slotId: 'N-1',
      name: 'Refunded FC',
      cancelled: true,
      payments: [{ amount: 800, method: 'cash', receivedAt: '2027-03-01T10:00:00Z' }],
    });
    const kept = await seed({
      date: '2027-03-05',
      slotId: 'N-2',
      name: 'Kept FC',
      cancelled: true,
      payments: [{ amount: 500, method: 'cash', receivedAt: '2027-03-01T10:00:00Z' }],
    });
    const sql = t.fresh.database.sql;
    await sql`insert into refunds (booking_id, amount, method) values (${refunded}, 300, 'cash')`;
    await sql`update bookings set refund_kept_note = 'Late cancel' where id = ${kept}`;
    const rows = rowsOf((await exportCsv('2027-03-05', '2027-03-05')).body).slice(1);
    const figures = (row: string[] | undefined) =>
      (['Paid amount', 'Refunded', 'Due', 'To refund'] as const).map((column) => cell(row, column));
    expect(rows.map(figures)).toEqual([
      ['800', '300', '0', '500'],
      ['500', '0', '0', '0'],
    ]);
  });

  it('a booking paid past 2^31 (215 payments of the largest amount) is its exact figures, not a 500', async () => {
    // A price the column allows (the settings do not), so 215 x 10,000,000 taka is within the cap of 3 times it.
    const price = 1_000_000_000;
    const id = await seed({ date: '2027-04-01', slotId: 'N-1', name: 'Big', price });
    await t.fresh.database.sql`
      insert into payments (booking_id, amount, method, received_at)
      select ${id}, ${PAYMENT_AMOUNT_MAX}, 'cash', '2027-03-01T10:00:00Z' from generate_series(1, 215)`;
    const paid = 215 * PAYMENT_AMOUNT_MAX;
    expect(paid).toBeGreaterThan(2 ** 31);
    for (const [from, to] of [
      ['2027-04-01', '2027-04-01'],
      [undefined, undefined],
    ] as const) {
      const response = await exportCsv(from, to);
      expect(response.statusCode, response.body).toBe(200);
      const row = rowsOf(response.body).find((r) => cell(r, 'Name') === 'Big');
      expect(cell(row, 'Price')).toBe(String(price));
      expect(cell(row, 'Paid amount')).toBe(String(paid));
      expect(cell(row, 'Due')).toBe(String(price - paid));
    }
  });

  it('the range is inclusive at both ends, and either end may be left open', async () => {
    await seed({ date: '2027-05-09', slotId: 'M-1', name: 'Before' });
    await seed({ date: '2027-05-10', slotId: 'M-1', name: 'First day' });
    await seed({ date: '2027-05-12', slotId: 'N-4', name: 'Last day' });
    await seed({ date: '2027-05-13', slotId: 'L-1', name: 'After' });
    const names = async (from?: string, to?: string) =>
      rowsOf((await exportCsv(from, to)).body)
        .slice(1)
        .map((row) => cell(row, 'Name'))
        .filter((name) => ['Before', 'First day', 'Last day', 'After'].includes(name ?? ''));
    expect(await names('2027-05-10', '2027-05-12')).toEqual(['First day', 'Last day']);
    expect(await names('2027-05-10', '2027-05-10')).toEqual(['First day']);
    expect(await names('2027-05-12')).toEqual(['Last day', 'After']);
    expect(await names(undefined, '2027-05-10')).toEqual(['Before', 'First day']);
    expect(await names()).toEqual(['Before', 'First day', 'Last day', 'After']);
    const open = await exportCsv('2027-05-12');
    expect(open.headers['content-disposition']).toBe('attachment; filename="turf-bookings-from-2027-05-12.csv"');
    const all = await exportCsv();
    expect(all.headers['content-disposition']).toBe('attachment; filename="turf-bookings-all.csv"');
  });

  it('a Bangla name comes back exactly as stored, in UTF-8 after the byte order mark', async () => {
    const name = 'রহিম উদ্দিন';
    await seed({ date: '2027-06-01', slotId: 'N-2', name });
    const response = await exportCsv('2027-06-01', '2027-06-01');
    const [, row] = rowsOf(response.rawPayload.toString('utf8'));
    expect(cell(row, 'Name')).toBe(name);
  });

  it('neutralises every text cell a spreadsheet would run as a formula (CSV injection)', async () => {
    const names = [
      '=HYPERLINK("http://evil.test","Click")',
      '+8801712345678',
      '-2+3',
      '@SUM(A1:A2)',
      '\t=1+1',
      '\r=1+1',
    ];
    for (const [i, name] of names.entries()) {
      await seed({
        date: '2027-07-01',
        slotId: (['M-1', 'M-2', 'M-3', 'M-4', 'A-1', 'A-2'] as const)[i] ?? 'M-1',
        name,
      });
    }
    const response = await exportCsv('2027-07-01', '2027-07-01');
    const rows = rowsOf(response.body).slice(1);
    expect(rows.map((row) => cell(row, 'Name'))).toEqual(names.map((name) => `'${name}`));
    // In the file itself: no line (after the header) starts a cell with a formula character, but for the phone's
    // text formula of digits alone (="01712345678"), which can hold nothing else.
    for (const line of response.body.split('\r\n')) {
      expect(line.replace(/,"=""[0-9]+""",/, ',PHONE,')).not.toMatch(/(^|,)"?[=+\-@]/);
    }
    expect(response.body).toContain('"\'=HYPERLINK(""http://evil.test"",""Click"")"');
  });

  it('a phone keeps its leading 0 as a text formula of digits; a phone that is not digits alone is guarded text', async () => {
    const phones = ['01712345678', '=1+1', '+8801712345678', '0171 234"5678'];
    for (const [i, phone] of phones.entries()) {
      await seed({ date: '2027-07-02', slotId: (['M-1', 'M-2', 'M-3', 'M-4'] as const)[i] ?? 'M-1', phone });
    }
    const response = await exportCsv('2027-07-02', '2027-07-02');
    expect(
      rowsOf(response.body)
        .slice(1)
        .map((row) => cell(row, 'Phone')),
    ).toEqual(['="01712345678"', "'=1+1", "'+8801712345678", '0171 234"5678']);
    expect(response.body).toContain(',"=""01712345678""",');
  });

  it('quotes a cell holding a comma, a quote or a line break (RFC 4180), and reads back as stored', async () => {
    const names = ['Rahim, Karim & Co', 'The "Tigers"', 'Line one\nLine two', 'Carriage\r\nreturn'];
    for (const [i, name] of names.entries()) {
      await seed({ date: '2027-08-01', slotId: (['N-1', 'N-2', 'N-3', 'N-4'] as const)[i] ?? 'N-1', name });
    }
    const response = await exportCsv('2027-08-01', '2027-08-01');
    expect(
      rowsOf(response.body)
        .slice(1)
        .map((row) => cell(row, 'Name')),
    ).toEqual(names);
    expect(response.body).toContain(',"Rahim, Karim & Co",');
    expect(response.body).toContain(',"The ""Tigers""",');
  });

  it('the pages follow each other exactly: every row once, in order, even with bookings made at one instant', async () => {
    // Within one millisecond: a page key kept as a JS Date (milliseconds) would repeat or skip these.
    const at = '2027-09-01T10:00:00.123456Z';
    const microLater = '2027-09-01T10:00:00.123457Z';
    // Two days, each with cancelled and active bookings of one slot made within a millisecond, and more.
    for (const date of ['2027-09-01', '2027-09-02']) {
      await seed({ date, slotId: 'N-1', cancelled: true, createdAt: microLater });
      await seed({ date, slotId: 'N-1', cancelled: true, createdAt: at });
      await seed({ date, slotId: 'N-1', createdAt: at });
      for (const slotId of ['L-2', 'M-1', 'A-3', 'N-4'] as const) await seed({ date, slotId, createdAt: at });
    }
    const range = { from: '2027-09-01', to: '2027-09-02' };
    const collect = async (size: number) => {
      const rows: ExportRow[] = [];
      for await (const page of t.app.repos.bookingsExport.pages(range, size)) {
        expect(page.length).toBeGreaterThan(0);
        expect(page.length).toBeLessThanOrEqual(size);
        rows.push(...page);
        // A key that repeats a row would page forever.
        if (rows.length > 100) throw new Error(`pages of ${size} repeat rows`);
      }
      return rows.map((row) => row.id);
    };
    const whole = await collect(1000);
    expect(whole).toHaveLength(14);
    expect(new Set(whole).size).toBe(14);
    for (const size of [1, 2, 3, 7, 14]) expect(await collect(size)).toEqual(whole);
  });
});
