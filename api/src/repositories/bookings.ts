import type { Booking, BookingWithPayments, ManagerAdvance } from '@turf/sync-contract/schemas';
import { getSlot } from '@turf/sync-contract/slots';
import { hasSlotStarted } from '@turf/sync-contract/time';
import type { Sql } from '../db/database';
import type { SlotHold } from '../lib/bookings/availability-answers';
import { bySlotOrder } from '../lib/bookings/slot-order';
import { type BookingSearch, searchCondition } from './booking-search';
import { managerAdvanceColumn, withManagerAdvance } from './manager-advance';
import { moneyByBooking, withPayments } from './payments';
import { type BookingMoneyRow, type BookingRow, bookingColumns, bookingMoneyColumns, toIso } from './rows';
import { slotHolder } from './unique-violation';

export type PatchOutcome =
  | { outcome: 'updated'; booking: Booking }
  | { outcome: 'not-found' }
  | { outcome: 'slot-taken' }
  | { outcome: 'slot-blocked' };

export type NoShowOutcome =
  | { outcome: 'updated'; booking: Booking }
  | { outcome: 'not-found' }
  | { outcome: 'cancelled' }
  | { outcome: 'too-early' };

function startMinutes(booking: Booking): number {
  return getSlot(booking.slotId)?.startMinutes ?? Number.MAX_SAFE_INTEGER;
}

/** A row of the Database's list: the booking, its money and its advance (decision 089). */
type ListedRow = BookingMoneyRow & { managerAdvance: ManagerAdvance | null };

export function bookingsRepository(sql: Sql) {
  const columns = bookingColumns(sql);

  return {
    /**
     * The slots held on a date, in the day's display order: by an active (not cancelled) booking, or closed by a block,
     * without who or why (a block's reason is the manager's). Every holder is in slot_holds (decision 031); a visitor's
     * hold shows as booked until its time runs out, whether or not it has been marked lapsed yet (decision 086).
     */
    async slotHolds(date: string): Promise<SlotHold[]> {
      const rows = await sql<SlotHold[]>`
        select h.slot_id as "slotId", h.block_id is not null as closed
        from slot_holds h left join payment_holds p on p.request_id = h.hold_id
        where h.date = ${date} and (h.hold_id is null or payment_hold_live(p.request_id, p.expires_at))`;
      return rows.sort(bySlotOrder);
    },

    /**
     * All bookings by date, then by the slot's start in the day (12 am counts as 0), each with its payments, refunds
     * and the money the database derives from them (decisions 050, 071); or, with a search, the `limit` latest-dated
     * that match it (repositories/booking-search.ts). One snapshot for all the reads, so a payment committed between
     * them cannot appear without its booking.
     */
    async listAll(
      search: BookingSearch | null = null,
      limit = Number.MAX_SAFE_INTEGER,
    ): Promise<BookingWithPayments[]> {
      const money = bookingMoneyColumns(sql);
      const advance = managerAdvanceColumn(sql);
      const { rows, payments, refunds } = await sql.begin('isolation level repeatable read read only', async (tx) => {
        const rows =
          search === null
            ? await tx<ListedRow[]>`select ${money}, ${advance} from bookings order by date, id`
            : // The matches first, from the search's indexes, then the latest of them: left to itself the planner
              // walks the date index backwards testing every row (a name's words are then computed for each).
              await tx<ListedRow[]>`
                with found as materialized (select id from bookings where ${searchCondition(tx, search)})
                select ${money}, ${advance} from bookings where id in (select id from found)
                order by date desc, id limit ${limit}`;
        return { rows, ...(await moneyByBooking(tx, search === null ? null : rows.map((row) => row._id))) };
      });
      return rows
        .map((row) =>
          withManagerAdvance({
            ...withPayments(toIso(row), payments.get(row._id) ?? [], refunds.get(row._id) ?? []),
            managerAdvance: row.managerAdvance,
          }),
        )
        .sort((a, b) => (a.date === b.date ? startMinutes(a) - startMinutes(b) : a.date < b.date ? -1 : 1));
    },

    /**
     * Cancels or un-cancels. Un-cancelling claims the slot like confirming does: a slot booked again meanwhile gives
     * slot-taken, a slot blocked meanwhile slot-blocked. (`paid` is the payments' to decide: repositories/payments.ts.)
     */
    async setCancelled(id: string, cancelled: boolean): Promise<PatchOutcome> {
      try {
        // A transaction, as every manager's write is, so the audit trail names who (decision 047).
        const [row] = await sql.begin(
          // A cancelled booking is not a no-show (migration 011): cancelling clears the mark. Bringing it back clears
          // money kept on its cancel (migration 013), so a later cancel asks again what to do with it.
          (tx) => tx<BookingRow[]>`
            update bookings set cancelled = ${cancelled}, no_show = case when ${cancelled} then false else no_show end,
              refund_kept_note = case when ${cancelled} then refund_kept_note end
            where id = ${id} returning ${columns}`,
        );
        return row ? { outcome: 'updated', booking: toIso(row) } : { outcome: 'not-found' };
      } catch (error) {
        const holder = slotHolder(error);
        if (holder === 'booking') return { outcome: 'slot-taken' };
        if (holder === 'block') return { outcome: 'slot-blocked' };
        throw error;
      }
    },

    /**
     * Marks the customer as not come, or clears the mark. Only once the slot has started (a no-show of the future is a
     * slip of the finger) and never on a cancelled booking; the row is locked while that is checked.
     */
    async setNoShow(id: string, noShow: boolean, now: Date): Promise<NoShowOutcome> {
      return sql.begin(async (tx): Promise<NoShowOutcome> => {
        const [current] = await tx<BookingRow[]>`select ${columns} from bookings where id = ${id} for update`;
        if (!current) return { outcome: 'not-found' };
        if (noShow && current.cancelled) return { outcome: 'cancelled' };
        if (noShow && !hasSlotStarted(current.date, current.slotId, now)) return { outcome: 'too-early' };
        const [row] = await tx<BookingRow[]>`
          update bookings set no_show = ${noShow} where id = ${id} returning ${columns}`;
        return row ? { outcome: 'updated', booking: toIso(row) } : { outcome: 'not-found' };
      });
    },

    /** The deleted booking's date (for the availability cache), or null when there was none. */
    async remove(id: string): Promise<string | null> {
      const [row] = await sql.begin(
        (tx) => tx<{ date: string }[]>`delete from bookings where id = ${id} returning date`,
      );
      return row ? row.date : null;
    },
  };
}

export type BookingsRepository = ReturnType<typeof bookingsRepository>;
