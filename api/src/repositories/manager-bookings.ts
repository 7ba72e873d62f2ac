import { newBookingId } from '@turf/sync-contract/booking-id';
import type { Booking, BookingSeriesResult, SeriesSkip, SeriesSkipReason } from '@turf/sync-contract/schemas';
import type { SlotId } from '@turf/sync-contract/slots';
import type postgres from 'postgres';
import type { Sql } from '../db/database';
import { type BookingRow, bookingColumns, toIso } from './rows';
import { isUniqueViolation, slotHolder } from './unique-violation';

/** A booking the manager makes (a phone call, WhatsApp, the gate), checked by the visitor's rules already. */
export interface ManagerBookingInput {
  date: string;
  slotId: SlotId;
  time: string;
  name: string;
  phone: string;
  /** Trimmed; null when none or blank. */
  note: string | null;
}

export type CreateBookingOutcome =
  | { outcome: 'created'; booking: Booking }
  /** A booking, a request or a series has this id already (the caller looks at which, for a replay). */
  | { outcome: 'id-taken' }
  | { outcome: 'slot-taken' }
  | { outcome: 'slot-blocked' };

/**
 * One date of a weekly series, whether it lies past the visitors' booking horizon (the app's clock decides), and what
 * its slot costs on it by the settings of now.
 */
export interface SeriesDate {
  date: string;
  pastHorizon: boolean;
  price: number;
}

export type SeriesState = 'free' | SeriesSkipReason;

export type CreateSeriesOutcome =
  | { outcome: 'created'; result: BookingSeriesResult }
  | { outcome: 'id-taken' }
  /** Every date is booked, blocked or past the horizon: nothing was stored. */
  | { outcome: 'none-free'; skipped: SeriesSkip[] };

/** What an `id` sent to `POST /api/bookings` names already, for telling a retry from a reuse. */
export type StoredUnderId =
  | { kind: 'booking'; booking: Booking }
  | {
      kind: 'series';
      input: ManagerBookingInput & { repeatWeeks: number };
      result: BookingSeriesResult;
    }
  /** A visitor's request, or the booking made from one. */
  | { kind: 'other' };

interface SeriesRow extends ManagerBookingInput {
  id: string;
  repeatWeeks: number;
  skipped: SeriesSkip[];
}

/** How often a series is tried again after a date it saw free was taken before it committed. */
const ATTEMPTS = 3;

/**
 * The manager's own bookings and weekly series. Each booking claims its date and slot in slot_holds like a confirmed
 * request's does (decision 031), so a race with a confirm, a block or another manager booking is decided by the
 * database; the outcomes here only name the loser's reason.
 */
