import { useAdminText } from '../../../i18n/admin-text';
import type { DayCounts } from '../shared/day-slots';

const ITEMS: readonly (keyof DayCounts)[] = ['booked', 'free', 'pending', 'blocked'];

/** The day at a glance: slots booked, still free (not started), requests pending, slots blocked. */
export function DayCountsBar({ counts, label }: { counts: DayCounts; label: string }) {
  const { schedule, format } = useAdminText();
  return (
    <dl className="adm-counts" aria-label={label}>
      {ITEMS.map((key) => (
        <div key={key} className={`adm-counts__item adm-counts__item--${key}`}>
          <dt>{schedule.counts[key]}</dt>
          <dd>{format.number(counts[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
