import { newBookingId } from '@turf/sync-contract/booking-id';
import type { DayAvailability, Schedule } from '@turf/sync-contract/schemas';
import { SLOTS } from '@turf/sync-contract/slots';
import { addDays } from '@turf/sync-contract/time';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, TODAY } from '../support/app';
import { expectCodedError } from '../support/error-answer';

let t: TestApp;
let authorization: string;
beforeAll(async () => {
  t = await buildTestApp();
  authorization = `Bearer ${await t.adminToken()}`;
});
afterAll(async () => {
  await t?.close();
});

// A few dates and slots only, so the operations keep meeting each other: today (some slots started), the next days,
// and the edge of the booking horizon (a series runs past it).
const DATES = [TODAY, addDays(TODAY, 1), addDays(TODAY, 8), addDays(TODAY, 56), addDays(TODAY, 60)];
const FEW_SLOTS = SLOTS.filter((slot) => ['M-3', 'M-4', 'N-1', 'L-1'].includes(slot.slotId));
const IDS = Array.from({ length: 4 }, () => newBookingId());

const slot = fc.constantFrom(...FEW_SLOTS);
const date = fc.constantFrom(...DATES);

/** Everything the board can send, well formed, so the rules and the database decide, not the schema. */
const operation = fc.oneof(
  fc.record({
    kind: fc.constant('request' as const),
    date,
    slot,
    id: fc.constantFrom(...IDS, undefined),
  }),
  fc.record({ kind: fc.constant('confirm' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('book' as const),
    date,
    slot,
    id: fc.option(fc.constantFrom(...IDS), { nil: undefined }),
    note: fc.option(fc.constantFrom('Team A', '  ', 'Pays later'), { nil: undefined }),
    repeatWeeks: fc.option(fc.integer({ min: 2, max: 12 }), { nil: undefined }),
  }),
  fc.record({
    kind: fc.constant('block' as const),
    date,
    slots: fc.uniqueArray(slot, { minLength: 1, maxLength: 4, selector: (s) => s.slotId }),
  }),
  fc.record({ kind: fc.constant('unblock' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat(), cancelled: fc.boolean() }),
  fc.record({ kind: fc.constant('cancel series' as const), pick: fc.nat(), from: date }),
);

type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

async function run(op: Operation): Promise<{ statusCode: number; body: string }> {
  const headers = { authorization };
  const sql = t.fresh.database.sql;
  const nth = async (table: 'bookings' | 'blocks' | 'booking_requests' | 'booking_series', pick: number) => {
    const rows = await sql<{ id: string }[]>`select id from ${sql(table)} order by id`;
    return rows.length === 0 ? 'K7Q-M4X-PAR' : (rows[pick % rows.length]?.id ?? '');
  };
  switch (op.kind) {
    case 'request':
      return await t.app.inject({
        method: 'POST',
        url: '/api/booking-requests',
        payload: {
          date: op.date,
          slotId: op.slot.slotId,
          time: op.slot.time,
          name: 'Rahim',
          phone: '01712345678',
          ...(op.id ? { id: op.id } : {}),
        },
      });
    case 'confirm':
      return await t.app.inject({
        method: 'POST',
        url: `/api/booking-requests/${await nth('booking_requests', op.pick)}/confirm`,
        headers,
      });
    case 'book':
      return await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers,
        payload: {
          date: op.date,
          slotId: op.slot.slotId,
          time: op.slot.time,
          name: 'Karim',
          phone: '01812345678',
          ...(op.id ? { id: op.id } : {}),
          ...(op.note !== undefined ? { note: op.note } : {}),
          ...(op.repeatWeeks !== undefined ? { repeatWeeks: op.repeatWeeks } : {}),
        },
      });
    case 'block':
      return await t.app.inject({
        method: 'POST',
        url: '/api/blocks',
        headers,
        payload: { date: op.date, slotIds: op.slots.map((s) => s.slotId), reason: 'Repairs' },
      });
    case 'unblock':
      return await t.app.inject({ method: 'DELETE', url: `/api/blocks/${await nth('blocks', op.pick)}`, headers });

    case 'cancel':
      return await t.app.inject({
        method: 'PATCH',
        url: `/api/bookings/all/${await nth('bookings', op.pick)}`,
        headers,
        payload: { cancelled: op.cancelled },
      });
    case 'cancel series':
      return await t.app.inject({
        method: 'POST',
        url: `/api/bookings/series/${await nth('booking_series', op.pick)}/cancel`,
        headers,
        payload: { from: op.from },
      });
  }
}

describe('any sequence of the manager’s and visitors’ operations', () => {
  it('never answers a 5xx, and every date and slot keeps at most one holder, as visitors and the board see it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 5, maxLength: 25 }), async (operations) => {
        const sql = t.fresh.database.sql;
        // Cascade: every table that hangs off these (payments, refunds, holds, bKash payments) is emptied with them.
        await sql`truncate booking_requests, bookings, blocks, booking_series, slot_holds, request_push_subscriptions cascade`;
        // A truncate fires no row trigger: the cached answers of the run before are forgotten by hand.
        t.app.availability.clear();
        for (const op of operations) {
          const answer = await run(op);
          expect(answer.statusCode, JSON.stringify(op)).toBeLessThan(500);
          expectCodedError(answer, JSON.stringify(op));
        }
        // The holds are exactly the active bookings and the blocks, one per date and slot.
        const [mismatch] = await sql<{ n: number }[]>`
          with holders as (
            select date, slot_id from bookings where not cancelled
            union all
            select date, slot_id from blocks
          )
          select
            (select count(*)::int from (select 1 from holders group by date, slot_id having count(*) > 1) twice)
            + (select count(*)::int from (
                (select date, slot_id from holders except select date, slot_id from slot_holds)
                union all
                (select date, slot_id from slot_holds except select date, slot_id from holders)
              ) differ) as n`;
        expect(mismatch?.n).toBe(0);
        // What visitors are told is taken, and what the board shows, is what the database holds.
        const schedule = (
          await t.app.inject({
            url: `/api/schedule?from=${DATES[0]}&to=${DATES.at(-1)}`,
            headers: { authorization },
          })
        ).json() as Schedule;
        for (const day of DATES) {
          const taken = (await t.app.inject({ url: `/api/bookings?date=${day}` })).json() as string[];
          const booked = schedule.bookings.filter((b) => b.date === day && !b.cancelled).map((b) => b.slotId);
          const closed = schedule.blocks.filter((b) => b.date === day).map((b) => b.slotId);
          expect([...taken].sort(), day).toEqual([...booked, ...closed].sort());
          // The slot list's read tells the two apart, and agrees (decision 080).
          const apart = (await t.app.inject({ url: `/api/availability?date=${day}` })).json() as DayAvailability;
          expect([[...apart.booked].sort(), [...apart.closed].sort()], day).toEqual([booked.sort(), closed.sort()]);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
