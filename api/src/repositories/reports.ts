import { PAYMENT_METHODS, type PaymentMethod } from '@turf/sync-contract/payments';
import type { MethodTotal, SlotOccupancy, VenueReport, WeekRevenue } from '@turf/sync-contract/schemas';
import { SLOT_IDS } from '@turf/sync-contract/slots';
import {
  addDays,
  dayOfWeek,
  daysBetween,
  VENUE_UTC_OFFSET_MINUTES,
  venueWallTimeToInstant,
} from '@turf/sync-contract/time';
import type postgres from 'postgres';
import type { Sql } from '../db/database';
import { takaOf } from './taka';

/** The Sunday a week starts on (the board's weeks, and the report's). */
function weekStartOf(date: string): string {
  return addDays(date, -dayOfWeek(date));
}

/** What came in by one method in one week, and what went back out by it (refunds, migration 013). */
interface Received {
  week: string;
  method: PaymentMethod;
  received: number;
  refunded: number;
  count: number;
}

const sum = (rows: readonly Received[], of: (row: Received) => number) =>
  rows.reduce((total, row) => total + of(row), 0);

/** Every method in the contract's order, with what it brought in less what it gave back (zeros for the unused). */
function byMethod(rows: readonly Received[]): MethodTotal[] {
  return PAYMENT_METHODS.map((method) => {
    const mine = rows.filter((row) => row.method === method);
    const refunded = sum(mine, (row) => row.refunded);
    return {
      method,
      amount: sum(mine, (row) => row.received) - refunded,
      count: sum(mine, (row) => row.count),
      refunded,
    };
  });
}

/**
 * The venue's numbers (issue 17): a handful of grouped reads over a range's bookings and payments, in one read-only
 * snapshot so the figures agree with each other. The grouping is the database's; the shape (every weekday, slot, week
 * and method, zeros included) is made here.
 */
