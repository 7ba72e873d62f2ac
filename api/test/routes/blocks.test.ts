import { newBookingId } from '@turf/sync-contract/booking-id';
import { MESSAGES } from '@turf/sync-contract/messages';
import type { Block, Booking, BookingRequest, Schedule } from '@turf/sync-contract/schemas';
import { SLOT_IDS } from '@turf/sync-contract/slots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp, TODAY, validBody } from '../support/app';

let t: TestApp;
let authorization: string;
beforeAll(async () => {
  t = await buildTestApp();
  authorization = `Bearer ${await t.adminToken()}`;
});
afterAll(async () => {
  await t?.close();
});

function admin(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
}

async function taken(date: string): Promise<string[]> {
  return json<string[]>(await t.app.inject({ url: `/api/bookings?date=${date}` }));
}

async function request(date: string, slotId: string, time: string): Promise<BookingRequest> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/booking-requests',
    payload: validBody({ id: newBookingId(), date, slotId, time }),
  });
  expect(response.statusCode).toBe(201);
  return json<BookingRequest>(response);
}

async function book(date: string, slotId: string, time: string): Promise<Booking> {
  const { _id } = await request(date, slotId, time);
  const confirmed = await admin('POST', `/api/booking-requests/${_id}/confirm`);
  expect(confirmed.statusCode).toBe(200);
  return json<Booking>(confirmed);
}

async function blockRows(): Promise<unknown[]> {
  return [...(await t.fresh.database.sql`select date, slot_id, reason from blocks order by date, slot_id`)];
}

