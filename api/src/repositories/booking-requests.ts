import type {
  BookedSlotWithRequests,
  Booking,
  BookingRequest,
  BookingRequestStatus,
  BookingRequestStatusValue,
} from '@turf/sync-contract/schemas';
import type postgres from 'postgres';
import type { Sql } from '../db/database';
import { type CleanBookingRequest, PENDING_LIMITS } from '../lib/bookings/booking-rules';
import { managerAdvanceColumn, withManagerAdvance } from './manager-advance';
import { Refusal } from './refusal';
import { type BookingRequestRow, type BookingRow, bookingColumns, toIso } from './rows';
import { slotHolder } from './unique-violation';

export type ConfirmOutcome =
  | { outcome: 'confirmed'; booking: Booking }
  | { outcome: 'not-found' }
  | { outcome: 'already-decided'; status: BookingRequestStatusValue }
  | { outcome: 'slot-taken' }
  | { outcome: 'slot-blocked' };

export type DecideOutcome =
  | { outcome: 'rejected'; request: BookingRequest }
  | { outcome: 'not-found' }
  | { outcome: 'already-decided'; status: BookingRequestStatusValue };

export type CreateOutcome =
  /** `hold`: the slot held for the visitor's advance, when one was asked (decision 086). */
  | { outcome: 'created'; request: BookingRequest; hold?: CreatedHold }
  /**
   * A request with this id is stored already: a retry, or a copy that won the race (the caller compares them); or a
   * booking the manager made has it.
   */
  | { outcome: 'id-taken' }
  | { outcome: 'slot-taken' }
  /** The manager blocked the slot. */
  | { outcome: 'slot-blocked' }
  /** This phone already has `PENDING_LIMITS.perPhoneAndSlot` requests waiting for this date and slot. */
  | { outcome: 'phone-waits-for-slot' }
  /** This phone already has `PENDING_LIMITS.perPhone` requests waiting. */
  | { outcome: 'phone-full' };

export type PageOutcome =
  | { outcome: 'page'; requests: BookingRequest[]; hasMore: boolean }
  /** The cursor names no request at all (made up, or from another database). */
  | { outcome: 'unknown-cursor' };

export type RejectSelectedOutcome =
  | { outcome: 'rejected'; requests: BookingRequest[] }
  | { outcome: 'not-found'; id: string }
  | { outcome: 'not-waiting'; id: string; status: BookingRequestStatusValue };

export type RejectAllOutcome = { outcome: 'rejected'; requests: BookingRequest[] } | { outcome: 'not-booked' };

/** The advance a new request is to hold its slot for: its amount, for this many minutes (decision 086). */
export interface HoldAsked {
  amount: number;
  minutes: number;
}

export interface CreatedHold {
  amount: number;
  expiresAt: string;
}

interface CreateFacts {
  idTaken: boolean;
  /** What holds the slot already, if anything (decisions 031, 086): a hold whose time ran out holds nothing. */
  holder: 'booking' | 'block' | 'hold' | null;
  phoneWaiting: number;
  phoneWaitingForSlot: number;
}

/** pg_advisory_xact_lock(class, key) namespace of the per-phone lock; any constant not used for another lock. */
const PHONE_LOCK_CLASS = 7_302;

/**
 * `statusAt`'s rule as a filter on booking_requests: still waiting for the manager at `now` (decision 019), in the
 * words the pending indexes understand. Exported for the schedule board's read of the same requests.
 */
export function requestWaitingAt(sql: Sql, now: Date) {
  return sql`(status = 'pending' and slot_starts_at > ${now})`;
}

