import type {
  Block,
  Booking,
  BookingRequest,
  ManagerAdvance,
  Payment,
  Refund,
  Schedule,
} from '@turf/sync-contract/schemas';
import type { Sql } from '../db/database';
import { byDateAndSlot } from '../lib/bookings/slot-order';
import { requestWaitingAt } from './booking-requests';
import { managerAdvanceColumn, withManagerAdvance } from './manager-advance';
import { withPayments } from './payments';

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
  noShow: boolean | null;
  source: Booking['source'] | null;
  note: string | null;
  seriesId: string | null;
  reason: string | null;
  status: BookingRequest['status'] | null;
  lang: BookingRequest['lang'] | null;
  /** A booking's payments, oldest received first (`receivedAt` as the database writes an instant in JSON). */
  payments: Payment[] | null;
  refunds: Refund[] | null;
  due: number | null;
  toRefund: number | null;
  refundKeptNote: string | null;
  managerAdvance: ManagerAdvance | null;
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
          name, phone, price, paid, cancelled, no_show as "noShow", source, note, series_id as "seriesId",
          null::text as reason, null::text as status, null::text as lang,
          (select coalesce(json_agg(json_build_object(
              'id', p.id, 'bookingId', p.booking_id, 'amount', p.amount, 'method', p.method,
              'transactionId', p.transaction_id, 'receivedAt', p.received_at, 'note', p.note,
              'madeByToggle', p.made_by_toggle
            ) order by p.received_at, p.recorded_at, p.id), '[]'::json)
            from payments p where p.booking_id = bookings.id) as payments,
          (select coalesce(json_agg(json_build_object(
              'id', r.id, 'bookingId', r.booking_id, 'amount', r.amount, 'method', r.method,
              'refundedAt', r.refunded_at, 'note', r.note
            ) order by r.refunded_at, r.recorded_at, r.id), '[]'::json)
            from refunds r where r.booking_id = bookings.id) as refunds,
          due::float8 as due, to_refund::float8 as "toRefund", refund_kept_note as "refundKeptNote",
          ${managerAdvanceColumn(sql)}
        from bookings where date between ${from} and ${to}
        union all
        select 'block', id, date, slot_id, time, created_at,
          null, null, null, null, null, null, null, null, null, reason, null, null, null, null, null, null, null, null
        from blocks where date between ${from} and ${to}
        union all
        select 'pending', id, date, slot_id, time, created_at,
          name, phone, price, null, null, null, null, null, null, null, status, lang, null, null, null, null, null,
          ${managerAdvanceColumn(sql)}
        from booking_requests where date between ${from} and ${to} and ${requestWaitingAt(sql, clock())}
        order by "createdAt", "_id"`;
      const schedule: Schedule = { from, to, bookings: [], blocks: [], pending: [] };
      for (const row of rows) {
        const { _id, date, slotId, time } = row;
        const createdAt = row.createdAt.toISOString();
        // What a booking and a waiting request both show: whose, where on the board, and at what price.
        const held = {
          _id,
          date,
          slotId,
          time,
          name: row.name ?? '',
          phone: row.phone ?? '',
          createdAt,
          price: row.price ?? 0,
        };
        if (row.kind === 'booking') {
          const booking: Booking = {
            ...held,
            paid: row.paid ?? false,
            cancelled: row.cancelled ?? false,
            noShow: row.noShow ?? false,
            source: row.source ?? 'visitor',
            note: row.note,
            seriesId: row.seriesId,
          };
          // With its payments and what is due, as the Database's list has them (decision 050): the board's card
          // shows `Due` and prefills a payment with it.
          const payments = (row.payments ?? []).map((p) => ({
            ...p,
            receivedAt: new Date(p.receivedAt).toISOString(),
          }));
          const refunds = (row.refunds ?? []).map((r) => ({ ...r, refundedAt: new Date(r.refundedAt).toISOString() }));
          const money = { due: row.due ?? 0, toRefund: row.toRefund ?? 0, refundKeptNote: row.refundKeptNote };
          schedule.bookings.push(
            withManagerAdvance({
              ...withPayments({ ...booking, ...money }, payments, refunds),
              managerAdvance: row.managerAdvance,
            }),
          );
        } else if (row.kind === 'block') {
          schedule.blocks.push({ _id, date, slotId, time, reason: row.reason ?? '', createdAt } satisfies Block);
        } else {
          schedule.pending.push(
            withManagerAdvance({
              ...held,
              status: row.status ?? 'pending',
              lang: row.lang ?? 'en',
              managerAdvance: row.managerAdvance,
            }),
          );
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