describe('POST /api/blocks', () => {
  it('blocks slots of a day with a reason and answers the blocks, in the day’s order', async () => {
    const response = await admin('POST', '/api/blocks', {
      date: '2026-12-01',
      slotIds: ['N-2', 'M-1'],
      reason: '  Maintenance ',
    });
    expect(response.statusCode).toBe(201);
    const blocks = json<Block[]>(response);
    expect(blocks.map(({ _id, createdAt, ...rest }) => rest)).toEqual([
      { date: '2026-12-01', slotId: 'M-1', time: '6:00 am - 7:30 am', reason: 'Maintenance' },
      { date: '2026-12-01', slotId: 'N-2', time: '7:30 pm - 9:00 pm', reason: 'Maintenance' },
    ]);
    for (const b of blocks) {
      expect(b._id).toMatch(/^[\w-]{8,64}$/);
      expect(Number.isNaN(Date.parse(b.createdAt))).toBe(false);
    }
  });

  it('makes a blocked slot taken for visitors: listed among taken slots without its reason, and 409 not available', async () => {
    await book('2026-12-02', 'A-1', '12:00 pm - 1:30 pm');
    const before = await t.app.inject({ url: '/api/bookings?date=2026-12-02' });
    expect(json(before)).toEqual(['A-1']);
    await admin('POST', '/api/blocks', { date: '2026-12-02', slotIds: ['L-1', 'M-2'], reason: 'Private event' });
    const after = await t.app.inject({ url: '/api/bookings?date=2026-12-02' });
    // At once (the write dropped the cached answer), in the day's order, and no word of why.
    expect(json(after)).toEqual(['M-2', 'A-1', 'L-1']);
    expect(after.body).not.toContain('Private');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      payload: validBody({ date: '2026-12-02', slotId: 'M-2', time: '7:30 am - 9:00 am' }),
    });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({ error: MESSAGES.slotNotAvailable, code: 'SLOT_NOT_AVAILABLE' });
    const [count] = await t.fresh.database.sql<{ n: number }[]>`
      select count(*)::int as n from booking_requests where date = '2026-12-02' and slot_id = 'M-2'`;
    expect(count?.n).toBe(0);
  });

  it('blocks a whole day: all 16 slots, then every slot is taken', async () => {
    const response = await admin('POST', '/api/blocks', {
      date: '2026-12-03',
      slotIds: [...SLOT_IDS].reverse(),
      reason: 'Tournament',
    });
    expect(response.statusCode).toBe(201);
    expect(json<Block[]>(response).map((b) => b.slotId)).toEqual([...SLOT_IDS]);
    expect(await taken('2026-12-03')).toEqual([...SLOT_IDS]);
  });

  it('is all or nothing: a booked slot among them is 409 naming it, and nothing is blocked', async () => {
    await book('2026-12-04', 'N-1', '6:00 pm - 7:30 pm');
    await book('2026-12-04', 'M-3', '9:00 am - 10:30 am');
    await admin('POST', '/api/blocks', { date: '2026-12-04', slotIds: ['A-3'], reason: 'Repairs' });
    const rows = await blockRows();
    const response = await admin('POST', '/api/blocks', {
      date: '2026-12-04',
      slotIds: ['A-1', 'N-1', 'A-3', 'M-3', 'A-2'],
      reason: 'Tournament',
    });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toEqual({
      error:
        'Already booked: 9:00 am - 10:30 am (M-3), 6:00 pm - 7:30 pm (N-1). ' +
        'Already blocked: 3:00 pm - 4:30 pm (A-3). Nothing was blocked',
      code: 'SLOTS_HELD',
    });
    expect(await blockRows()).toEqual(rows);
    expect(await taken('2026-12-04')).toEqual(['M-3', 'A-3', 'N-1']);
  });

  it.each([
    ['no reason', { reason: '' }, 'Write why the slot is blocked, e.g. Maintenance', 'REASON_REQUIRED'],
    ['a blank reason', { reason: '   ' }, 'Write why the slot is blocked, e.g. Maintenance', 'REASON_REQUIRED'],
    ['a reason too long', { reason: 'x'.repeat(101) }, 'A reason must be at most 100 characters', 'REASON_TOO_LONG'],
    [
      'hidden characters',
      { reason: 'Main\u200btenance' },
      'The reason has hidden characters in it. Please type it again',
      'REASON_HIDDEN_CHARACTERS',
    ],
    ['no slots', { slotIds: [] }, 'Choose the slots to block: 1 to 16 of M-1 to L-4, each once', 'BLOCK_SLOTS_INVALID'],
    [
      'a slot twice',
      { slotIds: ['M-1', 'M-1'] },
      'Choose the slots to block: 1 to 16 of M-1 to L-4, each once',
      'BLOCK_SLOTS_INVALID',
    ],
    [
      'an unknown slot',
      { slotIds: ['X-1'] },
      'Choose the slots to block: 1 to 16 of M-1 to L-4, each once',
      'BLOCK_SLOTS_INVALID',
    ],
    ['a date that is not one', { date: '2026-02-30' }, 'Enter a real date as YYYY-MM-DD', 'DATE_INVALID'],
    ['a past date', { date: '2026-11-21' }, 'This date has already passed. Pick today or a later date', 'DATE_PAST'],
    [
      'a slot that has started',
      { date: TODAY, slotIds: ['M-4', 'M-3'] },
      'Already started: 9:00 am - 10:30 am (M-3). Nothing was blocked',
      'BLOCK_SLOTS_STARTED',
    ],
    ['an unknown field', { note: 'x' }, 'Unknown field "note"', 'INVALID_INPUT'],
  ])('answers 400 for %s, blocking nothing', async (_label, change, message, code) => {
    const rows = await blockRows();
    const response = await admin('POST', '/api/blocks', {
      date: '2026-12-05',
      slotIds: ['N-1'],
      reason: 'Maintenance',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: message, code });
    expect(await blockRows()).toEqual(rows);
  });

  it('may block far ahead (a tournament months away), beyond the visitors’ horizon', async () => {
    const response = await admin('POST', '/api/blocks', { date: '2027-06-01', slotIds: ['N-1'], reason: 'Cup final' });
    expect(response.statusCode).toBe(201);
  });
});

describe('a blocked slot and the other paths that would take it', () => {
  it('a request already waiting stays pending; confirming it is 409 blocked; Reject all clears it', async () => {
    const waiting = await request('2026-12-06', 'N-2', '7:30 pm - 9:00 pm');
    const blocked = await admin('POST', '/api/blocks', { date: '2026-12-06', slotIds: ['N-2'], reason: 'Floodlights' });
    expect(blocked.statusCode).toBe(201);
    const pending = json<BookingRequest[]>(await admin('GET', '/api/booking-requests'));
    expect(pending.map((r) => r._id)).toContain(waiting._id);
    // The board shows it with the block's reason, from one read.
    const schedule = json<Schedule>(await admin('GET', '/api/schedule?from=2026-12-06&to=2026-12-06'));
    expect(schedule.pending.map((r) => r._id)).toEqual([waiting._id]);
    expect(schedule.blocks.map((b) => [b.slotId, b.reason])).toEqual([['N-2', 'Floodlights']]);

    const confirm = await admin('POST', `/api/booking-requests/${waiting._id}/confirm`);
    expect(confirm.statusCode).toBe(409);
    expect(json(confirm)).toEqual({ error: MESSAGES.slotBlocked, code: 'SLOT_BLOCKED' });
    const [row] = await t.fresh.database.sql<{ status: string }[]>`
      select status from booking_requests where id = ${waiting._id}`;
    expect(row?.status).toBe('pending');
    expect(await taken('2026-12-06')).toEqual(['N-2']);

    const rejectAll = await admin('POST', '/api/booking-requests/reject-all', { date: '2026-12-06', slotId: 'N-2' });
    expect(rejectAll.statusCode).toBe(200);
    expect(json<BookingRequest[]>(rejectAll).map((r) => [r._id, r.status])).toEqual([[waiting._id, 'rejected']]);
  });

  it('un-cancelling a booking whose slot was blocked meanwhile is 409 blocked, and it stays cancelled', async () => {
    const booking = await book('2026-12-07', 'A-4', '4:30 pm - 6:00 pm');
    await admin('PATCH', `/api/bookings/all/${booking._id}`, { cancelled: true });
    expect(
      (await admin('POST', '/api/blocks', { date: '2026-12-07', slotIds: ['A-4'], reason: 'Repairs' })).statusCode,
    ).toBe(201);
    const uncancel = await admin('PATCH', `/api/bookings/all/${booking._id}`, { cancelled: false });
    expect(uncancel.statusCode).toBe(409);
    expect(json(uncancel)).toEqual({ error: MESSAGES.slotBlocked, code: 'SLOT_BLOCKED' });
    const [row] = await t.fresh.database.sql<{ cancelled: boolean }[]>`
      select cancelled from bookings where id = ${booking._id}`;
    expect(row?.cancelled).toBe(true);
  });
});

