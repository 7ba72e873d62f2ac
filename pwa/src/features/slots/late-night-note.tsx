import { addDays } from '@turf/sync-contract/time';
import { weekdayAndDay } from './calendar-month';

/**
 * A Late Night slot of a date starts at midnight that date begins with (docs/product.md#slots-and-prices), the night
 * many people would call the previous day's: said where they are picked, with both days named, so nobody books the
 * wrong night.
 */
export function LateNightNote({ id, date }: { id: string; date: string }) {
  return (
    <p id={id} className="late-night-note">
      Late Night slots are the early hours of {weekdayAndDay(date)}: the night after {weekdayAndDay(addDays(date, -1))}.
    </p>
  );
}
