import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { submitBookingRequest } from '../../src/features/outbox';
import { db } from '../../src/lib/db';
import { type OutboxNews, onOutboxNews, readWaitingCount } from '../../src/lib/outbox-badge';
import { FakeServer } from './fake-server';

const input = {
  date: '2030-02-01',
  slotId: 'N-2',
  time: '7:30 pm - 9:00 pm',
  name: 'Sumi',
  phone: '01812345678',
} as const;

let server: FakeServer;
beforeEach(async () => {
  server = new FakeServer();
  vi.stubGlobal('fetch', server.fetch);
  await db.outbox.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('submitBookingRequest', () => {
  it('writes to the outbox, sends at once and answers "sent" with the device-made Booking ID', async () => {
    const persist = vi.fn(async () => true);
    Object.defineProperty(navigator, 'storage', { configurable: true, value: { persist } });
    const news: OutboxNews[] = [];
    const stop = onOutboxNews((item) => news.push(item));
    const outcome = await submitBookingRequest(input);
    stop();
    expect(outcome.kind).toBe('sent');
    const id = (outcome as { id: string }).id;
    expect(id).toMatch(/^[2-9A-HJKMNP-Z]{3}-[2-9A-HJKMNP-Z]{3}-[2-9A-HJKMNP-Z]{3}$/);
    expect(server.rows.get(id)).toMatchObject({ phone: '01812345678', slotId: 'N-2' });
    expect(await db.outbox.get(id)).toMatchObject({ state: 'sent', name: 'Sumi' });
    expect((await db.outbox.get(id))?.phone).toBeUndefined();
    expect(news).toContainEqual({ type: 'waiting', count: 0 });
    expect(readWaitingCount()).toBe(0);
    // The outbox asks not to be evicted under storage pressure.
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('keeps the request queued on the phone when the server cannot be reached ("saved-offline")', async () => {
    server.mode = 'down';
    const outcome = await submitBookingRequest(input);
    expect(outcome.kind).toBe('saved-offline');
    const id = (outcome as { id: string }).id;
    expect(await db.outbox.get(id)).toMatchObject({ state: 'queued', phone: '01812345678' });
    expect(readWaitingCount()).toBe(1);
    expect(server.rows.size).toBe(0);
  });

  it('answers "refused" with the server message for a taken slot, and keeps nothing behind', async () => {
    server.takenSlots.add('2030-02-01|N-2');
    const outcome = await submitBookingRequest(input);
    expect(outcome).toEqual({ kind: 'refused', status: 409, message: 'This slot is already booked' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('answers "refused" with the reason for an invalid request (400)', async () => {
    const outcome = await submitBookingRequest({ ...input, phone: '01012345678' });
    expect(outcome).toEqual({
      kind: 'refused',
      status: 400,
      message: 'Enter a valid 11-digit Bangladeshi phone number',
    });
    expect(await db.outbox.count()).toBe(0);
  });
});
