import { newBookingId } from '@turf/sync-contract/booking-id';
import { MESSAGES } from '@turf/sync-contract/messages';
import { getSlot } from '@turf/sync-contract/slots';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Sql } from '../../src/db/database';
import { validBody } from './app';

/** One way to take a slot, as the race below tries it. */
export type Attempt = 'confirm' | 'manager booking' | 'block' | 'block with another slot' | 'un-cancel';

export const ATTEMPTS: readonly Attempt[] = [
  'confirm',
  'manager booking',
  'block',
  'block with another slot',
  'un-cancel',
];

/** How many of each the race fires at once: 50 in all. */
export const RACE_MIX: Record<Attempt, number> = {
  confirm: 20,
  'manager booking': 10,
  block: 5,
  'block with another slot': 5,
  'un-cancel': 10,
};

export interface Racer {
  attempt: Attempt;
  run(): Promise<{ status: number; body: string }>;
}

/** Every 409 a loser may get, by the way it tried. */
const LOSING_MESSAGES: Record<Attempt, RegExp> = {
  confirm: new RegExp(`^(${MESSAGES.slotTaken}|${MESSAGES.slotBlocked})$`),
  'manager booking': new RegExp(`^(${MESSAGES.slotTaken}|${MESSAGES.slotBlocked})$`),
  block: /^(Already booked|Already blocked): .* Nothing was blocked$/,
  'block with another slot': /^(Already booked|Already blocked): .* Nothing was blocked$/,
  'un-cancel': new RegExp(`^(${MESSAGES.slotTaken}|${MESSAGES.slotBlocked})$`),
};
const LOSING_CODES: Record<Attempt, string[]> = {
  confirm: ['SLOT_TAKEN', 'SLOT_BLOCKED'],
  'manager booking': ['SLOT_TAKEN', 'SLOT_BLOCKED'],
  block: ['SLOTS_HELD'],
  'block with another slot': ['SLOTS_HELD'],
  'un-cancel': ['SLOT_TAKEN', 'SLOT_BLOCKED'],
};

/**
 * Prepares 50 mixed attempts on one date and slot, spread over `apps` (one app, or several processes' worth on one
 * database): 20 confirms of different pending requests, 10 manager bookings, 10 blocks (half with a second slot, which
 * must stay free when that block loses: all or nothing), and 10 un-cancels of bookings cancelled before.
 */
