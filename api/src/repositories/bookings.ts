import type { Booking, TakenSlots } from '@turf/sync-contract/schemas';
import { getSlot, SLOT_IDS, type SlotId } from '@turf/sync-contract/slots';
import type { Sql } from '../db/database';
import { type BookingRow, bookingColumns, toIso } from './rows';
import { slotHolder } from './unique-violation';

export type PatchOutcome =
  | { outcome: 'updated'; booking: Booking }
  | { outcome: 'not-found' }
  | { outcome: 'slot-taken' }
  | { outcome: 'slot-blocked' };

const SLOT_ORDER = new Map<string, number>(SLOT_IDS.map((id, i) => [id, i]));

function startMinutes(booking: Booking): number {
  return getSlot(booking.slotId)?.startMinutes ?? Number.MAX_SAFE_INTEGER;
}

export function bookingsRepository(sql: Sql) {
  const columns = bookingColumns(sql);

  return {
    /**
     * Slot IDs taken on a date, in the day's display order: those with an active (not cancelled) booking or a block,
     * alike and without saying which (a block's reason is the manager's). Every holder is in slot_holds (decision 031).
     */
    async takenSlots(date: string): Promise<TakenSlots> {
      const rows = await sql<{ slotId: SlotId }[]>`select slot_id as "slotId" from slot_holds where date = ${date}`;
      return rows.map((r) => r.slotId).sort((a, b) => (SLOT_ORDER.get(a) ?? 99) - (SLOT_ORDER.get(b) ?? 99));
    },

    /** All bookings by date, then by the slot's start in the day (12 am counts as 0). */
    async listAll(): Promise<Booking[]> {
      const rows = await sql<BookingRow[]>`select ${columns} from bookings order by date, id`;
      return rows
        .map(toIso)
        .sort((a, b) => (a.date === b.date ? startMinutes(a) - startMinutes(b) : a.date < b.date ? -1 : 1));
    },

    /**
     * Un-cancelling claims the slot like confirming does: a slot booked again meanwhile gives slot-taken, a slot blocked
     * meanwhile slot-blocked.
     */
    async patch(id: string, change: { paid: boolean } | { cancelled: boolean }): Promise<PatchOutcome> {
      try {
        const [row] =
          'paid' in change
            ? await sql<BookingRow[]>`update bookings set paid = ${change.paid} where id = ${id} returning ${columns}`
            : await sql<BookingRow[]>`
                update bookings set cancelled = ${change.cancelled} where id = ${id} returning ${columns}`;
        return row ? { outcome: 'updated', booking: toIso(row) } : { outcome: 'not-found' };
      } catch (error) {
        const holder = slotHolder(error);
        if (holder === 'booking') return { outcome: 'slot-taken' };
        if (holder === 'block') return { outcome: 'slot-blocked' };
        throw error;
      }
    },

    /** The deleted booking's date (for the availability cache), or null when there was none. */
    async remove(id: string): Promise<string | null> {
      const [row] = await sql<{ date: string }[]>`delete from bookings where id = ${id} returning date`;
      return row ? row.date : null;
    },
  };
}

export type BookingsRepository = ReturnType<typeof bookingsRepository>;
