import { newBookingId } from '@turf/sync-contract/booking-id';
import { DEFAULT_WAITLIST_SETTINGS } from '@turf/sync-contract/settings-defaults';
import { SLOTS } from '@turf/sync-contract/slots';
import { slotStartInstant } from '@turf/sync-contract/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate';
import { type FreshDatabase, freshDatabase } from '../support/database';

let fresh: FreshDatabase;
beforeAll(async () => {
  fresh = await freshDatabase();
  await migrate(fresh.database.sql);
});
afterAll(async () => {
  await fresh?.dispose();
});

describe('booking_requests.slot_starts_at', () => {
  it('is the contract’s slotStartInstant for every slot, on an ordinary day and across a year’s end', async () => {
    const sql = fresh.database.sql;
    for (const date of ['2026-11-22', '2026-12-31', '2028-02-29']) {
      const rows = SLOTS.map((slot) => ({
        id: newBookingId(),
        date,
        slot_id: slot.slotId,
        time: slot.time,
        name: 'Check',
        phone: '01712345678',
        price: slot.price,
      }));
      await sql`insert into booking_requests ${sql(rows)}`;
      const stored = await sql<{ slotId: string; startsAt: Date }[]>`
        select slot_id as "slotId", slot_starts_at as "startsAt" from booking_requests where date = ${date}`;
      expect(stored).toHaveLength(16);
      for (const row of stored) {
        const slot = SLOTS.find((s) => s.slotId === row.slotId);
        if (!slot) throw new Error(`unknown slot ${row.slotId}`);
        expect([row.slotId, row.startsAt.toISOString()]).toEqual([
          row.slotId,
          slotStartInstant(date, slot.slotId).toISOString(),
        ]);
      }
    }
  });
});

describe('slot_start_instant(date, slot_id), the waitlist’s (migration 019)', () => {
  it('is the contract’s slotStartInstant for every slot', async () => {
    const sql = fresh.database.sql;
    for (const date of ['2026-11-22', '2026-12-31', '2028-02-29']) {
      for (const slot of SLOTS) {
        const [row] = await sql<{ startsAt: Date }[]>`
          select slot_start_instant(${date}, ${slot.slotId}) as "startsAt"`;
        expect([slot.slotId, row?.startsAt.toISOString()]).toEqual([
          slot.slotId,
          slotStartInstant(date, slot.slotId).toISOString(),
        ]);
      }
    }
  });
});

describe('waitlist_settings(), the database’s reading of the waitlist group (migration 019)', () => {
  it('reads a document without the group as the contract’s DEFAULT_WAITLIST_SETTINGS', async () => {
    const sql = fresh.database.sql;
    await sql`insert into settings_versions (version, document) values (1, '{"venue": {}}')`;
    const [row] = await sql<{ settings: unknown }[]>`select waitlist_settings() as settings`;
    expect(row?.settings).toEqual(DEFAULT_WAITLIST_SETTINGS);
  });
});