export async function prepareRace(
  apps: readonly FastifyInstance[],
  authorization: string,
  date: string,
  slotId: string,
  otherSlotId: string,
  /** The kind started first (the rest shuffled), so that over rounds each kind gets its chance to win. */
  leader: Attempt,
): Promise<Racer[]> {
  const time = getSlot(slotId)?.time ?? '';
  const main = apps[0];
  if (!main) throw new Error('no app');
  const racers: Omit<Racer, 'run'>[] = [];
  const runs: (() => Promise<{ statusCode: number; body: string }>)[] = [];
  const pick = (n: number) => apps[n % apps.length] as FastifyInstance;
  const admin = { authorization };

  for (let n = 0; n < RACE_MIX.confirm; n++) {
    const id = newBookingId();
    const made = await main.inject({
      method: 'POST',
      url: '/api/booking-requests',
      payload: validBody({ id, date, slotId, time }),
    });
    expect(made.statusCode).toBe(201);
    racers.push({ attempt: 'confirm' });
    runs.push(() => pick(n).inject({ method: 'POST', url: `/api/booking-requests/${id}/confirm`, headers: admin }));
  }
  for (let n = 0; n < RACE_MIX['un-cancel']; n++) {
    const made = await main.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: admin,
      payload: validBody({ date, slotId, time }),
    });
    expect(made.statusCode).toBe(201);
    const id = (made.json() as { _id: string })._id;
    const cancel = await main.inject({
      method: 'PATCH',
      url: `/api/bookings/all/${id}`,
      headers: admin,
      payload: { cancelled: true },
    });
    expect(cancel.statusCode).toBe(200);
    racers.push({ attempt: 'un-cancel' });
    runs.push(() =>
      pick(n).inject({
        method: 'PATCH',
        url: `/api/bookings/all/${id}`,
        headers: admin,
        payload: { cancelled: false },
      }),
    );
  }
  for (let n = 0; n < RACE_MIX['manager booking']; n++) {
    const payload = validBody({ id: newBookingId(), date, slotId, time });
    racers.push({ attempt: 'manager booking' });
    runs.push(() => pick(n).inject({ method: 'POST', url: '/api/bookings', headers: admin, payload }));
  }
  for (const [attempt, slotIds] of [
    ['block', [slotId]],
    ['block with another slot', [otherSlotId, slotId]],
  ] as const) {
    for (let n = 0; n < RACE_MIX[attempt]; n++) {
      racers.push({ attempt });
      runs.push(() =>
        pick(n).inject({
          method: 'POST',
          url: '/api/blocks',
          headers: admin,
          payload: { date, slotIds, reason: `Race ${n}` },
        }),
      );
    }
  }
  // Shuffled, with one of the leader's kind first.
  const shuffled = racers.map((_, i) => i).sort(() => Math.random() - 0.5);
  const first = shuffled.findIndex((i) => racers[i]?.attempt === leader);
  const order = [...shuffled.splice(first, 1), ...shuffled];
  return order.map((i) => ({
    attempt: (racers[i] as Omit<Racer, 'run'>).attempt,
    run: async () => {
      const response = await (runs[i] as () => Promise<{ statusCode: number; body: string }>)();
      return { status: response.statusCode, body: response.body };
    },
  }));
}

/**
 * The race's invariant, from the answers and from the database: exactly one attempt won (2xx), every other got a 409
 * with its path's message, the slot has exactly one holder and it is the winner's kind, the other slot is blocked only
 * if the winner blocked it, and every request that lost is still pending.
 */
export async function expectOneHolder(
  sql: Sql,
  racers: readonly Racer[],
  results: readonly { status: number; body: string }[],
  date: string,
  slotId: string,
  otherSlotId: string,
): Promise<Attempt> {
  const winners = results.flatMap((result, i) => (result.status < 300 ? [racers[i] as Racer] : []));
  expect(
    winners.map((w) => w.attempt),
    'exactly one attempt wins',
  ).toHaveLength(1);
  const winner = (winners[0] as Racer).attempt;
  results.forEach((result, i) => {
    if (result.status < 300) return;
    const { attempt } = racers[i] as Racer;
    expect(result.status, `${attempt}: ${result.body}`).toBe(409);
    const answer = JSON.parse(result.body) as { error: string; code: string };
    expect(answer.error).toMatch(LOSING_MESSAGES[attempt]);
    expect(LOSING_CODES[attempt]).toContain(answer.code);
  });

  const [counts] = await sql<{ bookings: number; blocks: number; holds: number }[]>`
    select
      (select count(*)::int from bookings where date = ${date} and slot_id = ${slotId} and not cancelled) as bookings,
      (select count(*)::int from blocks where date = ${date} and slot_id = ${slotId}) as blocks,
      (select count(*)::int from slot_holds where date = ${date} and slot_id = ${slotId}) as holds`;
  expect(counts).toEqual(
    winner.startsWith('block') ? { bookings: 0, blocks: 1, holds: 1 } : { bookings: 1, blocks: 0, holds: 1 },
  );
  const [other] = await sql<{ n: number }[]>`
    select count(*)::int as n from blocks where date = ${date} and slot_id = ${otherSlotId}`;
  expect(other?.n).toBe(winner === 'block with another slot' ? 1 : 0);
  const [pending] = await sql<{ n: number }[]>`
    select count(*)::int as n from booking_requests where date = ${date} and slot_id = ${slotId} and status = 'pending'`;
  expect(pending?.n).toBe(RACE_MIX.confirm - (winner === 'confirm' ? 1 : 0));
  return winner;
}
