import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/lib/db';
import { cancelRequest } from '../../src/outbox';
import type { OutboxItem } from '../../src/outbox/outbox-item';
import { recordStanding } from '../../src/outbox/outbox-repository';

/** Issue 31: the visitor's own cancellation, sent with this phone's key and recorded on the phone once accepted. */

const KEY = 'k'.repeat(43);
const item = (id: string, state: OutboxItem['state'], extra: Partial<OutboxItem> = {}): OutboxItem => ({
  id,
  date: '2030-01-15',
  slotId: 'N-1',
  time: '6:00 pm - 7:30 pm',
  name: 'Rahim',
  state,
  cancelKey: KEY,
  attempts: 1,
  nextAttemptAt: 0,
  createdAt: 1,
  updatedAt: 1,
  ...extra,
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}
let calls: Call[];
/** What the server answers the cancel with: a status and a body, or a throw (not reached). */
let answer: () => Response;

beforeEach(async () => {
  await db.outbox.clear();
  await db.outbox.bulkAdd([
    item('SSS-SSS-SS2', 'sent'),
    item('CCC-CCC-CC2', 'confirmed'),
    item('OOO-OOO-OO2', 'sent', { cancelKey: undefined }),
  ]);
  calls = [];
  answer = () => json(200, { status: 'cancelled', price: 2000 });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.endsWith('/cancel')) return answer();
    return json(200, { status: 'rejected' });
  });
});
afterEach(() => vi.unstubAllGlobals());

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('cancelRequest', () => {
  it.each([
    ['a request pending at the venue', 'SSS-SSS-SS2'],
    ['a confirmed booking', 'CCC-CCC-CC2'],
  ])('%s: posts only its key, to its own cancel path; accepted, it reads cancelled by the visitor', async (_, id) => {
    expect(await cancelRequest(id)).toEqual({ kind: 'cancelled' });
    expect(calls).toEqual([{ method: 'POST', url: `/api/booking-requests/${id}/cancel`, body: { cancelKey: KEY } }]);
    const after = await db.outbox.get(id);
    expect(after?.state).toBe('cancelled');
    expect(after?.cancelledHere).toEqual(expect.any(Number));
    // The key stays: a repeat (a lost answer) proves the same thing again.
    expect(after?.cancelKey).toBe(KEY);
  });

  it('a poll that heard of the cancellation first still leaves it marked as the visitor’s', async () => {
    await recordStanding(db, 'SSS-SSS-SS2', 'sent', 'cancelled', 5);
    expect(await cancelRequest('SSS-SSS-SS2')).toEqual({ kind: 'cancelled' });
    expect(await db.outbox.get('SSS-SSS-SS2')).toMatchObject({ state: 'cancelled', cancelledHere: expect.any(Number) });
  });

  it('not reached: nothing is cancelled and nothing is queued to be', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await cancelRequest('CCC-CCC-CC2')).toEqual({ kind: 'offline' });
    expect(await db.outbox.get('CCC-CCC-CC2')).toMatchObject({ state: 'confirmed' });
    expect((await db.outbox.get('CCC-CCC-CC2'))?.cancelledHere).toBeUndefined();
  });

  it('refused: the server’s code and words come back, and the item stays as it was', async () => {
    answer = () => json(409, { error: 'Too late to cancel', code: 'CANCEL_TOO_LATE' });
    expect(await cancelRequest('CCC-CCC-CC2')).toEqual({
      kind: 'refused',
      problem: { message: 'Too late to cancel', code: 'CANCEL_TOO_LATE' },
    });
    expect(await db.outbox.get('CCC-CCC-CC2')).toMatchObject({ state: 'confirmed' });
  });

  it('already closed at the venue: the phone asks how its requests stand, so the card catches up', async () => {
    answer = () => json(409, { error: 'Closed', code: 'REQUEST_CLOSED' });
    expect(await cancelRequest('SSS-SSS-SS2')).toMatchObject({ kind: 'refused', problem: { code: 'REQUEST_CLOSED' } });
    await vi.waitFor(async () => expect((await db.outbox.get('SSS-SSS-SS2'))?.state).toBe('rejected'));
    expect(calls.map((call) => call.url)).toContain('/api/booking-requests/SSS-SSS-SS2/status');
  });

  it('a request made before keys existed sends nothing: only the venue can cancel it', async () => {
    expect(await cancelRequest('OOO-OOO-OO2')).toMatchObject({
      kind: 'refused',
      problem: { code: 'CANCEL_KEY_INVALID' },
    });
    expect(calls).toEqual([]);
  });

  it('a booking the venue restores is no longer the visitor’s cancellation', async () => {
    await cancelRequest('CCC-CCC-CC2');
    await recordStanding(db, 'CCC-CCC-CC2', 'cancelled', 'confirmed', 9);
    const after = await db.outbox.get('CCC-CCC-CC2');
    expect(after?.state).toBe('confirmed');
    expect(after?.cancelledHere).toBeUndefined();
  });
});
