import { newBookingId } from '@turf/sync-contract/booking-id';
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
