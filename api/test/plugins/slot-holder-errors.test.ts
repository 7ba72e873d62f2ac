import { MESSAGES } from '@turf/sync-contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/app';

// Routes that write a holder without looking at the outcome, as a future route might: the error handler still answers
// the claim's refusal in the words the manager knows (decision 031), never a 500 or "This already exists".
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    extend: (app) => {
      app.post('/api/test-book-held', async () => {
        await app.db.sql`insert into bookings (id, date, slot_id, time, name, phone, price, source)
          values ('BBB-BBB-BBB', '2026-12-01', 'M-1', 'x', 'A', '01712345678', 2000, 'manager')`;
        return { ok: true };
      });
      app.post('/api/test-block-held', async () => {
        await app.db.sql`insert into blocks (date, slot_id, time, reason) values ('2026-12-02', 'M-1', 'x', 'Repairs')`;
        return { ok: true };
      });
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('the error handler and a slot that is held', () => {
  it('answers a booking onto a blocked slot "This slot is blocked", and a block onto a booked one "already booked"', async () => {
    const sql = t.fresh.database.sql;
    await sql`insert into blocks (date, slot_id, time, reason) values ('2026-12-01', 'M-1', 'x', 'Repairs')`;
    await sql`insert into bookings (id, date, slot_id, time, name, phone, price, source)
      values ('CCC-CCC-CCC', '2026-12-02', 'M-1', 'x', 'A', '01712345678', 2000, 'manager')`;
    const booking = await t.app.inject({ method: 'POST', url: '/api/test-book-held' });
    expect(booking.statusCode).toBe(409);
    expect(booking.json()).toEqual({ error: MESSAGES.slotBlocked, code: 'SLOT_BLOCKED' });
    const block = await t.app.inject({ method: 'POST', url: '/api/test-block-held' });
    expect(block.statusCode).toBe(409);
    expect(block.json()).toEqual({ error: MESSAGES.slotTaken, code: 'SLOT_TAKEN' });
  });
});
