import { MESSAGES } from '@turf/sync-contract/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countRequests, describeState } from '../../src/features/my-requests/request-state';
import { en } from '../../src/i18n/catalogue-en';
import { BACKOFF_BASE_MS } from '../../src/outbox/backoff';
import { createOutboxEngine } from '../../src/outbox/outbox-engine';
import type { OutboxItem } from '../../src/outbox/outbox-item';
import { requeue } from '../../src/outbox/outbox-repository';
import type { SendResult } from '../../src/outbox/send-request';
import { sendBookingRequest } from '../../src/outbox/send-request';
import { LockHub } from './fake-locks';
import { FakeServer } from './fake-server';
import { Clock, engineFor, freshDatabase, queueRequest } from './harness';

let server: FakeServer;
beforeEach(() => {
  server = new FakeServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('outbox engine', () => {
  it('sends a queued request, marks it sent and forgets the phone number', async () => {
    const db = freshDatabase();
    const clock = new Clock();
    const id = await queueRequest(db, clock);
    const summary = await engineFor(db, clock).flush();

    expect(summary).toEqual({ sent: 1, sentAfterWaiting: 0, awaitingAdvance: 0, waiting: 0, stoppedBy: null });
    expect([...server.rows.keys()]).toEqual([id]);
    const item = await db.outbox.get(id);
    expect(item?.state).toBe('sent');
    expect(item?.phone).toBeUndefined();
    expect(item?.name).toBe('Rafiq');
    expect(item?.sentAt).toBe(clock.now());
  });

  it('counts as news only the sends the visitor was told are saved on this phone', async () => {
    const db = freshDatabase();
    const clock = new Clock();
    const sentAtOnce = await queueRequest(db, clock);
    const savedEarlier = await queueRequest(db, clock);
    await db.outbox.update(savedEarlier, { savedOnDevice: true });
    const summary = await engineFor(db, clock).flush();

    expect(summary).toEqual({ sent: 2, sentAfterWaiting: 1, awaitingAdvance: 0, waiting: 0, stoppedBy: null });
    expect([...server.rows.keys()].sort()).toEqual([sentAtOnce, savedEarlier].sort());
  });

  it('retries a server that is down with growing delays, then sends once it is back', async () => {
    const db = freshDatabase();
    const clock = new Clock();
    const engine = engineFor(db, clock);
    const id = await queueRequest(db, clock);

    server.mode = 'down';
    expect((await engine.flush()).stoppedBy).toBe('offline');
    let item = (await db.outbox.get(id)) as OutboxItem;
    expect(item).toMatchObject({ state: 'queued', attempts: 1, failure: { reason: 'offline' } });
    const firstDelay = item.nextAttemptAt - clock.now();
    expect(firstDelay).toBeGreaterThanOrEqual(BACKOFF_BASE_MS / 2);

    // Not due yet: the engine leaves it alone (no request at all reaches the server).
    server.mode = 'error-503';
    await engine.flush();
    expect((await db.outbox.get(id))?.attempts).toBe(1);

    clock.advance(firstDelay);
    await engine.flush();
    item = (await db.outbox.get(id)) as OutboxItem;
    // A 503 from a gateway is "cannot reach the server", the same calm wait.
    expect(item).toMatchObject({ state: 'queued', attempts: 2 });
    const secondDelay = item.nextAttemptAt - clock.now();
    expect(secondDelay).toBeGreaterThan(firstDelay);

    server.mode = 'error-500';
    clock.advance(secondDelay);
    await engine.flush();
    item = (await db.outbox.get(id)) as OutboxItem;
    expect(item).toMatchObject({ state: 'queued', attempts: 3, failure: { reason: 'server', status: 500 } });
    expect(item.nextAttemptAt - clock.now()).toBeGreaterThan(secondDelay);
    expect(await engine.nextRetryAt()).toBe(item.nextAttemptAt);

    server.mode = 'up';
    clock.advance(item.nextAttemptAt - clock.now());
    expect(await engine.flush()).toEqual({
      sent: 1,
      sentAfterWaiting: 0,
      awaitingAdvance: 0,
      waiting: 0,
      stoppedBy: null,
    });
    expect(server.rows.size).toBe(1);
    expect((await db.outbox.get(id))?.state).toBe('sent');
  });

  it('does not even try while the browser says it is offline, and a forced flush ignores the backoff', async () => {
    const db = freshDatabase();
    const clock = new Clock();
    let online = false;
    const engine = engineFor(db, clock, { isOnline: () => online });
    const id = await queueRequest(db, clock);
    expect(await engine.flush({ force: true })).toEqual({
      sent: 0,
      sentAfterWaiting: 0,
      awaitingAdvance: 0,
      waiting: 1,
      stoppedBy: 'offline',
    });
    expect(server.posts).toEqual([]);

    online = true;
    server.mode = 'down';
    await engine.flush();
    expect((await db.outbox.get(id))?.attempts).toBe(1);
    server.mode = 'up';
    // The `online` event: worth trying at once, whatever the backoff said.
    expect((await engine.flush({ force: true })).sent).toBe(1);
  });

  it('marks a 409 as slot taken, keeps name and phone for a rebooking, and does not retry it', async () => {
    const db = freshDatabase();
    const clock = new Clock();
    server.takenSlots.add('2030-01-15|N-1');
    const id = await queueRequest(db, clock, { slotId: 'N-1' });
    const engine = engineFor(db, clock);
    expect(await engine.flush()).toEqual({
      sent: 0,
      sentAfterWaiting: 0,
      awaitingAdvance: 0,
      waiting: 0,
      stoppedBy: null,
    });
    const item = await db.outbox.get(id);
    expect(item).toMatchObject({
      state: 'slot-taken',
      phone: '01712345678',
      name: 'Rafiq',
      failure: { reason: 'slot-taken', status: 409, message: 'This slot is already booked' },
    });
    clock.advance(10 * 60_000);
    await engine.flush({ force: true });
    expect(server.posts).toEqual([id]);
    expect(server.rows.size).toBe(0);
  });

  it('marks a 400 as failed with the reason, not retried until the visitor asks', async () => {
    const db = freshDatabase();
    const clock = new Clock();
    const id = await queueRequest(db, clock, { phone: '01112345678' });
    const goodId = await queueRequest(db, clock);
    const engine = engineFor(db, clock);
    // A refusal of one request does not hold up the others.
    expect(await engine.flush()).toEqual({
      sent: 1,
      sentAfterWaiting: 0,
      awaitingAdvance: 0,
      waiting: 0,
      stoppedBy: null,
    });
    expect(await db.outbox.get(id)).toMatchObject({
      state: 'failed',
      failure: { reason: 'invalid', status: 400, message: 'Enter a valid 11-digit Bangladeshi phone number' },
    });
    clock.advance(60 * 60_000);
    await engine.flush({ force: true });
    expect([...server.posts].sort()).toEqual([id, goodId].sort());

    await requeue(db, id, clock.now());
    await engine.flush();
    expect(server.posts.filter((posted) => posted === id)).toHaveLength(2);
    expect(server.posts).toHaveLength(3);
    expect((await db.outbox.get(id))?.state).toBe('failed');
  });

  it('gives up on a request the server refused for good (a name with a NUL: 400), shows why, never sends it again; a 500 is tried again', async () => {
    const db = freshDatabase();
    const clock = new Clock();
    const engine = engineFor(db, clock);
    // Queued by an older version of the app, before the form checked names.
    const refused = await queueRequest(db, clock, { name: 'Ra\u0000him' });
    await engine.flush();
    const item = (await db.outbox.get(refused)) as OutboxItem;
    expect(item).toMatchObject({
      state: 'failed',
      attempts: 1,
      failure: { reason: 'invalid', status: 400, message: MESSAGES.nameHiddenCharacters },
    });
    // What /my-requests shows for it: final, with the server's reason, among the requests that need the visitor.
    expect(describeState(item, en.myRequests.states, item.failure?.message ?? null)).toEqual({
      label: 'Not sent',
      detail: `The server refused it: ${MESSAGES.nameHiddenCharacters}`,
      tone: 'bad',
    });
    expect(countRequests([item])).toEqual({ waiting: 0, pending: 0, needsAction: 1 });
    expect(await engine.nextRetryAt()).toBeNull();

    // Meanwhile a request that meets a 500: tried again, later and later, until the server is well.
    const retried = await queueRequest(db, clock);
    server.mode = 'error-500';
    for (let attempt = 1; attempt <= 4; attempt++) {
      await engine.flush({ force: attempt > 2 });
      expect(await db.outbox.get(retried)).toMatchObject({ state: 'queued', attempts: attempt });
      clock.advance(((await engine.nextRetryAt()) ?? 0) - clock.now());
    }
    server.mode = 'up';
    await engine.flush();
    expect((await db.outbox.get(retried))?.state).toBe('sent');

    // Hours of flushes later, forced or not, the refused one was sent exactly once.
    for (let i = 0; i < 5; i++) {
      clock.advance(60 * 60_000);
      await engine.flush({ force: i % 2 === 0 });
    }
    expect(server.posts.filter((posted) => posted === refused)).toHaveLength(1);
    expect(await db.outbox.get(refused)).toMatchObject({ state: 'failed', attempts: 1 });
  });

  it.each([
    [400, 'refused'],
    [401, 'refused'],
    [403, 'refused'],
    [404, 'refused'],
    [413, 'refused'],
    [415, 'refused'],
    [422, 'refused'],
    [409, 'refused'],
    [408, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [502, 'retry'],
    [503, 'retry'],
    [504, 'retry'],
  ] as const)('takes a %i answer as %s', async (status, kind) => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: 'No' }), { status }));
    const db = freshDatabase();
    const id = await queueRequest(db, new Clock());
    const result = await sendBookingRequest((await db.outbox.get(id)) as OutboxItem);
    expect(result.kind).toBe(kind);
  });

  it('sends each request once when two tabs flush at the same moment (Web Lock)', async () => {
    const db = freshDatabase();
    const clock = new Clock();
    const hub = new LockHub();
    server.delayMs = 5;
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await queueRequest(db, clock));
    const tabA = engineFor(db, clock, { locks: hub.forOwner('a') });
    const tabB = engineFor(db, clock, { locks: hub.forOwner('b') });
    const [a, b] = await Promise.all([tabA.flush(), tabB.flush(), tabA.flush(), tabB.flush()]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(6);
    expect(server.posts.sort()).toEqual([...ids].sort());
    expect(hub.maxConcurrentHolders).toBe(1);
  });

  it('sends each request once when two tabs race without Web Locks (item leases)', async () => {
    const db = freshDatabase();
    const clock = new Clock();
    server.delayMs = 5;
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await queueRequest(db, clock));
    const tabA = engineFor(db, clock, { locks: null });
    const tabB = engineFor(db, clock, { locks: null });
    await Promise.all([tabA.flush(), tabB.flush()]);
    expect(server.posts.sort()).toEqual([...ids].sort());
    expect(await db.outbox.where('state').equals('sent').count()).toBe(6);
  });

  it('runs once per call burst in one tab (single flight), with one rerun for calls made during a run', async () => {
    const db = freshDatabase();
    const clock = new Clock();
    const sends: string[] = [];
    const engine = engineFor(db, clock, {
      send: async (item) => {
        sends.push(item.id);
        return sendBookingRequest(item);
      },
    });
    const first = await queueRequest(db, clock);
    const run = engine.flush();
    const second = await queueRequest(db, clock);
    const joined = engine.flush();
    expect(joined).toBe(run);
    await run;
    expect(sends.sort()).toEqual([first, second].sort());
    expect(engine.isSending()).toBe(false);
  });

  it('sends a request exactly once when the tab reloads in the middle of its send', async () => {
    const db = freshDatabase();
    const clock = new Clock();
    const hub = new LockHub();
    const id = await queueRequest(db, clock);

    // The first tab's request reaches the server, then the tab is reloaded before the answer arrives.
    let finishStaleSend: (result: SendResult) => void = () => {};
    const dying = createOutboxEngine({
      db,
      now: clock.now,
      locks: hub.forOwner('before-reload'),
      isOnline: () => true,
      send: async (item) => {
        await sendBookingRequest(item);
        return new Promise<SendResult>((resolve) => {
          finishStaleSend = resolve;
        });
      },
    });
    void dying.flush();
    await vi.waitFor(() => expect(server.rows.size).toBe(1));
    expect((await db.outbox.get(id))?.state).toBe('sending');
    hub.crash('before-reload');

    const reloaded = engineFor(db, clock, { locks: hub.forOwner('after-reload') });
    expect(await reloaded.flush()).toEqual({
      sent: 1,
      sentAfterWaiting: 0,
      awaitingAdvance: 0,
      waiting: 0,
      stoppedBy: null,
    });
    expect(server.posts).toEqual([id, id]);
    expect(server.rows.size).toBe(1);

    // Should the old page's answer still land, it cannot undo what the new one recorded.
    finishStaleSend({ kind: 'retry', reason: 'offline', message: 'late' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await db.outbox.get(id))?.state).toBe('sent');
  });

  it('without Web Locks, takes over a dead sender only after its lease ran out', async () => {
    const db = freshDatabase();
    const clock = new Clock();
    const id = await queueRequest(db, clock);
    const dying = engineFor(db, clock, { send: () => new Promise<SendResult>(() => {}), leaseMs: 30_000 });
    void dying.flush();
    await vi.waitFor(async () => expect((await db.outbox.get(id))?.state).toBe('sending'));

    const other = engineFor(db, clock, { leaseMs: 30_000 });
    expect((await other.flush()).sent).toBe(0);
    expect(server.posts).toEqual([]);
    clock.advance(30_000);
    expect((await other.flush()).sent).toBe(1);
    expect(server.rows.size).toBe(1);
  });
});
