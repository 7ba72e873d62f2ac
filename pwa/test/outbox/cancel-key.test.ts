import { CancelKey } from '@turf/sync-contract/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/lib/db';
import { submitBookingRequest } from '../../src/outbox';
import { newCancelKey } from '../../src/outbox/cancel-key';
import { outboxEngine } from '../../src/outbox/outbox-runner';
import { FakeServer } from './fake-server';

/** Issue 31: the secret with which only the phone that made a request can cancel it. */

/** The contract's own pattern for the key (the schema's JSON Schema `pattern`), which the server checks. */
const CONTRACT_PATTERN = new RegExp((CancelKey as unknown as { pattern: string }).pattern);

const input = {
  date: '2030-02-01',
  slotId: 'N-2',
  time: '7:30 pm - 9:00 pm',
  name: 'Sumi',
  phone: '01812345678',
} as const;

/** base64url back to bytes, as the server reads the key. */
function bytesOf(key: string): Uint8Array {
  return Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
}

describe('newCancelKey', () => {
  it('is 32 random bytes as unpadded base64url: 43 characters the contract accepts', () => {
    const key = newCancelKey();
    expect(key).toHaveLength(43);
    expect(key).toMatch(CONTRACT_PATTERN);
    expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(bytesOf(key)).toHaveLength(32);
  });

  it('comes from the platform CSPRNG, every byte of it', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const key = newCancelKey();
    expect(spy).toHaveBeenCalledTimes(1);
    const filled = spy.mock.results[0]?.value as Uint8Array;
    expect(filled).toHaveLength(32);
    expect(bytesOf(key)).toEqual(filled);
    spy.mockRestore();
  });

  it('is a different key each time', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newCancelKey()));
    expect(keys.size).toBe(200);
  });
});

describe('a request made on this phone', () => {
  let server: FakeServer;
  beforeEach(async () => {
    server = new FakeServer();
    vi.stubGlobal('fetch', server.fetch);
    await db.outbox.clear();
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('carries its own key in the POST body, and keeps it once the phone number is dropped', async () => {
    const outcome = await submitBookingRequest(input);
    expect(outcome.kind).toBe('sent');
    const id = (outcome as { id: string }).id;
    const stored = await db.outbox.get(id);
    expect(stored?.state).toBe('sent');
    expect(stored?.phone).toBeUndefined();
    expect(stored?.cancelKey).toMatch(CONTRACT_PATTERN);
    expect(server.rows.get(id)?.cancelKey).toBe(stored?.cancelKey);
  });

  it('gets its key once, when it is made: a request saved offline is sent later, and again, with that same key', async () => {
    server.mode = 'down';
    const outcome = await submitBookingRequest(input);
    expect(outcome.kind).toBe('saved-offline');
    const id = (outcome as { id: string }).id;
    const made = (await db.outbox.get(id))?.cancelKey;
    expect(made).toMatch(CONTRACT_PATTERN);
    // Back online: the first answer is lost, so the request goes twice; both carry the key it was made with.
    server.mode = 'up';
    server.loseNextAck = true;
    await outboxEngine.flush({ force: true });
    await outboxEngine.flush({ force: true });
    expect(server.posts).toEqual([id, id]);
    expect(server.rows.get(id)?.cancelKey).toBe(made);
    expect(await db.outbox.get(id)).toMatchObject({ state: 'sent', cancelKey: made });
  });

  it('each request has a key of its own', async () => {
    const first = (await submitBookingRequest(input)) as { id: string };
    const second = (await submitBookingRequest({ ...input, slotId: 'N-3', time: '9:00 pm - 10:30 pm' })) as {
      id: string;
    };
    const keys = [(await db.outbox.get(first.id))?.cancelKey, (await db.outbox.get(second.id))?.cancelKey];
    expect(keys[0]).toMatch(CONTRACT_PATTERN);
    expect(keys[1]).toMatch(CONTRACT_PATTERN);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