describe('GET /api/blocks and DELETE /api/blocks/:id', () => {
  it('lists the blocks of a range by date and slot, both ends included', async () => {
    await admin('POST', '/api/blocks', { date: '2026-12-21', slotIds: ['L-4', 'A-1'], reason: 'A' });
    await admin('POST', '/api/blocks', { date: '2026-12-20', slotIds: ['N-1'], reason: 'B' });
    await admin('POST', '/api/blocks', { date: '2026-12-23', slotIds: ['M-1'], reason: 'C' });
    const response = await admin('GET', '/api/blocks?from=2026-12-20&to=2026-12-21');
    expect(response.statusCode).toBe(200);
    expect(json<Block[]>(response).map((b) => `${b.date} ${b.slotId} ${b.reason}`)).toEqual([
      '2026-12-20 N-1 B',
      '2026-12-21 A-1 A',
      '2026-12-21 L-4 A',
    ]);
    expect(json(await admin('GET', '/api/blocks?from=2026-12-22&to=2026-12-22'))).toEqual([]);
  });

  it.each([
    [
      'to before from',
      'from=2026-12-21&to=2026-12-20',
      'The range ends before it starts: send a "to" date on or after "from"',
      'DATE_RANGE_REVERSED',
    ],
    ['93 days', 'from=2026-12-01&to=2027-03-03', 'Ask for at most 92 days at a time', 'DATE_RANGE_TOO_LONG'],
    [
      'a date that is not one',
      'from=2026-02-30&to=2026-03-01',
      'Send from and to as real dates, YYYY-MM-DD',
      'DATE_RANGE_INVALID',
    ],
    ['no to', 'from=2026-12-01', 'Send from and to as real dates, YYYY-MM-DD', 'DATE_RANGE_INVALID'],
    ['words', 'from=today&to=tomorrow', 'Send from and to as real dates, YYYY-MM-DD', 'DATE_RANGE_INVALID'],
  ])('answers 400 for %s (blocks and schedule alike)', async (_label, query, message, code) => {
    for (const path of ['/api/blocks', '/api/schedule']) {
      const response = await admin('GET', `${path}?${query}`);
      expect(response.statusCode, path).toBe(400);
      expect(json(response)).toEqual({ error: message, code });
    }
  });

  it('takes exactly 92 days', async () => {
    expect((await admin('GET', '/api/blocks?from=2026-12-01&to=2027-03-02')).statusCode).toBe(200);
  });

  it('unblocks: 204, the slot is free again for visitors at once, and a second delete is 404', async () => {
    const [made] = json<Block[]>(
      await admin('POST', '/api/blocks', { date: '2026-12-08', slotIds: ['N-3'], reason: 'Repairs' }),
    );
    if (!made) throw new Error('no block');
    expect(await taken('2026-12-08')).toEqual(['N-3']);
    const removed = await admin('DELETE', `/api/blocks/${made._id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect(await taken('2026-12-08')).toEqual([]);
    const again = await admin('DELETE', `/api/blocks/${made._id}`);
    expect(again.statusCode).toBe(404);
    expect(json(again)).toEqual({ error: 'No blocked slot has this ID', code: 'BLOCK_NOT_FOUND' });
    // And the slot can be booked again.
    await book('2026-12-08', 'N-3', '9:00 pm - 10:30 pm');
  });
});
