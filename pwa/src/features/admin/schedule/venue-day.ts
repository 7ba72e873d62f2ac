import type { Schedule } from '@turf/sync-contract/schemas';
import { addDays } from '@turf/sync-contract/time';
import { type DaySlot, slotsOfDay, type VenueRules } from '../shared/day-slots';

/**
 * The sixteen slots of the venue's day `date` in the spec's order: its Morning, Afternoon and Night, then the Late
 * Night after it, which is the next date's 00:00 to 6:00 (each slot keeps its own date). So "tonight" is one column
 * or one page of the board, as the visitor's Late Night note tells it (issue 29); a date's own early hours are the
 * day before's.
 */
export function slotsOfVenueDay(schedule: Schedule, date: string, now: Date, venue: VenueRules): DaySlot[] {
  const evening = slotsOfDay(schedule, date, now, venue).filter((day) => day.slot.period !== 'Late Night');
  const night = slotsOfDay(schedule, addDays(date, 1), now, venue).filter((day) => day.slot.period === 'Late Night');
  return [...evening, ...night];
}

/** The slot being played now, else the next one to come: where the board opens. Null when the whole day is over. */
export function currentSlot(slots: readonly DaySlot[]): DaySlot | null {
  return slots.find((day) => day.timing !== 'past') ?? null;
}

/** The venue day a slot is played in: its own date, or the day before for a Late Night slot. */
export function venueDayOf(day: Pick<DaySlot, 'date' | 'slot'>): string {
  return day.slot.period === 'Late Night' ? addDays(day.date, -1) : day.date;
}
