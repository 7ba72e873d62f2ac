import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordAdvance } from '../../src/outbox/outbox-repository';
import { FakeServer } from './fake-server';
import { Clock, engineFor, freshDatabase, queueRequest } from './harness';

/**
 * Issue 30, decision 088: the advance the venue asks comes with the answer to the send, whenever that is (at once, or
 * once a request saved offline goes out), and stays on the phone with the request.
 */

const expiresAt = '2030-01-15T12:15:00.000Z';
let server: FakeServer;
beforeEach(() => {
  server = new FakeServer();
  // The venue confirms by advance payment: its 201 carries the advance asked.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = await server.fetch(input, init);
    if (answer.status !== 201) return answer;
    const stored = await answer.json();
    return new Response(
      JSON.stringify({ ...stored, price: 2000, advance: { amount: 500, holdExpiresAt: expiresAt, online: true } }),
      { status: 201, headers: { 'content-type': 'application/json' } },
    );
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('a request’s advance on the phone', () => {
  it('a request queued offline keeps the advance its late send was answered with', async () => {
    const db = freshDatabase();
    const clock = new Clock();
    const id = await queueRequest(db, clock);
    server.mode = 'down';
    await engineFor(db, clock).flush();
    expect((await db.outbox.get(id))?.advance).toBeUndefined();

    // The visitor was told it is saved on the phone: its late send is the banner's news, and so is the advance.
    await db.outbox.update(id, { savedOnDevice: true });

    server.mode = 'up';
    const summary = await engineFor(db, clock).flush({ force: true });
    expect(summary).toMatchObject({ sent: 1, sentAfterWaiting: 1, awaitingAdvance: 1 });
    const item = await db.outbox.get(id);
    expect(item?.state).toBe('sent');
    expect(item?.advance).toEqual({ state: 'holding', amount: 500, expiresAt, online: true });
  });

  it('a later standing replaces what changed and keeps what the status does not say (online)', async () => {
    const db = freshDatabase();
    const clock = new Clock();
    const id = await queueRequest(db, clock);
    await engineFor(db, clock).flush();
    await recordAdvance(db, id, { state: 'reported', amount: 500 });
    expect((await db.outbox.get(id))?.advance).toEqual({ state: 'reported', amount: 500, expiresAt, online: true });
  });
});
