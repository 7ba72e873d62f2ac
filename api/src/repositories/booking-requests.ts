import type { Booking, BookingRequest, BookingRequestStatusValue, RequestStanding } from '@turf/sync-contract/schemas';
import { getSlot } from '@turf/sync-contract/slots';
import type { Sql } from '../db/database';
import type { CleanBookingRequest } from '../lib/booking-rules';
import { type BookingRequestRow, type BookingRow, toIso } from './rows';
import { isActiveSlotViolation } from './unique-violation';

export type ConfirmOutcome =
  | { outcome: 'confirmed'; booking: Booking }
  | { outcome: 'not-found' }
  | { outcome: 'already-decided'; status: BookingRequestStatusValue }
  | { outcome: 'slot-taken' };

export type DecideOutcome =
  | { outcome: 'rejected'; request: BookingRequest }
  | { outcome: 'not-found' }
  | { outcome: 'already-decided'; status: BookingRequestStatusValue };

export function bookingRequestsRepository(sql: Sql) {
  const columns = sql`id as "_id", name, phone, slot_id as "slotId", time, date, status, created_at as "createdAt"`;

  async function findById(id: string): Promise<BookingRequest | null> {
    const [row] = await sql<BookingRequestRow[]>`select ${columns} from booking_requests where id = ${id}`;
    return row ? toIso(row) : null;
  }

  return {
    findById,

    /** The visitor's view of a request (see `REQUEST_STANDINGS`), or null when there is no such request. */
    async standing(id: string): Promise<RequestStanding | null> {
      const [row] = await sql<{ status: BookingRequestStatusValue; bookingActive: boolean | null }[]>`
        select r.status, not b.cancelled as "bookingActive"
        from booking_requests r left join bookings b on b.id = r.id
        where r.id = ${id}`;
      if (!row) return null;
      // A confirmed request whose booking was cancelled, or deleted (no row), no longer holds the slot.
      return row.status === 'confirmed' && row.bookingActive !== true ? 'cancelled' : row.status;
    },

    /**
     * Inserts in one statement unless the id exists or the slot already has an active booking; null means one of the
     * two (the caller looks which). One round trip on the common path.
     */
    async insertIfAbsentAndFree(id: string, request: CleanBookingRequest): Promise<BookingRequest | null> {
      const [row] = await sql<BookingRequestRow[]>`
        insert into booking_requests (id, date, slot_id, time, name, phone)
        select ${id}, ${request.date}, ${request.slotId}, ${request.time}, ${request.name}, ${request.phone}
        where not exists (
          select 1 from bookings where date = ${request.date} and slot_id = ${request.slotId} and not cancelled
        )
        on conflict (id) do nothing
        returning ${columns}`;
      return row ? toIso(row) : null;
    },

    async listPending(): Promise<BookingRequest[]> {
      const rows = await sql<BookingRequestRow[]>`
        select ${columns} from booking_requests where status = 'pending' order by created_at, id`;
      return rows.map(toIso);
    },

    /**
     * Compare-and-swap from pending to confirmed plus the booking, in one transaction. The unique index on active
     * (date, slot) decides a race: the loser's transaction rolls back and its request stays pending.
     */
    async confirm(id: string): Promise<ConfirmOutcome> {
      try {
        return await sql.begin(async (tx): Promise<ConfirmOutcome> => {
          const [request] = await tx<{ date: string; slotId: string }[]>`
            update booking_requests set status = 'confirmed', decided_at = clock_timestamp()
            where id = ${id} and status = 'pending'
            returning date, slot_id as "slotId"`;
          if (!request) {
            const [existing] = await tx<{ status: BookingRequestStatusValue }[]>`
              select status from booking_requests where id = ${id}`;
            return existing ? { outcome: 'already-decided', status: existing.status } : { outcome: 'not-found' };
          }
          const price = getSlot(request.slotId)?.price;
          if (price === undefined) throw new Error(`Stored request ${id} has an unknown slot ${request.slotId}`);
          const [booking] = await tx<BookingRow[]>`
            insert into bookings (id, date, slot_id, time, name, phone, price)
            select id, date, slot_id, time, name, phone, ${price} from booking_requests where id = ${id}
            returning id as "_id", date, slot_id as "slotId", time, name, phone, price, paid, cancelled,
              created_at as "createdAt"`;
          if (!booking) throw new Error(`Booking for request ${id} was not created`);
          return { outcome: 'confirmed', booking: toIso(booking) };
        });
      } catch (error) {
        if (isActiveSlotViolation(error)) return { outcome: 'slot-taken' };
        throw error;
      }
    },

    async reject(id: string): Promise<DecideOutcome> {
      const [row] = await sql<BookingRequestRow[]>`
        update booking_requests set status = 'rejected', decided_at = clock_timestamp()
        where id = ${id} and status = 'pending'
        returning ${columns}`;
      if (row) return { outcome: 'rejected', request: toIso(row) };
      const existing = await findById(id);
      return existing ? { outcome: 'already-decided', status: existing.status } : { outcome: 'not-found' };
    },
  };
}

export type BookingRequestsRepository = ReturnType<typeof bookingRequestsRepository>;
