import type { Block, Booking, BookingRequest, Schedule } from '@turf/sync-contract/schemas';
import type { Sql } from '../db/database';
import { byDateAndSlot } from '../lib/slot-order';
import { requestWaitingAt } from './booking-requests';

/** One row of the schedule's read: a booking, a block or a waiting request, with the columns of all three. */
interface ScheduleRow {
  kind: 'booking' | 'block' | 'pending';
  _id: string;
  date: string;
  slotId: Booking['slotId'];
  time: string;
  createdAt: Date;
  name: string | null;
  phone: string | null;
  price: number | null;
  paid: boolean | null;
  cancelled: boolean | null;
  source: Booking['source'] | null;
  note: string | null;
  seriesId: string | null;
  reason: string | null;
  status: BookingRequest['status'] | null;
}

/**
 * The schedule board's read: the bookings (active and cancelled), the blocks and the requests still waiting for a range
 * of days. One statement, so the three lists are one instant's (a request confirmed meanwhile is not both pending and
 * booked) and the answer takes one round trip to the database, not a transaction's three; each part uses an index on
 * (date, slot). The rows come as one list with a `kind` and are parted here.
 */
export function scheduleRepository(sql: Sql, clock: () => Date) {
  return {
    async between(from: string, to: string): Promise<Schedule> {
      const rows = await sql<ScheduleRow[]>`
        select 'booking' as kind, id as "_id", date, slot_id as "slotId", time, created_at as "createdAt",
          name, phone, price, paid, cancelled, source, note, series_id as "seriesId",
          null::text as reason, null::text as status
        from bookings where date between ${from} and ${to}
        union all
        select 'block', id, date, slot_id, time, created_at,
          null, null, null, null, null, null, null, null, reason, null
        from blocks where date between ${from} and ${to}
        union all
        select 'pending', id, date, slot_id, time, created_at,
          name, phone, null, null, null, null, null, null, null, status
        from booking_requests where date between ${from} and ${to} and ${requestWaitingAt(sql, clock())}
        order by "createdAt", "_id"`;
      const schedule: Schedule = { from, to, bookings: [], blocks: [], pending: [] };
      for (const row of rows) {
        const { _id, date, slotId, time } = row;
        const createdAt = row.createdAt.toISOString();
        // What a booking and a waiting request both show: whose, and where on the board.
        const held = { _id, date, slotId, time, name: row.name ?? '', phone: row.phone ?? '', createdAt };
        if (row.kind === 'booking') {
          schedule.bookings.push({
            ...held,
            price: row.price ?? 0,
            paid: row.paid ?? false,
            cancelled: row.cancelled ?? false,
            source: row.source ?? 'visitor',
            note: row.note,
            seriesId: row.seriesId,
          });
        } else if (row.kind === 'block') {
          schedule.blocks.push({ _id, date, slotId, time, reason: row.reason ?? '', createdAt } satisfies Block);
        } else {
          schedule.pending.push({ ...held, status: row.status ?? 'pending' });
        }
      }
      // Array.sort is stable: within one slot, the oldest first (the rows came by creation).
      schedule.bookings.sort(byDateAndSlot);
      schedule.blocks.sort(byDateAndSlot);
      schedule.pending.sort(byDateAndSlot);
      return schedule;
    },
  };
}

export type ScheduleRepository = ReturnType<typeof scheduleRepository>;
