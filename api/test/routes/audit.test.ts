import { newBookingId } from '@turf/sync-contract/booking-id';
import type { AuditEntry, Block, Booking, BookingRequest, VersionedSettings } from '@turf/sync-contract/schemas';
import { getSlot } from '@turf/sync-contract/slots';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, TEST_ADMIN_EMAIL, TEST_NOW, type TestApp, TOMORROW, validBody } from '../support/app';

let t: TestApp;
let authorization: string;
beforeAll(async () => {
  t = await buildTestApp();
  authorization = `Bearer ${await t.adminToken()}`;
});
afterAll(async () => {
  await t?.close();
});

function admin(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
}

interface Row {
  id: string;
  actor: string;
  action: string;
  booking_id: string | null;
  block_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

async function lastId(): Promise<string> {
  const [row] = await t.fresh.database.sql<{ id: string }[]>`select coalesce(max(id), 0)::text as id from audit_log`;
  return row?.id ?? '0';
}

/** The entries written after `since`, oldest first. */
async function entriesAfter(since: string): Promise<Row[]> {
  return [
    ...(await t.fresh.database.sql<Row[]>`
      select id::text, actor, action, booking_id, block_id, before, after
      from audit_log where id > ${since}::bigint order by audit_log.id`),
  ];
}

async function visitorRequest(date = TOMORROW, slotId = 'N-1'): Promise<BookingRequest> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/booking-requests',
    payload: validBody({ id: newBookingId(), date, slotId, time: getSlot(slotId)?.time ?? '' }),
  });
  expect(response.statusCode).toBe(201);
  return json<BookingRequest>(response);
}

async function confirmedBooking(date: string, slotId: string): Promise<Booking> {
  const { _id } = await visitorRequest(date, slotId);
  const response = await admin('POST', `/api/booking-requests/${_id}/confirm`);
  expect(response.statusCode).toBe(200);
  return json<Booking>(response);
}

