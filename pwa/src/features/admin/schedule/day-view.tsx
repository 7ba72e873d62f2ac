import { PERIODS } from '@turf/sync-contract/slots';
import { useAdminText } from '../../../i18n/admin-text';
import type { DaySlot } from '../shared/day-slots';
import { SlotCard, type SlotCardProps } from './slot-card';

/** The phone's board: one day, its sixteen slots grouped by period in the spec's order. */
export function DayView({
  slots,
  ...cardProps
}: { slots: readonly DaySlot[] } & Omit<SlotCardProps, 'day' | 'requestsOpen'>) {
  const { format } = useAdminText();
  return (
    <div className="adm-day">
      {PERIODS.map((period) => (
        <section key={period} className="adm-day__period" aria-label={format.period(period)}>
          <h2 className="adm-day__period-title">{format.period(period)}</h2>
          <ol className="adm-cards adm-day__slots">
            {slots
              .filter((day) => day.slot.period === period)
              .map((day) => (
                <li key={day.slot.slotId}>
                  <SlotCard day={day} {...cardProps} />
                </li>
              ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
