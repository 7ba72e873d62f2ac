import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrate } from '../../src/db/migrate';
import { type FreshDatabase, freshDatabase } from '../support/database';

let fresh: FreshDatabase;
beforeAll(async () => {
  fresh = await freshDatabase();
});
afterAll(async () => {
  await fresh?.dispose();
});

describe('migrations', () => {
  it('apply once, in order, and a second run (a restart) applies nothing', async () => {
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(files[0]).toBe('001_init.sql');
    expect(await migrate(fresh.database.sql)).toEqual(files);
    expect(await migrate(fresh.database.sql)).toEqual([]);
    const tables = await fresh.database.sql<{ name: string }[]>`
      select table_name as name from information_schema.tables where table_schema = 'public' order by 1`;
    expect(tables.map((t) => t.name)).toEqual([
      'admins',
      'advance_reports',
      'audit_log',
      'bkash_payments',
      'bkash_refund_attempts',
      'blocks',
      'booking_requests',
      'booking_series',
      'bookings',
      'manager_push_subscriptions',
      'payment_holds',
      'payments',
      'refunds',
      'request_push_subscriptions',
      'schema_migrations',
      'settings_versions',
      'slot_holds',
      'waitlist_entries',
    ]);
  });

  it('make a second active booking of one date and slot impossible in the database itself', async () => {
    const sql = fresh.database.sql;
    await sql`insert into booking_requests (id, date, slot_id, time, name, phone, price) values
      ('AAA-AAA-AAA', '2026-12-01', 'M-1', '6:00 am - 7:30 am', 'A', '01712345678', 2000),
      ('BBB-BBB-BBB', '2026-12-01', 'M-1', '6:00 am - 7:30 am', 'B', '01712345678', 2000)`;
    await sql`insert into bookings (id, date, slot_id, time, name, phone, price)
      select id, date, slot_id, time, name, phone, 2000 from booking_requests where id = 'AAA-AAA-AAA'`;
    await expect(
      sql`insert into bookings (id, date, slot_id, time, name, phone, price)
        select id, date, slot_id, time, name, phone, 2000 from booking_requests where id = 'BBB-BBB-BBB'`,
    ).rejects.toMatchObject({ code: '23505', constraint_name: 'bookings_active_slot' });
    // A cancelled booking frees the slot.
    await sql`update bookings set cancelled = true where id = 'AAA-AAA-AAA'`;
    await sql`insert into bookings (id, date, slot_id, time, name, phone, price)
      select id, date, slot_id, time, name, phone, 2000 from booking_requests where id = 'BBB-BBB-BBB'`;
    const [row] = await sql<{ date: string }[]>`select date from bookings where id = 'BBB-BBB-BBB'`;
    expect(row?.date).toBe('2026-12-01');
  });
});