export function managerBookingsRepository(sql: Sql) {
  const columns = bookingColumns(sql);

  /**
   * What holds each of these dates of one slot: `booked` (a booking, or a paying visitor's live hold: decision 086) or
   * `blocked`; free dates are absent.
   */
  async function holders(
    tx: postgres.TransactionSql,
    slotId: SlotId,
    dates: readonly string[],
  ): Promise<Map<string, SeriesSkipReason>> {
    if (dates.length === 0) return new Map();
    const rows = await tx<{ date: string; booked: boolean }[]>`
      select h.date, h.block_id is null as booked
      from slot_holds h left join payment_holds p on p.request_id = h.hold_id
      where h.slot_id = ${slotId} and h.date in ${tx(dates)}
        and (h.hold_id is null or payment_hold_live(p.request_id, p.expires_at))`;
    return new Map(rows.map((row) => [row.date, row.booked ? 'booked' : 'blocked']));
  }

  function classify(dates: readonly SeriesDate[], held: Map<string, SeriesSkipReason>) {
    return dates.map(({ date, pastHorizon, price }) => ({
      date,
      price,
      state: (pastHorizon ? 'past the booking horizon' : (held.get(date) ?? 'free')) as SeriesState,
    }));
  }

  async function seriesBookings(seriesId: string): Promise<Booking[]> {
    const rows = await sql<BookingRow[]>`select ${columns} from bookings where series_id = ${seriesId} order by date`;
    return rows.map(toIso);
  }

  async function createSeriesOnce(
    seriesId: string,
    key: string,
    input: ManagerBookingInput,
    dates: readonly SeriesDate[],
  ): Promise<CreateSeriesOutcome> {
    return sql.begin(async (tx): Promise<CreateSeriesOutcome> => {
      const plan = classify(
        dates,
        await holders(
          tx,
          input.slotId,
          dates.filter((d) => !d.pastHorizon).map((d) => d.date),
        ),
      );
      const free = plan.filter((p) => p.state === 'free');
      const skipped = plan.flatMap((p) => (p.state === 'free' ? [] : [{ date: p.date, reason: p.state }]));
      if (free.length === 0) return { outcome: 'none-free', skipped };
      const [series] = await tx`
        insert into booking_series (id, request_key, date, slot_id, time, name, phone, note, repeat_weeks, skipped)
        values (${seriesId}, ${key}, ${input.date}, ${input.slotId}, ${input.time}, ${input.name}, ${input.phone},
          ${input.note}, ${dates.length}, ${tx.json(skipped)})
        on conflict (request_key) do nothing
        returning id`;
      if (!series) return { outcome: 'id-taken' };
      // The call's id is the first booking's Booking ID; the others draw their own.
      const rows = free.map((p, i) => ({
        id: i === 0 ? key : newBookingId(),
        date: p.date,
        slot_id: input.slotId,
        time: input.time,
        name: input.name,
        phone: input.phone,
        price: p.price,
        source: 'manager',
        note: input.note,
        series_id: seriesId,
      }));
      const created = await tx<BookingRow[]>`insert into bookings ${tx(rows)} returning ${columns}`;
      return {
        outcome: 'created',
        result: { seriesId, created: created.map(toIso).sort((a, b) => (a.date < b.date ? -1 : 1)), skipped },
      };
    });
  }

  return {
    /** What `id` names already, or null when nothing does. */
    async storedUnderId(id: string): Promise<StoredUnderId | null> {
      const [series] = await sql<SeriesRow[]>`
        select id, date, slot_id as "slotId", time, name, phone, note, repeat_weeks as "repeatWeeks", skipped
        from booking_series where request_key = ${id}`;
      if (series) {
        const { id: seriesId, repeatWeeks, skipped, ...input } = series;
        return {
          kind: 'series',
          input: { ...input, repeatWeeks },
          result: { seriesId, created: await seriesBookings(seriesId), skipped },
        };
      }
      const [booking] = await sql<BookingRow[]>`select ${columns} from bookings where id = ${id}`;
      if (booking && booking.source === 'manager' && booking.seriesId === null) {
        return { kind: 'booking', booking: toIso(booking) };
      }
      if (booking) return { kind: 'other' };
      const [request] = await sql`select 1 from booking_requests where id = ${id}`;
      return request ? { kind: 'other' } : null;
    },

    /** One booking, confirmed at once at `price`, unless its id is taken or its slot is held. */
    async create(id: string, input: ManagerBookingInput, price: number): Promise<CreateBookingOutcome> {
      try {
        // A transaction, as every manager's write is, so the audit trail names who (decision 047).
        const [row] = await sql.begin(
          (tx) => tx<BookingRow[]>`
            insert into bookings (id, date, slot_id, time, name, phone, price, source, note)
            select ${id}, ${input.date}, ${input.slotId}, ${input.time}, ${input.name}, ${input.phone},
              ${price}, 'manager', ${input.note}
            where not exists (select 1 from booking_requests where id = ${id})
              and not exists (select 1 from booking_series where request_key = ${id})
            on conflict (id) do nothing
            returning ${columns}`,
        );
        return row ? { outcome: 'created', booking: toIso(row) } : { outcome: 'id-taken' };
      } catch (error) {
        const holder = slotHolder(error);
        if (holder === 'booking') return { outcome: 'slot-taken' };
        if (holder === 'block') return { outcome: 'slot-blocked' };
        throw error;
      }
    },

    /**
     * A weekly series in one transaction: looks at what holds each date, stores the series and books the free dates.
     * A date taken by someone else between the look and the insert fails the claim and rolls everything back; the next
     * attempt sees it taken and skips it. So the answer is exactly what was booked, and a retry is never half done.
     */
    async createSeries(
      seriesId: string,
      key: string,
      input: ManagerBookingInput,
      dates: readonly SeriesDate[],
    ): Promise<CreateSeriesOutcome> {
      for (let n = 1; ; n++) {
        try {
          return await createSeriesOnce(seriesId, key, input, dates);
        } catch (error) {
          if (slotHolder(error) !== null && n < ATTEMPTS) continue;
          // The key as a booking's id: a retry of this call that committed first, or a booking made under it.
          if (isUniqueViolation(error) && slotHolder(error) === null) return { outcome: 'id-taken' };
          throw error;
        }
      }
    },

    /** What saving a series would do with each date, without saving anything. */
    async preview(slotId: SlotId, dates: readonly SeriesDate[]): Promise<{ date: string; state: SeriesState }[]> {
      const looked = dates.filter((d) => !d.pastHorizon).map((d) => d.date);
      // Read-only, and the same read the series' own transaction makes.
      const plan = classify(dates, await sql.begin('read only', (tx) => holders(tx, slotId, looked)));
      return plan.map(({ date, state }) => ({ date, state }));
    },

    /**
     * Cancels the series' bookings on `from` and after (kept, not deleted) and answers all of them as now stored, by
     * date; null when there is no such series.
     */
    async cancelSeries(seriesId: string, from: string): Promise<Booking[] | null> {
      return sql.begin(async (tx) => {
        const [series] = await tx`select 1 from booking_series where id = ${seriesId}`;
        if (!series) return null;
        await tx`update bookings set cancelled = true where series_id = ${seriesId} and date >= ${from} and not cancelled`;
        const rows = await tx<BookingRow[]>`
          select ${columns} from bookings where series_id = ${seriesId} and date >= ${from} order by date`;
        return rows.map(toIso);
      });
    },
  };
}

export type ManagerBookingsRepository = ReturnType<typeof managerBookingsRepository>;
