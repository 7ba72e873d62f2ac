import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getSlot } from '@turf/sync-contract/slots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrate, migrationFiles } from '../../src/db/migrate';
import { type FreshDatabase, freshDatabase } from '../support/database';

let fresh: FreshDatabase;
beforeAll(async () => {
  fresh = await freshDatabase();
});
afterAll(async () => {
  await fresh?.dispose();
});

describe('migration 007 on a database with requests', () => {
  it('gives each stored request the price the contract’s constants give its slot, and requires one after', async () => {
    const sql = fresh.database.sql;
    const before = mkdtempSync(path.join(tmpdir(), 'turf-migrations-'));
    try {
      for (const file of migrationFiles().filter((f) => f < '007')) {
        copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(before, file));
      }
      await migrate(sql, before);
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
    const slots = ['M-1', 'A-4', 'N-1', 'N-4', 'L-2'] as const;
    for (const [i, slotId] of slots.entries()) {
      await sql`insert into booking_requests (id, date, slot_id, time, name, phone)
        values (${`AAA-AAA-AA${'CDEFG'[i]}`}, '2026-12-04', ${slotId}, ${getSlot(slotId).time}, 'Old', '01712345678')`;
    }
    await migrate(sql);
    const rows = await sql<{ slotId: string; price: number }[]>`
      select slot_id as "slotId", price from booking_requests order by id`;
    expect(rows.map((r) => [r.slotId, r.price])).toEqual(slots.map((slotId) => [slotId, getSlot(slotId).price]));
    expect(rows.map((r) => r.price)).toEqual([2000, 2000, 2500, 2500, 2000]);
    await expect(
      sql`insert into booking_requests (id, date, slot_id, time, name, phone)
        values ('BBB-BBB-BBB', '2026-12-04', 'M-2', 'x', 'New', '01712345678')`,
    ).rejects.toThrow(/price/);
  });
});
