import { randomBytes } from 'node:crypto';
import { newBookingId } from '@turf/sync-contract/booking-id';
import type { WaitlistStanding } from '@turf/sync-contract/schemas';
import { getSlot, SLOT_IDS, type SlotId } from '@turf/sync-contract/slots';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/database';
import { TEST_ADMIN_EMAIL, testConfig, validBody } from './support/app';
import { createPgDatabase } from './support/database';

// Issue 31 (decision 093): two API processes on one PostgreSQL database, each with its own pool. A freed slot's
// events (the booking cancelled, offers declined, the manager offering to chosen people) race from both; the slot
// ends with exactly one live offer, held by it, never to a device that declined.
let url: string;
let drop: () => Promise<void>;
const databases: Database[] = [];
const apps: FastifyInstance[] = [];
let authorization: string;

beforeAll(async () => {
  ({ url, drop } = await createPgDatabase());
  for (let n = 0; n < 2; n++) {
    const database = await openDatabase({ url });
    databases.push(database);
    // The offers are timed by the database's clock: the app's is the real one too.
    const app = await buildApp({ config: testConfig(), database, now: () => new Date(), logStream: false });
    await app.ready();
    apps.push(app);
  }
  const [first] = apps;
  if (!first) throw new Error('no app');
  const ver = await first.repos.admins.tokenVersion(TEST_ADMIN_EMAIL);
  authorization = `Bearer ${first.jwt.sign({ sub: TEST_ADMIN_EMAIL, role: 'admin', ver: ver ?? -1 })}`;
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of databases) await database.close();
  await drop?.();
});

const app = (n: number): FastifyInstance => {
  const chosen = apps[n % apps.length];
  if (!chosen) throw new Error('no app');
  return chosen;
};

describe('a freed slot’s events racing from two API processes on PostgreSQL', () => {
  it.each([0, 1, 2, 3, 4, 5])('end with exactly one live offer, the slot held by it (round %i)', async (round) => {
    const slotId = SLOT_IDS[round] as SlotId;
    const slot = { date: addDays(todayAtVenue(), 3), slotId, time: getSlot(slotId).time };
    const bookingId = newBookingId();
    const booked = await app(0).inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { authorization },
      payload: validBody({ id: bookingId, ...slot }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const entries: { id: string; key: string }[] = [];
    for (let n = 0; n < 6; n++) {
      const key = randomBytes(32).toString('base64url');
      const { name, phone } = validBody();
      const joined = await app(n).inject({
        method: 'POST',
        url: '/api/waitlist',
        payload: { date: slot.date, slotId, name, phone, key },
      });
      expect(joined.statusCode, joined.body).toBe(201);
      entries.push({ id: (joined.json() as WaitlistStanding).id, key });
    }
    const at = (n: number) => {
      const entry = entries[n];
      if (!entry) throw new Error(`no entry ${n}`);
      return entry;
    };

    // All at once, from both processes: the cancel that frees the slot, the first two in line saying no (or leaving),
    // and the manager offering to the fifth and the sixth.
    const answers = await Promise.all([
      app(round).inject({
        method: 'PATCH',
        url: `/api/bookings/all/${bookingId}`,
        headers: { authorization },
        payload: { cancelled: true },
      }),
      app(round + 1).inject({ method: 'POST', url: `/api/waitlist/${at(0).id}/decline`, payload: { key: at(0).key } }),
      app(round).inject({ method: 'POST', url: `/api/waitlist/${at(1).id}/decline`, payload: { key: at(1).key } }),
      app(round + 1).inject({ method: 'POST', url: `/api/waitlist/${at(4).id}/offer`, headers: { authorization } }),
      app(round).inject({ method: 'POST', url: `/api/waitlist/${at(5).id}/offer`, headers: { authorization } }),
    ]);
    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
    // The first two said no before or after their offer: each is out of the line for good.
    await app(0).inject({ method: 'POST', url: `/api/waitlist/${at(0).id}/decline`, payload: { key: at(0).key } });
    await app(1).inject({ method: 'POST', url: `/api/waitlist/${at(1).id}/decline`, payload: { key: at(1).key } });

    const sql = databases[0]?.sql;
    if (!sql) throw new Error('no database');
    const offered = await sql<{ id: string }[]>`
      select id from waitlist_entries where date = ${slot.date} and slot_id = ${slotId} and state = 'offered'`;
    expect(offered).toHaveLength(1);
    const [holder] = await sql<{ offerId: string | null }[]>`
      select offer_id as "offerId" from slot_holds where date = ${slot.date} and slot_id = ${slotId}`;
    expect(holder?.offerId).toBe(offered[0]?.id);
    expect([at(0).id, at(1).id]).not.toContain(offered[0]?.id);
  });
});

describe('a join racing the cancellation that frees its slot, from two API processes', () => {
  it.each([0, 1, 2, 3, 4, 5])('never leaves someone waiting in line for a free slot (round %i)', async (round) => {
    const slotId = SLOT_IDS[8 + round] as SlotId;
    const slot = { date: addDays(todayAtVenue(), 5), slotId, time: getSlot(slotId).time };
    const bookingId = newBookingId();
    const booked = await app(0).inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { authorization },
      payload: validBody({ id: bookingId, ...slot }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { name, phone } = validBody();
    const [joined, cancelled] = await Promise.all([
      app(round).inject({
        method: 'POST',
        url: '/api/waitlist',
        payload: { date: slot.date, slotId, name, phone, key: randomBytes(32).toString('base64url') },
      }),
      app(round + 1).inject({
        method: 'PATCH',
        url: `/api/bookings/all/${bookingId}`,
        headers: { authorization },
        payload: { cancelled: true },
      }),
    ]);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Joined before the slot was let go (then offered it), or refused as the slot is free: never left waiting.
    expect([201, 409], joined.body).toContain(joined.statusCode);
    const sql = databases[0]?.sql;
    if (!sql) throw new Error('no database');
    const line = await sql<{ state: string }[]>`
      select state from waitlist_entries where date = ${slot.date} and slot_id = ${slotId}`;
    if (joined.statusCode === 201) expect(line).toEqual([{ state: 'offered' }]);
    else expect(line).toEqual([]);
  });
});
