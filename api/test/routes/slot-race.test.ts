import { newBookingId } from '@turf/sync-contract/booking-id';
import { addDays } from '@turf/sync-contract/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, validBody } from '../support/app';
import { ATTEMPTS, type Attempt, expectOneHolder, prepareRace } from '../support/slot-race';

let t: TestApp;
let authorization: string;
beforeAll(async () => {
  t = await buildTestApp();
  authorization = `Bearer ${await t.adminToken()}`;
});
afterAll(async () => {
  await t?.close();
});

const TIME = '7:30 pm - 9:00 pm';

/** A pending request and a cancelled booking for N-2 on a date, made while it is free, to confirm and un-cancel later. */
interface Prepared {
  requestIds: string[];
  cancelledIds: string[];
}

async function prepare(date: string): Promise<Prepared> {
  const prepared: Prepared = { requestIds: [], cancelledIds: [] };
  const headers = { authorization };
  for (let n = 0; n < 2; n++) {
    const id = newBookingId();
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      payload: validBody({ id, date, slotId: 'N-2', time: TIME }),
    });
    expect(request.statusCode).toBe(201);
    prepared.requestIds.push(id);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers,
      payload: validBody({ date, slotId: 'N-2', time: TIME }),
    });
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/all/${made.json()._id}`,
      headers,
      payload: { cancelled: true },
    });
    expect(cancel.statusCode).toBe(200);
    prepared.cancelledIds.push(made.json()._id);
  }
  return prepared;
}

/** Tries to take N-2 on `date` by one path; answers the status. */
async function take(attempt: Attempt, date: string, prepared: Prepared): Promise<number> {
  const headers = { authorization };
  switch (attempt) {
    case 'confirm':
      return (
        await t.app.inject({
          method: 'POST',
          url: `/api/booking-requests/${prepared.requestIds.shift()}/confirm`,
          headers,
        })
      ).statusCode;
    case 'manager booking':
      return (
        await t.app.inject({
          method: 'POST',
          url: '/api/bookings',
          headers,
          payload: validBody({ date, slotId: 'N-2', time: TIME }),
        })
      ).statusCode;
    case 'block':
    case 'block with another slot':
      return (
        await t.app.inject({
          method: 'POST',
          url: '/api/blocks',
          headers,
          payload: { date, slotIds: attempt === 'block' ? ['N-2'] : ['N-3', 'N-2'], reason: 'Repairs' },
        })
      ).statusCode;
    case 'un-cancel':
      return (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/bookings/all/${prepared.cancelledIds.shift()}`,
          headers,
          payload: { cancelled: false },
        })
      ).statusCode;
  }
}

describe('each path that takes a slot refuses a slot every other path holds (decision 031)', () => {
  it.each(ATTEMPTS.map((holder) => [holder]))('held by a %s: every path gets 409', async (holder) => {
    const date = addDays('2026-12-01', ATTEMPTS.indexOf(holder));
    const prepared = await prepare(date);
    expect(await take(holder, date, prepared)).toBeLessThan(300);
    for (const other of ATTEMPTS) {
      expect(await take(other, date, prepared), `${other} onto a slot held by a ${holder}`).toBe(409);
    }
    const [holds] = await t.fresh.database.sql<{ n: number }[]>`
      select count(*)::int as n from slot_holds where date = ${date} and slot_id = 'N-2'`;
    expect(holds?.n).toBe(1);
    const taken = (await t.app.inject({ url: `/api/bookings?date=${date}` })).json() as string[];
    expect(taken).toContain('N-2');
    // All or nothing: the second slot of a refused block stays free.
    expect(taken.includes('N-3')).toBe(holder === 'block with another slot');
  });
});

describe('one date and slot, 50 mixed attempts at once (decision 031)', () => {
  it.each(ATTEMPTS.map((leader) => [leader]))(
    'leaves exactly one holder, whoever wins (a %s started first)',
    { timeout: 60_000 },
    async (leader) => {
      const date = addDays('2026-12-10', ATTEMPTS.indexOf(leader));
      const racers = await prepareRace([t.app], authorization, date, 'N-2', 'N-3', leader);
      const results = await Promise.all(racers.map((racer) => racer.run()));
      await expectOneHolder(t.fresh.database.sql, racers, results, date, 'N-2', 'N-3');
      // The visitors' view agrees with the database at once.
      const taken = (await t.app.inject({ url: `/api/bookings?date=${date}` })).json() as string[];
      expect(taken).toContain('N-2');
    },
  );
});
