import type { WaitlistEntry } from '@turf/sync-contract/schemas';
import { PERIODS } from '@turf/sync-contract/slots';
import { addDays } from '@turf/sync-contract/time';
import { useEffect, useId, useRef, useState } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import type { DaySlot } from '../shared/day-slots';
import { SlotCard, type SlotCardProps, slotKeyOf } from './slot-card';
import { currentSlot } from './venue-day';

/**
 * The phone's board: one venue day, its sixteen slots grouped by period in the spec's order, the Late Night being the
 * night after it (the next date's early hours), so tonight reads as one night. Today opens at the slot being played or
 * next: the slots already over fold into one line above it (issue 29).
 */
export function DayView({
  date,
  slots,
  waitlistOf,
  ...cardProps
}: {
  date: string;
  slots: readonly DaySlot[];
  /** Each slot's waitlist (issue 31), first in line first. */
  waitlistOf: (day: DaySlot) => readonly WaitlistEntry[];
} & Omit<SlotCardProps, 'day' | 'requestsOpen' | 'waitlist'>) {
  const { format, schedule: text } = useAdminText();
  const past = slots.filter((day) => day.timing === 'past');
  const [showPast, setShowPast] = useState(false);
  const pastId = useId();
  const shown = showPast ? slots : slots.filter((day) => day.timing !== 'past');
  const current = past.length > 0 ? currentSlot(slots) : null;
  const currentKey = current ? slotKeyOf({ date: current.date, slotId: current.slot.slotId }) : null;
  const opened = useRef(false);

  // Once, when the day first shows: its current slot on the screen (the page keeps the room above it for the bars).
  useEffect(() => {
    if (opened.current || currentKey === null) return;
    opened.current = true;
    document.querySelector(`article[data-slot-key="${currentKey}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [currentKey]);

  return (
    <div className="adm-day">
      {past.length > 0 && (
        <button
          type="button"
          className="adm-button adm-button--quiet adm-button--wide adm-day__past"
          aria-expanded={showPast}
          aria-controls={pastId}
          onClick={() => setShowPast(!showPast)}
        >
          {text.pastSlots(showPast, past.length)}
        </button>
      )}
      <div id={pastId}>
        {PERIODS.map((period) => {
          const inPeriod = shown.filter((day) => day.slot.period === period);
          if (inPeriod.length === 0) return null;
          const title = format.period(period);
          return (
            <section key={period} className="adm-day__period" aria-label={title}>
              <h2 className="adm-day__period-title">
                {title}
                {period === 'Late Night' && (
                  <span className="adm-day__after-midnight"> · {text.afterMidnight(addDays(date, 1))}</span>
                )}
              </h2>
              <ol className="adm-cards adm-day__slots">
                {inPeriod.map((day) => (
                  <li key={day.slot.slotId}>
                    <SlotCard day={day} waitlist={waitlistOf(day)} {...cardProps} />
                  </li>
                ))}
              </ol>
            </section>
          );
        })}
      </div>
    </div>
  );
}
