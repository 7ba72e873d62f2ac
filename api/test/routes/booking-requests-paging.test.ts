import { newBookingId } from '@turf/sync-contract/booking-id';
import type { BookingRequest } from '@turf/sync-contract/schemas';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp, TODAY } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function admin(url: string) {
  return t.app.inject({ url, headers: { authorization: `Bearer ${await t.adminToken()}` } });
}

/** The next page's path from a Link header, or null on the last page. */
function nextOf(response: LightMyRequestResponse): string | null {
  const link = response.headers.link;
  if (link === undefined) return null;
  const match = /^<([^>]+)>; rel="next"$/.exec(String(link));
  if (!match?.[1]) throw new Error(`Unexpected Link header: ${String(link)}`);
  return match[1];
}

/** Every page from `first` on, following Link headers: the ids in the order served. */
async function walk(first: string): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let url: string | null = first;
  let pages = 0;
  while (url) {
    const response = await admin(url);
    expect(response.statusCode).toBe(200);
    ids.push(...json<BookingRequest[]>(response).map((r) => r._id));
    url = nextOf(response);
    pages++;
    if (pages > 1000) throw new Error('paging does not end');
  }
  return { ids, pages };
}

/**
 * Stores `count` pending requests straight in the table, as the API would, `sameInstant` of them at each created_at
 * (so ties between equal timestamps are exercised), on dates from tomorrow on.
 */
async function fill(count: number, sameInstant: number, from = '2026-11-23'): Promise<string[]> {
  const sql = t.fresh.database.sql;
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newBookingId(),
    date: from,
    slot_id: 'N-1',
    time: '6:00 pm - 7:30 pm',
    name: `Flood ${i}`,
    phone: `019${String(i).padStart(8, '0')}`,
    price: 2500,
    created_at: new Date(Date.UTC(2026, 10, 22, 3, 0, Math.floor(i / sameInstant))),
  }));
  await sql`insert into booking_requests ${sql(rows)}`;
  const ordered = await sql<{ id: string }[]>`
    select id from booking_requests where status = 'pending' order by created_at, id`;
  return ordered.map((r) => r.id);
}

describe('GET /api/booking-requests pages', () => {
  let all: string[] = [];
  beforeAll(async () => {
    all = await fill(130, 4);
  });

  it('answers the spec’s call without parameters with the first 50, oldest first, and says what follows', async () => {
    const response = await admin('/api/booking-requests');
    expect(response.statusCode).toBe(200);
    const page = json<BookingRequest[]>(response);
    expect(page.map((r) => r._id)).toEqual(all.slice(0, 50));
    expect(response.headers['x-total-count']).toBe('130');
    expect(response.headers.link).toBe(`</api/booking-requests?limit=50&cursor=${all[49]}>; rel="next"`);
  });

  it('serves every request exactly once in order across pages, ties on created_at included', async () => {
    for (const limit of [1, 7, 50, 200]) {
      const { ids, pages } = await walk(`/api/booking-requests?limit=${limit}`);
      expect(ids).toEqual(all);
      expect(pages).toBe(Math.ceil(all.length / limit));
    }
  });

  it('keeps its place when requests on earlier pages are decided meanwhile', async () => {
    const first = await admin('/api/booking-requests?limit=10');
    const next = nextOf(first);
    if (!next) throw new Error('expected a next page');
    // The manager rejects three cards of the first page, then loads more: nothing is skipped or repeated.
    for (const id of all.slice(0, 3)) {
      const rejected = await t.app.inject({
        method: 'DELETE',
        url: `/api/booking-requests/${id}`,
        headers: { authorization: `Bearer ${await t.adminToken()}` },
      });
      expect(rejected.statusCode).toBe(200);
    }
    const second = await admin(next);
    expect(json<BookingRequest[]>(second).map((r) => r._id)).toEqual(all.slice(10, 20));
    // A cursor naming a request that is no longer pending still works: the page starts after it.
    const afterRejected = await admin(`/api/booking-requests?limit=5&cursor=${all[1]}`);
    expect(json<BookingRequest[]>(afterRejected).map((r) => r._id)).toEqual(all.slice(3, 8));
    expect((await admin('/api/booking-requests')).headers['x-total-count']).toBe('127');
    all = all.slice(3);
  });

  it('has no Link header on the last page, and answers an empty array when nothing waits after the cursor', async () => {
    const last = await admin(`/api/booking-requests?limit=200`);
    expect(json<BookingRequest[]>(last)).toHaveLength(all.length);
    expect(last.headers.link).toBeUndefined();
    const beyond = await admin(`/api/booking-requests?cursor=${all.at(-1)}`);
    expect(beyond.statusCode).toBe(200);
    expect(json(beyond)).toEqual([]);
    expect(beyond.headers.link).toBeUndefined();
  });

  it.each([
    ['limit=0', 'Ask for 1 to 200 requests per page', 'PAGE_LIMIT_INVALID'],
    ['limit=201', 'Ask for 1 to 200 requests per page', 'PAGE_LIMIT_INVALID'],
    ['limit=-1', 'Ask for 1 to 200 requests per page', 'PAGE_LIMIT_INVALID'],
    ['limit=1.5', 'Ask for 1 to 200 requests per page', 'PAGE_LIMIT_INVALID'],
    ['limit=abc', 'Ask for 1 to 200 requests per page', 'PAGE_LIMIT_INVALID'],
    ['limit=99999', 'Ask for 1 to 200 requests per page', 'PAGE_LIMIT_INVALID'],
    ['limit=10&limit=20', 'Ask for 1 to 200 requests per page', 'PAGE_LIMIT_INVALID'],
    ['cursor=nope', 'This page link is not valid. Reload the list', 'CURSOR_INVALID'],
    ['cursor=ZZZ-ZZZ-ZZZ', 'This page link is no longer valid. Reload the list', 'UNKNOWN_CURSOR'],
    ['page=2', 'Unknown field "page"', 'INVALID_INPUT'],
  ])('refuses ?%s with 400: %s', async (query, message, code) => {
    const response = await admin(`/api/booking-requests?${query}`);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: message, code });
  });

  it('leaves out requests whose slot has started, from the pages and from the count', async () => {
    const sql = t.fresh.database.sql;
    const started = newBookingId();
    await sql`insert into booking_requests (id, date, slot_id, time, name, phone, price, created_at)
      values (${started}, ${TODAY}, 'M-3', '9:00 am - 10:30 am', 'Late', '01900000999', 2000, '2026-11-21T00:00:00Z')`;
    const first = await admin('/api/booking-requests?limit=200');
    expect(json<BookingRequest[]>(first).map((r) => r._id)).not.toContain(started);
    expect(first.headers['x-total-count']).toBe(String(all.length));
  });
});
