import { BOOKING_SEARCH_LIMIT, type BookingWithPayments } from '@turf/sync-contract/schemas';
import { getSlot, SLOT_IDS, type SlotId } from '@turf/sync-contract/slots';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBookingSearch, searchCondition } from '../../src/repositories/booking-search';
import { buildTestApp, json, type TestApp } from '../support/app';
import { expectCodedError } from '../support/error-answer';

// Issue 29 item 2 (decision 072): one search for any booking, answered by the server from indexes.

let t: TestApp;
let authorization: string;
beforeAll(async () => {
  t = await buildTestApp();
  authorization = `Bearer ${await t.adminToken()}`;
  const sql = t.fresh.database.sql;
  const rows = [
    { id: 'K7Q-M4X-PAR', name: 'Abdur Rahim', phone: '01712345678' },
    { id: 'R2D-2C3-PQZ', name: 'রহিম উদ্দিন', phone: '01898765432' },
    { id: 'HUM-9TN-EAM', name: 'Karim-Uddin FC', phone: '01912340000' },
    { id: 'ZZZ-Q7K-RAH', name: 'Mirpur Lions', phone: '01555555678' },
  ];
  for (const [i, row] of rows.entries()) {
    const slotId = SLOT_IDS[i] as SlotId;
    await sql`insert into bookings ${sql({
      ...row,
      date: '2027-01-10',
      slot_id: slotId,
      time: getSlot(slotId).time,
      price: 2000,
      source: 'manager',
    })}`;
  }
});
afterAll(async () => {
  await t?.close();
});

function search(q: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/bookings/all?${new URLSearchParams({ q })}`,
    headers: { authorization },
  });
}

async function found(q: string): Promise<string[]> {
  const response = await search(q);
  expect(response.statusCode, response.body).toBe(200);
  return json<BookingWithPayments[]>(response)
    .map((b) => b._id)
    .sort();
}

describe('GET /api/bookings/all?q=', () => {
  it.each([
    ['a Booking ID as written', 'K7Q-M4X-PAR', ['K7Q-M4X-PAR']],
    ['a Booking ID in lower case without dashes', 'k7qm4xpar', ['K7Q-M4X-PAR']],
    ['the start of a Booking ID', 'k7q', ['K7Q-M4X-PAR']],
    ['a whole phone', '01712345678', ['K7Q-M4X-PAR']],
    ['a phone with +880 and spaces', '+880 1712-345678', ['K7Q-M4X-PAR']],
    ['a phone in Bangla digits', '০১৭১২৩৪৫৬৭৮', ['K7Q-M4X-PAR']],
    ['a phone in Bangla digits with +৮৮০', '+৮৮০ ১৮৯৮৭৬৫৪৩২', ['R2D-2C3-PQZ']],
    ['a phone’s last digits', '5678', ['K7Q-M4X-PAR', 'ZZZ-Q7K-RAH']],
    ['a phone’s first digits', '0191', ['HUM-9TN-EAM']],
    ['a word of a name, any case', 'RAHIM', ['K7Q-M4X-PAR']],
    ['the start of a Bangla word', 'রহি', ['R2D-2C3-PQZ']],
    ['a word after a hyphen', 'uddin', ['HUM-9TN-EAM']],
    ['two words, each from its start', 'mir lio', ['ZZZ-Q7K-RAH']],
    ['a word in no name', 'Dhanmondi', []],
    ['characters tsquery reads as operators', "rahim & (!'", ['K7Q-M4X-PAR']],
  ])('finds %s (%s)', async (_label, q, ids) => {
    expect(await found(q)).toEqual(ids);
  });

  it('a blank search is the whole list; each answer carries the bookings’ money like the list', async () => {
    const all = json<BookingWithPayments[]>(
      await t.app.inject({ url: '/api/bookings/all', headers: { authorization } }),
    );
    expect((await found('   ')).length).toBe(all.length);
    const [one] = json<BookingWithPayments[]>(await search('K7Q-M4X-PAR'));
    expect(one).toMatchObject({ name: 'Abdur Rahim', due: 2000, toRefund: 0, payments: [], refunds: [] });
  });

  it(`answers at most ${BOOKING_SEARCH_LIMIT}, the latest dates, in the list's order`, async () => {
    const sql = t.fresh.database.sql;
    await sql`
      insert into bookings (id, date, slot_id, time, name, phone, price, source)
      select 'BLK-' || lpad(n::text, 3, '0') || '-AAA', date '2027-02-01' + n, 'N-1', ${getSlot('N-1').time},
        'Bulk Team', '01611111111', 2000, 'manager'
      from generate_series(1, ${BOOKING_SEARCH_LIMIT + 5}) n`;
    const list = json<BookingWithPayments[]>(await search('bulk'));
    expect(list).toHaveLength(BOOKING_SEARCH_LIMIT);
    expect(list[0]?.date).toBe('2027-02-07');
    expect(list.map((b) => b.date)).toEqual(list.map((b) => b.date).sort());
  });

  it('a search longer than 60 characters or with hidden characters is 400 SEARCH_INVALID', async () => {
    for (const q of ['x'.repeat(61), 'rahim\u200b']) {
      const response = await search(q);
      expect(response.statusCode).toBe(400);
      expectCodedError(response);
      expect(json<{ code: string }>(response).code).toBe('SEARCH_INVALID');
    }
  });

  it('any text answers 200 or 400 with a code, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 70 }), async (q) => {
        const response = await search(q);
        expect([200, 400], response.body).toContain(response.statusCode);
        expectCodedError(response);
      }),
      { numRuns: 100 },
    );
  });

  it('every part of a search can be answered from an index of migration 013, never a scan of every booking', async () => {
    for (const q of ['k7q', '01712', '5678', 'rahim', '+880 1712 rahim']) {
      const parsed = parseBookingSearch(q);
      if (parsed === null) throw new Error(q);
      const plan = await t.fresh.database.sql.begin(async (tx) => {
        await tx`set local enable_seqscan = off`;
        return tx<{ 'QUERY PLAN': string }[]>`explain select id from bookings where ${searchCondition(tx, parsed)}`;
      });
      const text = plan.map((row) => row['QUERY PLAN']).join('\n');
      expect(text, q).not.toMatch(/Seq Scan/);
      expect(text, q).toMatch(/bookings_search_/);
    }
  });
});
