import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/lib/db';
import { submitBookingRequest } from '../../src/outbox';
import {
  type OutboxNews,
  onOutboxNews,
  outboxHasWork,
  outboxUsedOnDevice,
  readWaitingCount,
} from '../../src/outbox/outbox-news';
import { outboxEngine } from '../../src/outbox/outbox-runner';
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
  localStorage.clear();
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

  it('notes the request before it is sent, so a reload during the send leaves the next start something to do', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      await held;
      return server.fetch(input, init);
    });
    localStorage.clear();
    expect(outboxUsedOnDevice()).toBe(false);
    const submitting = submitBookingRequest(input);
    await vi.waitFor(async () => expect(await db.outbox.where('state').equals('sending').count()).toBe(1));
    // "Processing...": were the page reloaded now, the next start would find work (and the unseen Booking ID).
    expect(outboxHasWork()).toBe(true);
    // And /slots would load the outbox to mark this request's slot.
    expect(outboxUsedOnDevice()).toBe(true);
    release();
    const outcome = await submitting;
    expect(outcome.kind).toBe('sent');
    // The form shows the Booking ID: nothing is left for the next start.
    expect((await db.outbox.get((outcome as { id: string }).id))?.bookingIdUnseen).toBeUndefined();
    expect(outboxHasWork()).toBe(false);
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

  it('a request made offline keeps the language it was made in, and is sent with it when back online', async () => {
    server.mode = 'down';
    const outcome = await submitBookingRequest({ ...input, lang: 'bn' });
    expect(outcome.kind).toBe('saved-offline');
    const id = (outcome as { id: string }).id;
    expect(await db.outbox.get(id)).toMatchObject({ state: 'queued', lang: 'bn' });
    server.mode = 'up';
    await outboxEngine.flush({ force: true });
    expect(server.rows.get(id)).toMatchObject({ id, lang: 'bn' });
  });

  it('answers "refused" with the server message and code for a taken slot, and keeps nothing behind', async () => {
    server.takenSlots.add('2030-02-01|N-2');
    const outcome = await submitBookingRequest(input);
    expect(outcome).toEqual({
      kind: 'refused',
      status: 409,
      message: 'This slot is already booked',
      code: 'SLOT_TAKEN',
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('answers "refused" with the reason for an invalid request (400)', async () => {
    const outcome = await submitBookingRequest({ ...input, phone: '01012345678' });
    expect(outcome).toEqual({
      kind: 'refused',
      status: 400,
      message: 'Enter a valid 11-digit Bangladeshi phone number',
      code: 'PHONE_INVALID',
    });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('submitBookingRequest(input, { replaces }): a rebooking', () => {
  /** A request of the visitor's whose slot was taken (or that was refused), left in the outbox. */
  async function refused(id: string, state: 'slot-taken' | 'failed' | 'sent' = 'slot-taken') {
    await db.outbox.add({
      id,
      date: '2030-02-01',
      slotId: 'N-1',
      time: '6:00 pm - 7:30 pm',
      name: 'Sumi',
      phone: '01812345678',
      state,
      attempts: 1,
      nextAttemptAt: 0,
      createdAt: 1,
      updatedAt: 1,
    });
  }

  it('removes the replaced request once the new one is sent', async () => {
    await refused('OLD-REQ-ST2');
    const outcome = await submitBookingRequest(input, { replaces: 'OLD-REQ-ST2' });
    expect(outcome.kind).toBe('sent');
    expect(await db.outbox.get('OLD-REQ-ST2')).toBeUndefined();
  });

  it('removes the replaced request once the new one is saved on the phone (it will be sent)', async () => {
    await refused('OLD-REQ-ST3', 'failed');
    server.mode = 'down';
    const outcome = await submitBookingRequest(input, { replaces: 'OLD-REQ-ST3' });
    expect(outcome.kind).toBe('saved-offline');
    expect(await db.outbox.get('OLD-REQ-ST3')).toBeUndefined();
  });

  it('keeps the replaced request when the new one is refused too', async () => {
    await refused('OLD-REQ-ST4');
    server.takenSlots.add('2030-02-01|N-2');
    const outcome = await submitBookingRequest(input, { replaces: 'OLD-REQ-ST4' });
    expect(outcome.kind).toBe('refused');
    expect(await db.outbox.get('OLD-REQ-ST4')).toMatchObject({ state: 'slot-taken' });
  });

  it('never removes a request that is no longer refused (retried and sent meanwhile), nor anything else', async () => {
    await refused('OLD-REQ-ST5', 'sent');
    await refused('OLD-REQ-ST6');
    const outcome = await submitBookingRequest(input, { replaces: 'OLD-REQ-ST5' });
    expect(outcome.kind).toBe('sent');
    expect(await db.outbox.get('OLD-REQ-ST5')).toMatchObject({ state: 'sent' });
    expect(await db.outbox.get('OLD-REQ-ST6')).toMatchObject({ state: 'slot-taken' });
  });
});
