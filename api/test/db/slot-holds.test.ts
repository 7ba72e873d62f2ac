import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../../src/db/database';
import { MIGRATIONS_DIR, migrate, migrationFiles } from '../../src/db/migrate';
import { type FreshDatabase, freshDatabase } from '../support/database';

let fresh: FreshDatabase;
let sql: Sql;
beforeAll(async () => {
  fresh = await freshDatabase();
  sql = fresh.database.sql;
  // The schema as it was before migration 004, with bookings in it, then 004 on top: as a running venue upgrades.
  const before = mkdtempSync(path.join(tmpdir(), 'turf-migrations-'));
  try {
    for (const file of migrationFiles().filter((f) => f < '004')) {
      copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(before, file));
    }
    await migrate(sql, before);
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
  await sql`insert into booking_requests (id, date, slot_id, time, name, phone) values
    ('AAA-AAA-AAA', '2026-12-01', 'M-1', '6:00 am - 7:30 am', 'A', '01712345678'),
    ('BBB-BBB-BBB', '2026-12-01', 'M-1', '6:00 am - 7:30 am', 'B', '01712345679'),
    ('CCC-CCC-CCC', '2026-12-01', 'N-1', '6:00 pm - 7:30 pm', 'C', '01712345670')`;
  await sql`insert into bookings (id, date, slot_id, time, name, phone, price, cancelled)
    select id, date, slot_id, time, name, phone, 2000, id = 'AAA-AAA-AAA' from booking_requests`;
  await migrate(sql);
});
afterAll(async () => {
  await fresh?.dispose();
});

const manager = (id: string, date: string, slotId: string, cancelled = false) => sql`
  insert into bookings (id, date, slot_id, time, name, phone, price, source, cancelled)
  values (${id}, ${date}, ${slotId}, 'x', 'Walk-in', '01712345678', 2000, 'manager', ${cancelled})`;

const block = (date: string, slotId: string) => sql<{ id: string }[]>`
  insert into blocks (date, slot_id, time, reason) values (${date}, ${slotId}, 'x', 'Repairs') returning id`;

async function holds(date: string): Promise<unknown[]> {
  return [
    ...(await sql`
      select slot_id as "slotId", booking_id as "bookingId", block_id is not null as blocked
      from slot_holds where date = ${date} order by slot_id`),
  ];
}

describe('migration 004 on a database with bookings', () => {
  it('gives every active booking its hold, and the old bookings are the visitors’', async () => {
    expect(await holds('2026-12-01')).toEqual([
      { slotId: 'M-1', bookingId: 'BBB-BBB-BBB', blocked: false },
      { slotId: 'N-1', bookingId: 'CCC-CCC-CCC', blocked: false },
    ]);
    const rows = await sql`select source, note, series_id, request_id = id as "fromRequest" from bookings`;
    expect([...rows]).toEqual(rows.map(() => ({ source: 'visitor', note: null, series_id: null, fromRequest: true })));
  });
});

describe('the database keeps each date and slot to one holder (decision 031)', () => {
  it('refuses a block on a booked slot and a booking on a blocked one, naming the holder', async () => {
    await expect(block('2026-12-01', 'N-1')).rejects.toMatchObject({
      code: '23505',
      constraint_name: 'slot_holds_pkey',
      detail: 'booking',
    });
    await block('2026-12-02', 'A-1');
    await expect(manager('MMM-MMM-MMM', '2026-12-02', 'A-1')).rejects.toMatchObject({
      code: '23505',
      constraint_name: 'slot_holds_pkey',
      detail: 'block',
    });
    await expect(block('2026-12-02', 'A-1')).rejects.toMatchObject({
      code: '23505',
      constraint_name: 'blocks_one_per_slot',
    });
    // A cancelled booking holds nothing, and un-cancelling it onto the block fails.
    await manager('MMN-MMM-MMM', '2026-12-02', 'A-1', true);
    await expect(sql`update bookings set cancelled = false where id = 'MMN-MMM-MMM'`).rejects.toMatchObject({
      constraint_name: 'slot_holds_pkey',
      detail: 'block',
    });
  });

  it('lets go when the holder is cancelled or deleted, and follows a booking moved by hand', async () => {
    await manager('PPP-PPP-PPP', '2026-12-03', 'N-2');
    await sql`update bookings set cancelled = true where id = 'PPP-PPP-PPP'`;
    expect(await holds('2026-12-03')).toEqual([]);
    const [made] = await block('2026-12-03', 'N-2');
    await expect(sql`update bookings set cancelled = false where id = 'PPP-PPP-PPP'`).rejects.toMatchObject({
      detail: 'block',
    });
    await sql`delete from blocks where id = ${made?.id ?? ''}`;
    await sql`update bookings set cancelled = false where id = 'PPP-PPP-PPP'`;
    expect(await holds('2026-12-03')).toEqual([{ slotId: 'N-2', bookingId: 'PPP-PPP-PPP', blocked: false }]);
    await sql`update bookings set slot_id = 'N-3' where id = 'PPP-PPP-PPP'`;
    expect(await holds('2026-12-03')).toEqual([{ slotId: 'N-3', bookingId: 'PPP-PPP-PPP', blocked: false }]);
    await sql`delete from bookings where id = 'PPP-PPP-PPP'`;
    expect(await holds('2026-12-03')).toEqual([]);
  });

  it('a visitor’s booking still needs its request; the manager’s needs none', async () => {
    await expect(sql`
      insert into bookings (id, date, slot_id, time, name, phone, price)
      values ('ZZZ-ZZZ-ZZZ', '2026-12-04', 'M-1', 'x', 'Nobody', '01712345678', 2000)`).rejects.toMatchObject({
      code: '23503',
    });
    await manager('ZZZ-ZZZ-ZZZ', '2026-12-04', 'M-1');
    expect(await holds('2026-12-04')).toEqual([{ slotId: 'M-1', bookingId: 'ZZZ-ZZZ-ZZZ', blocked: false }]);
  });

  it('a hold names exactly one holder', async () => {
    const [made] = await block('2026-12-05', 'L-1');
    await manager('YYY-YYY-YYY', '2026-12-05', 'L-2');
    await expect(
      sql`update slot_holds set block_id = ${made?.id ?? ''} where booking_id = 'YYY-YYY-YYY'`,
    ).rejects.toMatchObject({ code: '23514' });
    await expect(sql`update slot_holds set booking_id = null where booking_id = 'YYY-YYY-YYY'`).rejects.toMatchObject({
      code: '23514',
    });
  });
});
