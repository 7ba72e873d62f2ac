import type { Block, Booking, BookingRequest, Schedule, Settings } from '@turf/sync-contract/schemas';
import { slotPriceOn } from '@turf/sync-contract/settings';
import { SLOTS, type Slot, type SlotId } from '@turf/sync-contract/slots';
import { bookableDateProblem, slotEndInstant, slotStartInstant } from '@turf/sync-contract/time';

/** Where a slot stands on the venue's clock: still ahead, being played now, or over. */
export type SlotTiming = 'upcoming' | 'started' | 'past';

/**
 * What a slot is, at a glance: booked (an active booking holds it), blocked (the manager closed it), requested
 * (free, with requests waiting), or free. The database lets a slot hold one booking or one block, never both.
 */
export type SlotState = 'booked' | 'blocked' | 'requested' | 'free';

/** The venue's saved rules the board follows as the server does (issue 16): the prices and the booking horizon. */
export type VenueRules = Pick<Settings, 'prices' | 'bookingHorizonDays'>;

export interface DaySlot {
  date: string;
  slot: Slot;
  /** What the slot costs that day by the saved prices (weekend or not): what a booking made now is charged. */
  price: number;
  timing: SlotTiming;
  state: SlotState;
  /** The active booking, if any. */
  booking: Booking | null;
  /**
   * Every booking of the slot that day, cancelled ones too (a cancellation can be undone), oldest first. A booking
   * stays in this list whatever happens to it, so its controls (and the focus on them) stay where they were.
   */
  bookings: Booking[];
  block: Block | null;
  /** Pending requests for the slot, oldest first. */
  pending: BookingRequest[];
  /** The manager may book it: free, not started, inside the booking horizon (the server's own rules). */
  bookable: boolean;
  /** The manager may block it: free and not started. */
  blockable: boolean;
}

export interface DayCounts {
  booked: number;
  /** Slots still open to a booking: neither booked nor blocked, and not started. */
  free: number;
  /** Requests waiting (not slots: a slot may have several). */
  pending: number;
  blocked: number;
}

function timingOf(date: string, slotId: SlotId, now: Date): SlotTiming {
  if (slotEndInstant(date, slotId).getTime() <= now.getTime()) return 'past';
  return slotStartInstant(date, slotId).getTime() <= now.getTime() ? 'started' : 'upcoming';
}

const byCreated = (a: { createdAt: string }, b: { createdAt: string }) =>
  Date.parse(a.createdAt) - Date.parse(b.createdAt);

/** The sixteen slots of `date` in the spec's order (Morning first, Late Night last), each with what holds it. */
export function slotsOfDay(schedule: Schedule, date: string, now: Date, venue: VenueRules): DaySlot[] {
  const beyondHorizon = bookableDateProblem(date, now, venue.bookingHorizonDays) === 'too-far';
  return SLOTS.map((slot) => {
    const here = <T extends { date: string; slotId: string }>(item: T) =>
      item.date === date && item.slotId === slot.slotId;
    const bookings = schedule.bookings.filter(here).sort(byCreated);
    const booking = bookings.find((candidate) => !candidate.cancelled) ?? null;
    const block = booking ? null : (schedule.blocks.find(here) ?? null);
    const pending = schedule.pending.filter(here).sort(byCreated);
    const timing = timingOf(date, slot.slotId, now);
    const state: SlotState = booking ? 'booked' : block ? 'blocked' : pending.length > 0 ? 'requested' : 'free';
    const open = (state === 'free' || state === 'requested') && timing === 'upcoming';
    return {
      date,
      slot,
      price: slotPriceOn(venue.prices, date, slot.slotId),
      timing,
      state,
      booking,
      bookings,
      block,
      pending,
      bookable: open && !beyondHorizon,
      blockable: open,
    };
  });
}

export function countDay(slots: readonly DaySlot[]): DayCounts {
  const counts: DayCounts = { booked: 0, free: 0, pending: 0, blocked: 0 };
  for (const slot of slots) {
    if (slot.state === 'booked') counts.booked += 1;
    else if (slot.state === 'blocked') counts.blocked += 1;
    else if (slot.timing === 'upcoming') counts.free += 1;
    counts.pending += slot.pending.length;
  }
  return counts;
}

/**
 * Up to `max` slots of the day a turned-away team could have instead: open and not started, the nearest in time to
 * the one they asked for first (a team that wanted 7:30 pm would rather hear 9:00 pm than 6:00 am), listed in the
 * day's order.
 */
export function freeSlotsNear(slots: readonly DaySlot[], slotId: SlotId, max = 3): Slot[] {
  const wanted = SLOTS.find((slot) => slot.slotId === slotId)?.startMinutes ?? 0;
  return slots
    .filter((slot) => slot.bookable && slot.slot.slotId !== slotId)
    .map((slot) => slot.slot)
    .sort((a, b) => Math.abs(a.startMinutes - wanted) - Math.abs(b.startMinutes - wanted))
    .slice(0, max)
    .sort((a, b) => a.startMinutes - b.startMinutes);
}
