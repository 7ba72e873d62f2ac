import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrate, migrationFiles } from '../../src/db/migrate';
import { type FreshDatabase, freshDatabase } from '../support/database';

let fresh: FreshDatabase;
let before: string;
beforeAll(async () => {
  fresh = await freshDatabase();
  // The migrations up to 009: the database as it was before payments.
  before = mkdtempSync(path.join(tmpdir(), 'turf-before-payments-'));
  for (const file of migrationFiles().filter((f) => f < '010')) {
    cpSync(path.join(MIGRATIONS_DIR, file), path.join(before, file));
  }
});
afterAll(async () => {
  await fresh?.dispose();
  rmSync(before, { recursive: true, force: true });
});

describe('migration 010: bookings marked paid before payments existed', () => {
  it('stay paid: each gets the toggle’s cash payment of its price, and no audit entry is invented', async () => {
    const sql = fresh.database.sql;
    await migrate(sql, before);
    await sql`insert into booking_requests (id, date, slot_id, time, name, phone, price) values
      ('AAA-AAA-AAA', '2026-12-01', 'M-1', '6:00 am - 7:30 am', 'A', '01712345678', 2000),
      ('BBB-BBB-BBB', '2026-12-01', 'M-2', '7:30 am - 9:00 am', 'B', '01712345678', 1800)`;
    await sql`insert into bookings (id, date, slot_id, time, name, phone, price, paid) values
      ('AAA-AAA-AAA', '2026-12-01', 'M-1', '6:00 am - 7:30 am', 'A', '01712345678', 2000, true),
      ('BBB-BBB-BBB', '2026-12-01', 'M-2', '7:30 am - 9:00 am', 'B', '01712345678', 1800, false)`;
    const [{ n: entries } = { n: -1 }] = await sql<{ n: number }[]>`select count(*)::int as n from audit_log`;
    // 010 and the migrations after it.
    expect(await migrate(sql)).toEqual(migrationFiles().filter((f) => f >= '010'));
    expect(
      await sql`select booking_id, amount, method, note, made_by_toggle from payments order by booking_id`,
    ).toEqual([{ booking_id: 'AAA-AAA-AAA', amount: 2000, method: 'cash', note: 'Marked paid', made_by_toggle: true }]);
    expect(await sql`select id, paid from bookings order by id`).toEqual([
      { id: 'AAA-AAA-AAA', paid: true },
      { id: 'BBB-BBB-BBB', paid: false },
    ]);
    const [{ n: after } = { n: -1 }] = await sql<{ n: number }[]>`select count(*)::int as n from audit_log`;
    expect(after).toBe(entries);
  });
});
