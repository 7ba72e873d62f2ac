import type { DayCounts } from './day-slots';

const ITEMS: { key: keyof DayCounts; label: string }[] = [
  { key: 'booked', label: 'Booked' },
  { key: 'free', label: 'Free' },
  { key: 'pending', label: 'Pending' },
  { key: 'blocked', label: 'Blocked' },
];

/** The day at a glance: slots booked, still free (not started), requests pending, slots blocked. */
export function DayCountsBar({ counts, label }: { counts: DayCounts; label: string }) {
  return (
    <dl className="adm-counts" aria-label={label}>
      {ITEMS.map((item) => (
        <div key={item.key} className={`adm-counts__item adm-counts__item--${item.key}`}>
          <dt>{item.label}</dt>
          <dd>{counts[item.key]}</dd>
        </div>
      ))}
    </dl>
  );
}
