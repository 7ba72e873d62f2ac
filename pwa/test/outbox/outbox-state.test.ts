import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TurfDatabase } from '../../src/lib/db';
import type { OutboxItem } from '../../src/outbox/outbox-item';
import {
  claimDue,
  markBookingIdSeen,
  markSavedOnDevice,
  postponeQueued,
  recordOwnCancellation,
  recordStanding,
  releaseClaims,
  removeRefused,
  requeue,
  settle,
} from '../../src/outbox/outbox-repository';
import {
  canTransition,
  checkTransition,
  IllegalOutboxTransition,
  OUTBOX_STATES,
  OUTBOX_TRANSITIONS,
  type OutboxState,
} from '../../src/outbox/outbox-state';
import type { SendResult } from '../../src/outbox/send-request';
import { freshDatabase } from './harness';

const NOW = 1_700_000_000_000;
const TOKEN = 'run-1';

type Pair = `${OutboxState} -> ${OutboxState}`;
const pair = (from: OutboxState, to: OutboxState): Pair => `${from} -> ${to}`;
const TABLE = new Set<Pair>(OUTBOX_STATES.flatMap((from) => OUTBOX_TRANSITIONS[from].map((to) => pair(from, to))));

/** An item in `state`, as a sender holding it under TOKEN would find it, with everything a transition may need. */
function itemIn(state: OutboxState): OutboxItem {
  return {
    id: 'AAA-BBB-CC2',
    date: '2030-01-15',
    slotId: 'N-1',
    time: '6:00 pm - 7:30 pm',
    name: 'Rafiq',
    phone: '01712345678',
    state,
    attempts: 1,
    nextAttemptAt: NOW - 1,
    ...(state === 'sending' ? { lease: { token: TOKEN, until: NOW + 30_000 } } : {}),
    createdAt: NOW - 60_000,
    updatedAt: NOW - 60_000,
  };
}

const RESULTS: SendResult[] = [
  { kind: 'sent' },
  { kind: 'retry', reason: 'offline', message: 'Failed to fetch' },
  { kind: 'retry', reason: 'server', message: 'Service unavailable', status: 503 },
  { kind: 'refused', reason: 'slot-taken', message: 'This slot is already booked', status: 409 },
  { kind: 'refused', reason: 'invalid', message: 'Bad phone', status: 400 },
];

/** Every write the repository can make to one item: each named transition, with every input it takes. */
const WRITES: { name: string; run(db: TurfDatabase, id: string, from: OutboxState): Promise<unknown> }[] = [
  ...[true, false].flatMap((takeOverLeases) => [
    {
      name: `claimDue(takeOverLeases: ${takeOverLeases})`,
      run: (db: TurfDatabase) =>
        claimDue(db, { now: NOW + 60_000, force: true, takeOverLeases, leaseMs: 30_000, token: 'run-2', limit: 50 }),
    },
  ]),
  { name: 'releaseClaims', run: (db) => releaseClaims(db, TOKEN, NOW + 1_000) },
  ...RESULTS.map((result) => ({
    name: `settle(${result.kind} ${'reason' in result ? result.reason : ''})`,
    run: (db: TurfDatabase, id: string) => settle(db, id, TOKEN, result, { now: NOW, retryAt: NOW + 2_000 }),
  })),
  { name: 'postponeQueued', run: (db) => postponeQueued(db, NOW + 5_000) },
  { name: 'requeue', run: (db, id) => requeue(db, id, NOW) },
  { name: 'markSavedOnDevice', run: (db, id) => markSavedOnDevice(db, id) },
  { name: 'markBookingIdSeen', run: (db, id) => markBookingIdSeen(db, [id]) },
  { name: 'removeRefused', run: (db, id) => removeRefused(db, id) },
  ...OUTBOX_STATES.map((answer) => ({
    name: `recordStanding(${answer})`,
    run: (db: TurfDatabase, id: string, from: OutboxState) => recordStanding(db, id, from, answer, NOW),
  })),
  { name: 'recordOwnCancellation', run: (db, id) => recordOwnCancellation(db, id, NOW) },
];

afterEach(() => vi.unstubAllEnvs());

describe('the outbox state table', () => {
  it('allows exactly the listed pairs, and the guard throws on any other in development and tests', () => {
    let illegal = 0;
    for (const from of OUTBOX_STATES) {
      for (const to of OUTBOX_STATES) {
        const listed = TABLE.has(pair(from, to));
        expect(canTransition(from, to), pair(from, to)).toBe(listed);
        if (listed) expect(checkTransition(from, to)).toBe(true);
        else {
          illegal += 1;
          expect(() => checkTransition(from, to), pair(from, to)).toThrow(IllegalOutboxTransition);
        }
      }
    }
    // 9 states, 81 pairs: 13 transitions, and 68 pairs (the 9 "to itself" among them) that are none.
    expect([TABLE.size, illegal]).toEqual([13, 68]);
  });

  it("on a visitor's phone an illegal transition is refused, not thrown", () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('PROD', true);
    expect(checkTransition('sent', 'queued')).toBe(false);
    expect(checkTransition('rejected', 'confirmed')).toBe(false);
    expect(checkTransition('queued', 'sending')).toBe(true);
  });

  it('the repository can make every transition in the table, and no other (each write, from each state)', async () => {
    const seen = new Set<Pair>();
    for (const from of OUTBOX_STATES) {
      for (const write of WRITES) {
        const db = freshDatabase();
        const item = itemIn(from);
        await db.outbox.add(item);
        await write.run(db, item.id, from);
        const after = await db.outbox.get(item.id);
        if (after && after.state !== from) {
          expect(TABLE.has(pair(from, after.state)), `${write.name} moved ${pair(from, after.state)}`).toBe(true);
          seen.add(pair(from, after.state));
        }
        db.close();
      }
    }
    // Every pair in the table is one the code really makes: the table lists no transition that does not exist.
    expect([...seen].sort()).toEqual([...TABLE].sort());
  });
});

describe('one owner of the outbox table', () => {
  it('no module but outbox-repository.ts reads or writes db.outbox', () => {
    const src = join(import.meta.dirname, '../../src');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
    // Any Dexie table call on an `outbox` property (db.outbox.where, database.outbox.put, ...).
    const tableCall =
      /\.outbox\s*\.\s*(where|get|add|put|update|delete|bulk\w+|toArray|count|orderBy|modify|clear|filter|each|toCollection|hook)\b/;
    const touching = files.filter((file) => tableCall.test(readFileSync(join(src, file), 'utf8')));
    expect(touching.map((file) => relative('.', file))).toEqual(['outbox/outbox-repository.ts']);
  });
});