/** `clock` is the app's: every "has this slot started" is judged at the same instant the rest of the app sees. */
export function bookingRequestsRepository(sql: Sql, clock: () => Date) {
  /**
   * Where a request stands in its own row, at `now`: `expired` is a pending request whose slot has started (decision
   * 019). Every read below answers through this one expression, so all readers agree from the slot's first instant,
   * whether or not `markExpired` has written the mark yet.
   */
  const statusAt = (now: Date) =>
    sql`case when status = 'pending' and slot_starts_at <= ${now} then 'expired' else status end`;
  const waitingAt = (now: Date) => requestWaitingAt(sql, now);
  const columns = (now: Date) =>
    sql`id as "_id", name, phone, slot_id as "slotId", time, date, ${statusAt(now)} as status,
      created_at as "createdAt", lang, price`;

  async function findById(id: string): Promise<BookingRequest | null> {
    const [row] = await sql<BookingRequestRow[]>`select ${columns(clock())} from booking_requests where id = ${id}`;
    return row ? toIso(row) : null;
  }

  async function statusOf(id: string, now: Date): Promise<BookingRequestStatusValue | null> {
    const [row] = await sql<{ status: BookingRequestStatusValue }[]>`
      select ${statusAt(now)} as status from booking_requests where id = ${id}`;
    return row ? row.status : null;
  }

  return {
    findById,

    /** The visitor's view of a request (see `REQUEST_STANDINGS`) and the price it keeps, or null when there is none. */
    async standing(id: string): Promise<BookingRequestStatus | null> {
      const [row] = await sql<{ status: BookingRequestStatusValue; bookingActive: boolean | null; price: number }[]>`
        select ${statusAt(clock())} as status, not b.cancelled as "bookingActive", r.price
        from booking_requests r left join bookings b on b.id = r.id
        where r.id = ${id}`;
      if (!row) return null;
      // A confirmed request whose booking was cancelled, or deleted (no row), no longer holds the slot.
      const status = row.status === 'confirmed' && row.bookingActive !== true ? 'cancelled' : row.status;
      return { status, price: row.price };
    },

    /**
     * Stores a new request unless its id is stored, its slot is booked, or its phone has reached a limit
     * (`PENDING_LIMITS`). The count and the insert must see each other's effects across processes: the transaction
     * takes a lock on the phone first, so of two copies racing for one phone the second counts after the first has
     * committed. The lock is its own statement (a count in the same statement would read a snapshot from before the
     * wait); the count and the insert are one, sent with it in one flight. Other phones never wait (decision 019).
     * `cancelKeyHash`: the SHA-256 of the requesting device's secret, the proof its visitor cancels with (issue 31).
     */
    async create(
      id: string,
      request: CleanBookingRequest,
      { hold, cancelKeyHash }: { hold?: HoldAsked; cancelKeyHash?: Buffer } = {},
      /** A transaction of the caller's to run in (a waitlist offer taken, issue 31), under a savepoint of its own. */
      within?: postgres.TransactionSql,
    ): Promise<CreateOutcome> {
      const now = clock();
      const { date, slotId, phone } = request;
      let created: { result: (CreateFacts & Partial<BookingRequestRow>) | undefined; hold?: CreatedHold };
      try {
        const insert = async (tx: postgres.TransactionSql) => {
          const [, [result]] = await Promise.all([
            tx`select pg_advisory_xact_lock(${PHONE_LOCK_CLASS}, hashtext(${phone}))`,
            tx<(CreateFacts & Partial<BookingRequestRow>)[]>`
            with facts as (
              select
                (exists (select 1 from booking_requests where id = ${id})
                  or exists (select 1 from bookings where id = ${id})) as "idTaken",
                (
                  select case when h.booking_id is not null then 'booking' when h.block_id is not null then 'block'
                    else 'hold' end
                  from slot_holds h left join payment_holds p on p.request_id = h.hold_id
                  where h.date = ${date} and h.slot_id = ${slotId}
                    and (h.hold_id is null or payment_hold_live(p.request_id, p.expires_at))
                ) as holder,
                count(*)::int as "phoneWaiting",
                (count(*) filter (where date = ${date} and slot_id = ${slotId}))::int as "phoneWaitingForSlot"
              from booking_requests
              where phone = ${phone} and ${waitingAt(now)}
            ), inserted as (
              insert into booking_requests (id, date, slot_id, time, name, phone, lang, price, cancel_key_hash)
              select ${id}, ${date}, ${slotId}, ${request.time}, ${request.name}, ${phone}, ${request.lang},
                ${request.price}, ${cancelKeyHash ?? null}
              from facts
              where not "idTaken" and holder is null
                and "phoneWaitingForSlot" < ${PENDING_LIMITS.perPhoneAndSlot}
                and "phoneWaiting" < ${PENDING_LIMITS.perPhone}
              on conflict (id) do nothing
              returning ${columns(now)}
            )
            select facts.*, inserted.* from facts left join inserted on true`,
          ]);
          if (!result?._id || hold === undefined) return { result };
          // The hold claims the slot (its trigger): a holder that committed since the look above fails the claim and
          // rolls the request back with it, so no request is stored without the hold it was made for.
          const [made] = await tx<{ expiresAt: Date }[]>`
            insert into payment_holds (request_id, date, slot_id, amount, expires_at)
            values (${id}, ${date}, ${slotId}, ${hold.amount},
              clock_timestamp() + make_interval(mins => ${hold.minutes}))
            returning expires_at as "expiresAt"`;
          if (!made) throw new Error(`The hold of request ${id} was not stored`);
          return { result, hold: { amount: hold.amount, expiresAt: made.expiresAt.toISOString() } };
        };
        created = within ? await within.savepoint(insert) : await sql.begin(insert);
      } catch (error) {
        const holder = slotHolder(error);
        if (holder === 'block') return { outcome: 'slot-blocked' };
        if (holder !== null) return { outcome: 'slot-taken' };
        throw error;
      }
      const { result } = created;
      if (!result) throw new Error('The phone count answered no row');
      const { idTaken, holder, phoneWaiting, phoneWaitingForSlot, ...row } = result;
      if (row._id) {
        const request = toIso(row as BookingRequestRow);
        return created.hold ? { outcome: 'created', request, hold: created.hold } : { outcome: 'created', request };
      }
      if (idTaken) return { outcome: 'id-taken' };
      if (holder === 'booking' || holder === 'hold') return { outcome: 'slot-taken' };
      if (holder === 'block') return { outcome: 'slot-blocked' };
      if (phoneWaitingForSlot >= PENDING_LIMITS.perPhoneAndSlot) return { outcome: 'phone-waits-for-slot' };
      if (phoneWaiting >= PENDING_LIMITS.perPhone) return { outcome: 'phone-full' };
      // Not inserted although allowed: a copy of this id from another phone (not held by this lock) got in first.
      return { outcome: 'id-taken' };
    },

    /**
     * One page of the requests still waiting, oldest first. The order is (created_at, id), so requests made in the
     * same microsecond keep one order, and the page after `cursor` starts right after that request, whatever was
     * decided, expired or added meanwhile (decision 018).
     */
    async waitingPage(limit: number, cursor?: string): Promise<PageOutcome> {
      const now = clock();
      const after =
        cursor === undefined
          ? sql``
          : sql`and (created_at, id) > (select created_at, id from booking_requests where id = ${cursor})`;
      const rows = await sql<BookingRequestRow[]>`
        select ${columns(now)}, ${managerAdvanceColumn(sql)} from booking_requests
        where ${waitingAt(now)} ${after}
        order by created_at, id
        limit ${limit + 1}`;
      if (rows.length === 0 && cursor !== undefined && (await statusOf(cursor, now)) === null) {
        return { outcome: 'unknown-cursor' };
      }
      return {
        outcome: 'page',
        requests: rows.slice(0, limit).map((row) => withManagerAdvance(toIso(row))),
        hasMore: rows.length > limit,
      };
    },

    /**
     * Writes `expired` on up to `batch` requests whose slot has started while pending (the oldest first), so the pending
     * indexes hold only live requests and the list skips no pile of them. Housekeeping only: `statusAt` already
     * answers them as expired. A request being confirmed right now is skipped, not waited for.
     */
    async markExpired(batch = 1_000): Promise<number> {
      const now = clock();
      const rows = await sql`
        update booking_requests set status = 'expired', decided_at = slot_starts_at
        where status = 'pending' and id in (
          select id from booking_requests
          where status = 'pending' and slot_starts_at <= ${now}
          order by slot_starts_at
          limit ${batch}
          for update skip locked
        )
        returning id`;
      return rows.length;
    },

    /** How many requests wait for the manager in all. */
    async countWaiting(): Promise<number> {
      const [row] = await sql<{ n: number }[]>`
        select count(*)::int as n from booking_requests where ${waitingAt(clock())}`;
      return row?.n ?? 0;
    },

    /** Slots that are booked while requests still wait for them: the ones `Reject all` applies to. */
    async bookedSlotsWithRequests(): Promise<BookedSlotWithRequests[]> {
      return sql<BookedSlotWithRequests[]>`
        select r.date, r.slot_id as "slotId", count(*)::int as waiting
        from booking_requests r
        join bookings b on b.date = r.date and b.slot_id = r.slot_id and not b.cancelled
        where ${waitingAt(clock())}
        group by r.date, r.slot_id
        order by min(r.slot_starts_at)`;
    },

    /**
     * Compare-and-swap from pending to confirmed plus the booking, in one transaction, at the price the request kept
     * (decision 044), whatever the settings say now. The booking claims its date and
     * slot (decision 031), which decides a race with any other holder: the loser's transaction rolls back and its
     * request stays pending, and a blocked slot gives slot-blocked. An expired request cannot be confirmed: its slot
     * has started.
     */
    async confirm(id: string): Promise<ConfirmOutcome> {
      const now = clock();
      try {
        return await sql.begin(async (tx): Promise<ConfirmOutcome> => {
          const [request] = await tx`
            update booking_requests set status = 'confirmed', decided_at = clock_timestamp()
            where id = ${id} and ${waitingAt(now)}
            returning id`;
          if (!request) {
            const [existing] = await tx<{ status: BookingRequestStatusValue }[]>`
              select ${statusAt(now)} as status from booking_requests where id = ${id}`;
            return existing ? { outcome: 'already-decided', status: existing.status } : { outcome: 'not-found' };
          }
          const [booking] = await tx<BookingRow[]>`
            insert into bookings (id, date, slot_id, time, name, phone, price)
            select id, date, slot_id, time, name, phone, price from booking_requests where id = ${id}
            returning ${bookingColumns(sql)}`;
          if (!booking) throw new Error(`Booking for request ${id} was not created`);
          // An advance the visitor reported sending (decision 086) is the payment the manager confirms it on.
          await tx`
            insert into payments (booking_id, amount, method, transaction_id, note)
            select request_id, amount, method, transaction_id, 'Advance reported by the visitor'
            from advance_reports where request_id = ${id}`;
          return { outcome: 'confirmed', booking: toIso(booking) };
        });
      } catch (error) {
        const holder = slotHolder(error);
        if (holder === 'booking') return { outcome: 'slot-taken' };
        if (holder === 'block') return { outcome: 'slot-blocked' };
        throw error;
      }
    },

    async reject(id: string): Promise<DecideOutcome> {
      const now = clock();
      // A transaction, as every manager's write is, so the audit trail names who (decision 047).
      const [row] = await sql.begin(
        (tx) => tx<BookingRequestRow[]>`
          update booking_requests set status = 'rejected', decided_at = clock_timestamp()
          where id = ${id} and ${waitingAt(now)}
          returning ${columns(now)}`,
      );
      if (row) return { outcome: 'rejected', request: toIso(row) };
      const status = await statusOf(id, now);
      return status ? { outcome: 'already-decided', status } : { outcome: 'not-found' };
    },

    /**
     * `Reject selected`, all or nothing: every id is rejected, or, when one is unknown or no longer waiting (decided
     * elsewhere, expired), none is and the answer names that one. One transaction, so a half-done bulk never shows.
     */
    async rejectSelected(ids: readonly string[]): Promise<RejectSelectedOutcome> {
      const now = clock();
      try {
        return await sql.begin(async (tx): Promise<RejectSelectedOutcome> => {
          const rows = await tx<BookingRequestRow[]>`
            with rejected as (
              update booking_requests set status = 'rejected', decided_at = clock_timestamp()
              where id in ${tx(ids)} and ${waitingAt(now)}
              returning ${columns(now)}
            )
            select * from rejected order by "createdAt", "_id"`;
          if (rows.length === ids.length) return { outcome: 'rejected', requests: rows.map(toIso) };
          const done = new Set(rows.map((row) => row._id));
          const missed = ids.find((id) => !done.has(id)) ?? '';
          const [other] = await tx<{ status: BookingRequestStatusValue }[]>`
            select ${statusAt(now)} as status from booking_requests where id = ${missed}`;
          throw new Refusal<RejectSelectedOutcome>(
            other ? { outcome: 'not-waiting', id: missed, status: other.status } : { outcome: 'not-found', id: missed },
          );
        });
      } catch (error) {
        if (error instanceof Refusal) return error.outcome as RejectSelectedOutcome;
        throw error;
      }
    },

    /**
     * `Reject all` for one slot: only once it is booked or blocked (its requests can no longer be confirmed), and then
     * every request still waiting for it, in one statement. None waiting is not an error: someone else got there first.
     * In a transaction, as every manager write is, so the audit trail names the manager (db/actor.ts, decision 047).
     */
    async rejectAllForSlot(date: string, slotId: string): Promise<RejectAllOutcome> {
      const now = clock();
      return sql.begin(async (tx): Promise<RejectAllOutcome> => {
        const rows = await tx<BookingRequestRow[]>`
          with rejected as (
            update booking_requests set status = 'rejected', decided_at = clock_timestamp()
            where date = ${date} and slot_id = ${slotId} and ${waitingAt(now)}
              and exists (select 1 from slot_holds h where h.date = ${date} and h.slot_id = ${slotId})
            returning ${columns(now)}
          )
          select * from rejected order by "createdAt", "_id"`;
        if (rows.length > 0) return { outcome: 'rejected', requests: rows.map(toIso) };
        const [held] = await tx`select 1 from slot_holds where date = ${date} and slot_id = ${slotId}`;
        return held ? { outcome: 'rejected', requests: [] } : { outcome: 'not-booked' };
      });
    },
  };
}

export type BookingRequestsRepository = ReturnType<typeof bookingRequestsRepository>;