export function reportsRepository(sql: Sql) {
  /**
   * Money received from the start of `from` to the end of `to` on the venue's clock, by week and method, and the refunds
   * given back in the same days: a refund counts when it was paid out, as a payment counts when it came in.
   */
  async function received(tx: postgres.TransactionSql, from: string, to: string): Promise<Received[]> {
    const start = venueWallTimeToInstant(from, 0).toISOString();
    const end = venueWallTimeToInstant(addDays(to, 1), 0).toISOString();
    // Sums in bigint (taka.ts); a count of rows fits an int.
    const rows = await tx<(Pick<Received, 'week' | 'method' | 'count'> & { received: string; refunded: string })[]>`
      select week::text as week, method,
        coalesce(sum(amount) filter (where not refund), 0) as received,
        coalesce(sum(amount) filter (where refund), 0) as refunded,
        (count(*) filter (where not refund))::int as count
      from (
        select amount, method, false as refund, received_at as at from payments
          where received_at >= ${start}::timestamptz and received_at < ${end}::timestamptz
        union all
        select amount, method, true, refunded_at from refunds
          where refunded_at >= ${start}::timestamptz and refunded_at < ${end}::timestamptz
      ) money
      cross join lateral (
        select ((at at time zone 'UTC') + make_interval(mins => ${VENUE_UTC_OFFSET_MINUTES}))::date as day
      ) d
      cross join lateral (select day - extract(dow from day)::int as week) w
      group by week, method`;
    return rows.map((row) => ({ ...row, received: takaOf(row.received), refunded: takaOf(row.refunded) }));
  }

  /**
   * The advances received from `from` to `to` (decision 089): the payments a completed bKash online payment recorded
   * (its trxID), and those a manager's confirm recorded from an advance sent by hand (its method and transaction ID).
   */
  async function advances(tx: postgres.TransactionSql, from: string, to: string) {
    const start = venueWallTimeToInstant(from, 0).toISOString();
    const end = venueWallTimeToInstant(addDays(to, 1), 0).toISOString();
    const [row] = await tx<{ online: string | null; manual: string | null }[]>`
      select
        sum(p.amount) filter (where exists (select 1 from bkash_payments b
          where b.request_id = p.booking_id and b.trx_id = p.transaction_id and b.state = 'completed')) as online,
        sum(p.amount) filter (where exists (select 1 from advance_reports a
          where a.request_id = p.booking_id and a.method = p.method and a.transaction_id = p.transaction_id)) as manual
      from payments p
      where p.received_at >= ${start}::timestamptz and p.received_at < ${end}::timestamptz
        and p.transaction_id is not null`;
    return { online: takaOf(row?.online ?? null), manual: takaOf(row?.manual ?? null) };
  }

  return {
    async between(from: string, to: string, today: string): Promise<VenueReport> {
      return sql.begin('isolation level repeatable read read only', async (tx) => {
        const booked = await tx<{ weekday: number; slotId: string; booked: number }[]>`
          select extract(dow from date)::int as weekday, slot_id as "slotId", count(*)::int as booked
          from bookings where not cancelled and date between ${from} and ${to}
          group by 1, 2`;
        const weekly = await tx<{ week: string; booked: string }[]>`
          select (date - extract(dow from date)::int)::text as week, sum(price) as booked
          from bookings where not cancelled and date between ${from} and ${to}
          group by 1`;
        const [totals] = await tx<
          { bookings: number; bookedAmount: string | null; cancellations: number; noShows: number }[]
        >`
          select count(*) filter (where not cancelled)::int as bookings,
            sum(price) filter (where not cancelled) as "bookedAmount",
            count(*) filter (where cancelled)::int as cancellations,
            count(*) filter (where no_show)::int as "noShows"
          from bookings where date between ${from} and ${to}`;
        const inRange = await received(tx, from, to);
        const onDay = await received(tx, today, today);
        const advanced = await advances(tx, from, to);

        const dayCount = Array.from({ length: 7 }, () => 0);
        const length = daysBetween(from, to) + 1;
        for (let day = 0; day < Math.min(length, 7); day += 1) {
          const weekday = dayOfWeek(addDays(from, day));
          dayCount[weekday] = Math.floor((length - day - 1) / 7) + 1;
        }
        const bookedAt = new Map(booked.map((row) => [`${row.weekday} ${row.slotId}`, row.booked]));
        const occupancy: SlotOccupancy[] = dayCount.flatMap((days, weekday) =>
          SLOT_IDS.map((slotId) => ({ weekday, slotId, days, booked: bookedAt.get(`${weekday} ${slotId}`) ?? 0 })),
        );

        const weeks: WeekRevenue[] = [];
        for (let week = weekStartOf(from); week <= to; week = addDays(week, 7)) {
          weeks.push({
            weekStart: week,
            booked: takaOf(weekly.find((row) => row.week === week)?.booked ?? null),
            received: sum(
              inRange.filter((row) => row.week === week),
              (row) => row.received - row.refunded,
            ),
          });
        }
        const receivedByMethod = byMethod(inRange);
        const todayByMethod = byMethod(onDay);
        return {
          from,
          to,
          occupancy,
          weeks,
          receivedByMethod,
          bookings: totals?.bookings ?? 0,
          bookedAmount: takaOf(totals?.bookedAmount ?? null),
          receivedAmount: receivedByMethod.reduce((total, row) => total + row.amount, 0),
          refundedAmount: receivedByMethod.reduce((total, row) => total + row.refunded, 0),
          onlineAdvanceAmount: advanced.online,
          manualAdvanceAmount: advanced.manual,
          cancellations: totals?.cancellations ?? 0,
          noShows: totals?.noShows ?? 0,
          today: {
            date: today,
            received: todayByMethod.reduce((total, row) => total + row.amount, 0),
            refunded: todayByMethod.reduce((total, row) => total + row.refunded, 0),
            byMethod: todayByMethod,
          },
        };
      });
    },
  };
}

export type ReportsRepository = ReturnType<typeof reportsRepository>;
