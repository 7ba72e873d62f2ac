import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOutboxEngine, type OutboxEngine } from '../../src/outbox/outbox-engine';
import type { SendResult } from '../../src/outbox/send-request';
import { sendBookingRequest } from '../../src/outbox/send-request';
import { LockHub } from './fake-locks';
import { FakeServer } from './fake-server';
import { Clock, freshDatabase, queueRequest } from './harness';

type Step =
  | { kind: 'submit' }
  | { kind: 'offline' }
  | { kind: 'online' }
  | { kind: 'reload' }
  | { kind: 'ack-lost' }
  | { kind: 'wait' };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Step>({ kind: 'submit' }) },
  fc.constant<Step>({ kind: 'offline' }),
  fc.constant<Step>({ kind: 'online' }),
  fc.constant<Step>({ kind: 'reload' }),
  fc.constant<Step>({ kind: 'ack-lost' }),
  fc.constant<Step>({ kind: 'wait' }),
);

afterEach(() => vi.unstubAllGlobals());

describe('outbox, any order of submit / offline / online / reload / lost acknowledgement', () => {
  it('ends with one server row per Booking ID and nothing left unsent', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArbitrary, { minLength: 1, maxLength: 25 }),
        fc.boolean(),
        async (steps, useLocks) => {
          const server = new FakeServer();
          vi.stubGlobal('fetch', server.fetch);
          const db = freshDatabase();
          const clock = new Clock();
          const hub = new LockHub();
          const submitted: string[] = [];
          let online = true;
          let tab = 0;

          // A tab: its engine stops for good when the tab is reloaded (its sends in flight never settle).
          const openTab = (): { engine: OutboxEngine; kill: () => void; flush: (force: boolean) => void } => {
            tab += 1;
            const owner = `tab-${tab}`;
            let alive = true;
            const flushes: Promise<unknown>[] = [];
            const engine = createOutboxEngine({
              db,
              now: clock.now,
              random: () => 0.5,
              locks: useLocks ? hub.forOwner(owner) : null,
              leaseMs: 30_000,
              isOnline: () => online,
              send: async (item): Promise<SendResult> => {
                const result = await sendBookingRequest(item);
                return alive ? result : new Promise<SendResult>(() => {});
              },
            });
            return {
              engine,
              // Not awaited: the next step happens while a run is in flight, as in a real tab.
              flush: (force) => {
                flushes.push(engine.flush({ force }));
              },
              kill: () => {
                alive = false;
                hub.crash(owner);
                // Whatever a closed tab was doing ends with it; its failures are nobody's to hear.
                for (const flush of flushes) flush.catch(() => undefined);
              },
            };
          };
          let current = openTab();

          for (const step of steps) {
            switch (step.kind) {
              case 'submit':
                submitted.push(await queueRequest(db, clock));
                current.flush(true);
                break;
              case 'offline':
                online = false;
                server.mode = 'down';
                break;
              case 'online':
                online = true;
                server.mode = 'up';
                current.flush(true);
                break;
              case 'reload':
                current.kill();
                current = openTab();
                current.flush(true);
                break;
              case 'ack-lost':
                server.loseNextAck = true;
                break;
              case 'wait':
                clock.advance(5_000);
                current.flush(false);
                break;
            }
          }

          // The network comes back for good; the app is opened (after the leases of any dead tab ran out).
          online = true;
          server.mode = 'up';
          server.loseNextAck = false;
          clock.advance(61_000);
          current.kill();
          current = openTab();
          for (let round = 0; round < 5; round++) {
            const summary = await current.engine.flush({ force: true });
            if (summary.waiting === 0) break;
            clock.advance(61_000);
          }

          expect([...server.rows.keys()].sort()).toEqual([...submitted].sort());
          const items = await db.outbox.toArray();
          expect(items.filter((item) => item.state !== 'sent')).toEqual([]);
          expect(items.filter((item) => item.phone !== undefined)).toEqual([]);
          // The database is left as it is: closed tabs' code may still wait on it (as it would, forever, in a
          // browser that killed them), and each run has a database of its own.
        },
      ),
      { numRuns: 60, timeout: 5_000 },
    );
  }, 120_000);
});
