import { addDays } from '@turf/sync-contract/time';
import { useText } from '../../i18n/text';

/**
 * A Late Night slot of a date starts at midnight that date begins with (docs/product.md#slots-and-prices), the night
 * many people would call the previous day's: said where they are picked, with both days named, so nobody books the
 * wrong night.
 */
export function LateNightNote({ id, date }: { id: string; date: string }) {
  const text = useText();
  const { weekdayAndDay } = text.dates;
  return (
    <p id={id} className="late-night-note">
      {text.slots.lateNight(weekdayAndDay(date), weekdayAndDay(addDays(date, -1)))}
    </p>
  );
}