describe('the audit trail: one entry per change, in the same transaction', () => {
  it('a visitor’s request: request.created by visitor, with the stored fields', async () => {
    const since = await lastId();
    const request = await visitorRequest('2026-12-01', 'M-4');
    const entries = await entriesAfter(since);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: 'visitor',
      action: 'request.created',
      booking_id: request._id,
      block_id: null,
      before: null,
      after: { id: request._id, status: 'pending', date: '2026-12-01', slot_id: 'M-4', name: request.name },
    });
  });

  it('confirming: request.confirmed and booking.created, both by the manager', async () => {
    const { _id } = await visitorRequest('2026-12-01', 'A-4');
    const since = await lastId();
    expect((await admin('POST', `/api/booking-requests/${_id}/confirm`)).statusCode).toBe(200);
    const entries = await entriesAfter(since);
    expect(entries.map((e) => [e.actor, e.action, e.booking_id])).toEqual([
      [TEST_ADMIN_EMAIL, 'request.confirmed', _id],
      [TEST_ADMIN_EMAIL, 'booking.created', _id],
    ]);
    expect(entries[0]?.before).toEqual({ status: 'pending', decided_at: null });
    expect(entries[0]?.after).toMatchObject({ status: 'confirmed' });
    expect(Object.keys(entries[0]?.after ?? {}).sort()).toEqual(['decided_at', 'status']);
    expect(entries[1]?.after).toMatchObject({ id: _id, paid: false, cancelled: false, source: 'visitor' });
  });

  it('rejecting: request.rejected by the manager, status before and after', async () => {
    const { _id } = await visitorRequest('2026-12-01', 'L-1');
    const since = await lastId();
    expect((await admin('DELETE', `/api/booking-requests/${_id}`)).statusCode).toBe(200);
    const entries = await entriesAfter(since);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: TEST_ADMIN_EMAIL,
      action: 'request.rejected',
      booking_id: _id,
      before: { status: 'pending', decided_at: null },
      after: { status: 'rejected' },
    });
  });

  it('paid toggle: booking.updated with the one field; cancel and restore: booking.cancelled and booking.restored; a toggle to the same value writes none', async () => {
    const booking = await confirmedBooking('2026-12-02', 'A-1');
    let since = await lastId();
    expect((await admin('PATCH', `/api/bookings/all/${booking._id}`, { paid: true })).statusCode).toBe(200);
    // The toggle records a payment (decision 050); the booking's paid follows it in the same transaction.
    expect(await entriesAfter(since)).toMatchObject([
      { actor: TEST_ADMIN_EMAIL, action: 'payment.added', booking_id: booking._id },
      {
        actor: TEST_ADMIN_EMAIL,
        action: 'booking.updated',
        booking_id: booking._id,
        before: { paid: false },
        after: { paid: true },
      },
    ]);
    since = await lastId();
    expect((await admin('PATCH', `/api/bookings/all/${booking._id}`, { paid: true })).statusCode).toBe(200);
    expect(await entriesAfter(since)).toEqual([]);
    expect((await admin('PATCH', `/api/bookings/all/${booking._id}`, { cancelled: true })).statusCode).toBe(200);
    expect(await entriesAfter(since)).toMatchObject([
      {
        actor: TEST_ADMIN_EMAIL,
        action: 'booking.cancelled',
        before: { cancelled: false },
        after: { cancelled: true },
      },
    ]);
    since = await lastId();
    expect((await admin('PATCH', `/api/bookings/all/${booking._id}`, { cancelled: false })).statusCode).toBe(200);
    expect(await entriesAfter(since)).toMatchObject([
      { actor: TEST_ADMIN_EMAIL, action: 'booking.restored', before: { cancelled: true }, after: { cancelled: false } },
    ]);
  });

  it('deleting a booking: booking.deleted with the row before, and its earlier entries are kept', async () => {
    const booking = await confirmedBooking('2026-12-02', 'A-2');
    const since = await lastId();
    expect((await admin('DELETE', `/api/bookings/all/${booking._id}`)).statusCode).toBe(204);
    expect(await entriesAfter(since)).toMatchObject([
      { actor: TEST_ADMIN_EMAIL, action: 'booking.deleted', booking_id: booking._id, after: null },
    ]);
    const history = await t.fresh.database.sql<{ action: string }[]>`
      select action from audit_log where booking_id = ${booking._id} order by id`;
    expect(history.map((r) => r.action)).toEqual([
      'request.created',
      'request.confirmed',
      'booking.created',
      'booking.deleted',
    ]);
  });

  it('a manager’s booking: booking.created by the manager, source manager', async () => {
    const since = await lastId();
    const id = newBookingId();
    const response = await admin('POST', '/api/bookings', {
      ...validBody({ slotId: 'A-3', time: getSlot('A-3')?.time ?? '' }),
      id,
      date: '2026-12-03',
    });
    expect(response.statusCode).toBe(201);
    expect(await entriesAfter(since)).toMatchObject([
      { actor: TEST_ADMIN_EMAIL, action: 'booking.created', booking_id: id, after: { source: 'manager' } },
    ]);
  });

  it('the bulk writes and a series cancel name the manager: Reject all, Reject selected, the rest of a series', async () => {
    // Reject all: two requests wait for a slot another request got.
    const first = await visitorRequest('2026-12-04', 'N-4');
    const second = await visitorRequest('2026-12-04', 'N-4');
    await confirmedBooking('2026-12-04', 'N-4');
    let since = await lastId();
    expect(
      (await admin('POST', '/api/booking-requests/reject-all', { date: '2026-12-04', slotId: 'N-4' })).statusCode,
    ).toBe(200);
    expect((await entriesAfter(since)).map((e) => [e.actor, e.action, e.booking_id])).toEqual([
      [TEST_ADMIN_EMAIL, 'request.rejected', first._id],
      [TEST_ADMIN_EMAIL, 'request.rejected', second._id],
    ]);

    const picked = [await visitorRequest('2026-12-04', 'A-1'), await visitorRequest('2026-12-04', 'A-2')];
    since = await lastId();
    const ids = picked.map((r) => r._id);
    expect((await admin('POST', '/api/booking-requests/reject-selected', { ids })).statusCode).toBe(200);
    expect((await entriesAfter(since)).map((e) => [e.actor, e.action])).toEqual([
      [TEST_ADMIN_EMAIL, 'request.rejected'],
      [TEST_ADMIN_EMAIL, 'request.rejected'],
    ]);

    const series = await admin('POST', '/api/bookings', {
      ...validBody({ slotId: 'M-2', time: getSlot('M-2')?.time ?? '' }),
      id: newBookingId(),
      date: '2026-12-07',
      repeatWeeks: 2,
    });
    expect(series.statusCode).toBe(201);
    const { seriesId } = json<{ seriesId: string }>(series);
    since = await lastId();
    expect((await admin('POST', `/api/bookings/series/${seriesId}/cancel`, { from: '2026-12-07' })).statusCode).toBe(
      200,
    );
    expect((await entriesAfter(since)).map((e) => [e.actor, e.action])).toEqual([
      [TEST_ADMIN_EMAIL, 'booking.cancelled'],
      [TEST_ADMIN_EMAIL, 'booking.cancelled'],
    ]);
  });

  it('blocks: block.created per slot and block.deleted, by the manager', async () => {
    let since = await lastId();
    const response = await admin('POST', '/api/blocks', {
      date: '2026-12-04',
      slotIds: ['M-1', 'M-2'],
      reason: 'Rain',
    });
    expect(response.statusCode).toBe(201);
    const blocks = json<Block[]>(response);
    const created = await entriesAfter(since);
    expect(created.map((e) => [e.actor, e.action, e.booking_id]).sort()).toEqual([
      [TEST_ADMIN_EMAIL, 'block.created', null],
      [TEST_ADMIN_EMAIL, 'block.created', null],
    ]);
    expect(created.map((e) => e.block_id).sort()).toEqual(blocks.map((b) => b._id).sort());
    since = await lastId();
    expect((await admin('DELETE', `/api/blocks/${blocks[0]?._id}`)).statusCode).toBe(204);
    expect(await entriesAfter(since)).toMatchObject([
      { actor: TEST_ADMIN_EMAIL, action: 'block.deleted', block_id: blocks[0]?._id, before: { reason: 'Rain' } },
    ]);
  });

  it('saving settings: settings.saved by the manager with the changed field before and after', async () => {
    const current = json<VersionedSettings>(await t.app.inject({ url: '/api/settings' }));
    const since = await lastId();
    const days = current.settings.bookingHorizonDays === 30 ? 29 : 30;
    const response = await admin('PUT', '/api/settings', {
      version: current.version,
      settings: { ...current.settings, bookingHorizonDays: days },
    });
    expect(response.statusCode).toBe(200);
    expect(await entriesAfter(since)).toMatchObject([
      {
        actor: TEST_ADMIN_EMAIL,
        action: 'settings.saved',
        before: { bookingHorizonDays: current.settings.bookingHorizonDays },
        after: { bookingHorizonDays: days },
      },
    ]);
  });

  it('expiry, written by the sweep while the manager lists requests, is the system’s', async () => {
    const request = await visitorRequest(TOMORROW, 'M-1');
    const since = await lastId();
    t.setNow(new Date('2026-11-23T01:00:00Z'));
    try {
      expect((await admin('GET', '/api/booking-requests')).statusCode).toBe(200);
    } finally {
      t.setNow(TEST_NOW);
    }
    const entries = await entriesAfter(since);
    expect(entries.filter((e) => e.booking_id === request._id)).toMatchObject([
      { actor: 'system', action: 'request.expired', before: { status: 'pending' }, after: { status: 'expired' } },
    ]);
    expect(entries.every((e) => e.actor === 'system')).toBe(true);
  });

  it('a write refused and rolled back leaves no entry', async () => {
    await admin('POST', '/api/blocks', { date: '2026-12-05', slotIds: ['N-1'], reason: 'Rain' });
    const since = await lastId();
    // Blocks for two slots, one already blocked: the whole insert rolls back.
    const refused = await admin('POST', '/api/blocks', { date: '2026-12-05', slotIds: ['N-2', 'N-1'], reason: 'x' });
    expect(refused.statusCode).toBe(409);
    // A manager's booking on the blocked slot: the insert fails at its claim.
    const taken = await admin('POST', '/api/bookings', {
      ...validBody({ slotId: 'N-1', time: getSlot('N-1')?.time ?? '' }),
      id: newBookingId(),
      date: '2026-12-05',
    });
    expect(taken.statusCode).toBe(409);
    await expect(
      t.fresh.database.sql.begin(async (tx) => {
        await tx`insert into blocks (date, slot_id, time, reason) values ('2026-12-06', 'M-1', '6:00 am - 7:30 am', 'x')`;
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await entriesAfter(since)).toEqual([]);
  });

  it('the table is append-only: UPDATE, DELETE and TRUNCATE are refused by the database', async () => {
    await visitorRequest('2026-12-07', 'M-1');
    const sql = t.fresh.database.sql;
    const before = await entriesAfter('0');
    await expect(sql`update audit_log set actor = 'someone else'`).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`).rejects.toThrow(/append-only/);
    expect(await entriesAfter('0')).toEqual(before);
  });

  it('a manager’s name set for one transaction does not reach the next (pooled connection or PGlite’s session)', async () => {
    const sql = t.fresh.database.sql;
    await sql.begin((tx) => tx`select set_config('turf.actor', 'someone@turf.test', true)`);
    const since = await lastId();
    await sql`insert into blocks (date, slot_id, time, reason) values ('2026-12-08', 'M-1', '6:00 am - 7:30 am', 'x')`;
    expect(await entriesAfter(since)).toMatchObject([{ actor: 'system', action: 'block.created' }]);
  });
});

describe('GET /api/audit', () => {
  function get(url: string) {
    return admin('GET', url);
  }

  it('is the manager’s: 401 without a token', async () => {
    const response = await t.app.inject({ url: '/api/audit' });
    expect(response.statusCode).toBe(401);
  });

  it('answers newest first, a page at a time, following the Link header to the end', async () => {
    const all = await entriesAfter('0');
    const seen: AuditEntry[] = [];
    let url: string | undefined = '/api/audit?limit=3';
    let pages = 0;
    while (url) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      seen.push(...json<AuditEntry[]>(response));
      const link = response.headers.link as string | undefined;
      url = link?.match(/^<([^>]+)>; rel="next"$/)?.[1];
      pages++;
    }
    // What one transaction did to a series' bookings is one entry (issue 29): every entry is there once, the groups
    // counting their bookings, newest first, and no group split across two pages.
    expect(pages).toBe(Math.ceil(seen.length / 3));
    expect(seen.reduce((sum, e) => sum + (e.series?.count ?? 1), 0)).toBe(all.length);
    const ids = seen.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    expect(seen[0]).toMatchObject({ actor: expect.any(String), action: expect.any(String) });
    expect(Number.isNaN(Date.parse(seen[0]?.at ?? ''))).toBe(false);
  });

  it('filters by booking and keeps the filter in the next page’s link', async () => {
    const booking = await confirmedBooking('2026-12-09', 'N-3');
    await admin('PATCH', `/api/bookings/all/${booking._id}`, { paid: true });
    const first = await get(`/api/audit?bookingId=${booking._id}&limit=2`);
    // The toggle writes payment.added and booking.updated (decision 050).
    expect(json<AuditEntry[]>(first).map((e) => e.action)).toEqual(['booking.updated', 'payment.added']);
    const next = (first.headers.link as string).match(/^<([^>]+)>/)?.[1] ?? '';
    expect(next).toContain(`bookingId=${booking._id}`);
    const second = await get(next);
    expect(json<AuditEntry[]>(second).map((e) => e.action)).toEqual(['booking.created', 'request.confirmed']);
    const thirdUrl = (second.headers.link as string).match(/^<([^>]+)>/)?.[1] ?? '';
    const third = await get(thirdUrl);
    expect(json<AuditEntry[]>(third).map((e) => e.action)).toEqual(['request.created']);
    expect(third.headers.link).toBeUndefined();
  });

  it('filters by time: from inclusive, to exclusive', async () => {
    const [row] = await t.fresh.database.sql<{ at: Date }[]>`select max(at) as at from audit_log`;
    if (!row) throw new Error('no entries');
    const newest = row.at.toISOString();
    const from = json<AuditEntry[]>(await get(`/api/audit?from=${encodeURIComponent(newest)}`));
    expect(from.length).toBeGreaterThanOrEqual(1);
    expect(from.every((e) => e.at >= newest)).toBe(true);
    const to = json<AuditEntry[]>(await get(`/api/audit?to=${encodeURIComponent(newest)}&limit=200`));
    expect(to.every((e) => e.at < newest)).toBe(true);
    expect(json<AuditEntry[]>(await get('/api/audit?to=2000-01-01T00:00:00Z'))).toEqual([]);
  });

  it.each([
    ['limit=0', 'PAGE_LIMIT_INVALID'],
    ['limit=201', 'PAGE_LIMIT_INVALID'],
    ['limit=x', 'PAGE_LIMIT_INVALID'],
    ['from=2026-12-02T00:00:00Z&to=2026-12-01T00:00:00Z', 'AUDIT_RANGE_INVALID'],
    ['from=0000-01-01T00:00:00Z', 'AUDIT_RANGE_INVALID'],
    ['to=2026-02-30T00:00:00Z', undefined],
    ['from=yesterday', undefined],
    ['cursor=abc', undefined],
    ['cursor=99999999999999999999', undefined],
    ['bookingId=nope', undefined],
    ['colour=red', undefined],
  ])('?%s is a 400 with a code, never a 500', async (query, code) => {
    const response = await get(`/api/audit?${query}`);
    expect(response.statusCode).toBe(400);
    const body = json<{ error: string; code: string }>(response);
    expect(body.error).toEqual(expect.any(String));
    expect(body.code).toEqual(code ?? expect.any(String));
  });

  it('any query (instants near the edges, digits, junk) answers 200 or 400 with a code, never a 5xx', async () => {
    const instant = fc.oneof(
      fc
        .date({ min: new Date('-001000-01-01T00:00:00Z'), max: new Date('+020000-01-01T00:00:00Z') })
        .map((d) => (Number.isNaN(d.getTime()) ? 'x' : d.toISOString())),
      fc.constantFrom('0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '2026-13-01T00:00:00Z', '2026-11-22'),
      fc.string(),
    );
    const value = fc.oneof(fc.string(), fc.stringMatching(/^[0-9]{1,22}$/));
    const query = fc.record(
      { bookingId: value, from: instant, to: instant, limit: value, cursor: value },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const params = new URLSearchParams(Object.entries(q) as [string, string][]);
        const response = await get(`/api/audit?${params}`);
        expect([200, 400]).toContain(response.statusCode);
        if (response.statusCode === 400) expect(json<{ code: string }>(response).code).toEqual(expect.any(String));
      }),
      { numRuns: 150 },
    );
  });
});

describe('whose booking each entry is, and a series as one entry (issue 29)', () => {
  const get = (url: string) => t.app.inject({ url, headers: { authorization } });

  it('a weekly series made at once is one entry naming its dates; each entry says whose booking it is', async () => {
    const response = await admin('POST', '/api/bookings', {
      ...validBody({ slotId: 'L-3', time: getSlot('L-3')?.time ?? '' }),
      name: 'Mirpur Tigers',
      phone: '01812345678',
      id: newBookingId(),
      // Three weeks inside the booking horizon from TEST_NOW.
      date: '2026-11-30',
      repeatWeeks: 3,
    });
    expect(response.statusCode).toBe(201);
    const { seriesId } = json<{ seriesId: string }>(response);
    const dates = (
      await t.fresh.database.sql<{ date: string }[]>`
        select date from bookings where series_id = ${seriesId} order by date`
    ).map((row) => row.date);
    expect(dates.length).toBeGreaterThanOrEqual(3);
    const [made] = json<AuditEntry[]>(await get('/api/audit?limit=1'));
    expect(made).toMatchObject({
      action: 'booking.created',
      actor: TEST_ADMIN_EMAIL,
      who: { name: 'Mirpur Tigers', phone: '01812345678' },
      series: { id: seriesId, count: dates.length, dates },
    });
    expect(made?.after).toMatchObject({ date: dates[0] });

    // The rest of the series cancelled at once: one entry too.
    await admin('POST', `/api/bookings/series/${seriesId}/cancel`, { from: dates[1] });
    const [cancelled, before] = json<AuditEntry[]>(await get('/api/audit?limit=2'));
    expect(cancelled).toMatchObject({
      action: 'booking.cancelled',
      series: { count: dates.length - 1, dates: dates.slice(1) },
      who: { name: 'Mirpur Tigers' },
    });
    expect(before?.id).toBe(made?.id);
  });

  it('a payment and a single change name the booking’s customer, also after the booking is deleted', async () => {
    const booking = await confirmedBooking('2026-12-10', 'M-4');
    await admin('PATCH', `/api/bookings/all/${booking._id}`, { paid: true });
    const entries = json<AuditEntry[]>(await get(`/api/audit?bookingId=${booking._id}`));
    for (const entry of entries) {
      expect(entry.who).toEqual({ name: booking.name, phone: booking.phone });
      expect(entry.series).toBeNull();
    }
    expect((await admin('DELETE', `/api/bookings/all/${booking._id}`)).statusCode).toBe(204);
    // Its request keeps the name; a manager's booking, with no request, is named from its first entry.
    const manager = newBookingId();
    await admin('POST', '/api/bookings', {
      ...validBody({ slotId: 'M-3', time: getSlot('M-3')?.time ?? '' }),
      name: 'Gone FC',
      id: manager,
      date: '2026-12-10',
    });
    await admin('POST', `/api/bookings/all/${manager}/payments`, { amount: 300, method: 'cash' });
    expect((await admin('DELETE', `/api/bookings/all/${manager}`)).statusCode).toBe(204);
    const gone = json<AuditEntry[]>(await get(`/api/audit?bookingId=${manager}`));
    expect(gone.map((e) => e.action).sort()).toEqual([
      'booking.created',
      'booking.deleted',
      'payment.added',
      'payment.removed',
    ]);
    for (const entry of gone) expect(entry.who).toMatchObject({ name: 'Gone FC' });
  });
});
