import { PERIODS, type Period, slotsOfPeriod } from '@turf/sync-contract/slots';
import { hasSlotStarted } from '@turf/sync-contract/time';

/**
 * The tab a date's slot list opens on: the first period, in tab order, with a slot that can still be booked (not
 * started on the venue's clock, not taken). Today after noon that is Afternoon or later, not a Morning of nothing but
 * "Started". Morning when the whole day is gone.
 */
export function openingPeriod(date: string, now: Date, taken: ReadonlySet<string> = new Set()): Period {
  const open = PERIODS.find((period) =>
    slotsOfPeriod(period).some((slot) => !taken.has(slot.slotId) && !hasSlotStarted(date, slot.slotId, now)),
  );
  return open ?? 'Morning';
}
