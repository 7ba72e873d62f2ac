import { CURRENCY, type Period, type SlotId, slotsOfPeriod } from '@turf/sync-contract/slots';
import { formatLongDate, hasSlotStarted, VENUE_TIME_ZONE } from '@turf/sync-contract/time';
import { useState } from 'react';
import { type TakenSlotsView, useTakenSlots } from './api/get-taken-slots';
import { PeriodTabs, panelId, tabId } from './period-tabs';
import { useNow } from './use-now';

const AS_OF = new Intl.DateTimeFormat('en-US', {
  timeZone: VENUE_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function AvailabilityNote({ view }: { view: TakenSlotsView | undefined }) {
  if (view?.source === 'cache' && view.asOf !== null) {
    return <p className="availability-note">Offline - availability as of {AS_OF.format(view.asOf)}</p>;
  }
  if (view?.source === 'unknown') {
    return (
      <p className="availability-note">
        Offline - availability for this date is unknown; your request will be checked when it is sent.
      </p>
    );
  }
  return null;
}

export interface SlotListProps {
  date: string | null;
  selected: SlotId | null;
  onSelect(slotId: SlotId): void;
}

/** The day's sixteen slots by period; taken and already-started slots cannot be chosen. */
export function SlotList({ date, selected, onSelect }: SlotListProps) {
  const [period, setPeriod] = useState<Period>('Morning');
  const query = useTakenSlots(date);
  const now = useNow();
  const taken = new Set<string>(query.data?.taken ?? []);
  const loading = date !== null && query.isPending;

  return (
    <section className="slot-list card" aria-labelledby="slot-list-title">
      <h2 id="slot-list-title" className="panel-title">
        {date ? `Available slots for ${formatLongDate(date)}` : 'Pick a date first'}
      </h2>
      <PeriodTabs value={period} onChange={setPeriod} />
      <div role="tabpanel" id={panelId(period)} aria-labelledby={tabId(period)} className="slot-panel">
        <AvailabilityNote view={query.data} />
        {loading ? (
          <p className="slots-loading" role="status">
            Loading slots…
          </p>
        ) : (
          <ul className="slot-grid">
            {slotsOfPeriod(period).map((slot) => {
              const isTaken = taken.has(slot.slotId);
              const started = date !== null && hasSlotStarted(date, slot.slotId, now);
              const chosen = selected === slot.slotId;
              const status = isTaken ? 'Booked' : started ? 'Started' : `${CURRENCY} ${slot.price}`;
              return (
                <li key={slot.slotId}>
                  <button
                    type="button"
                    className={chosen ? 'slot is-chosen' : 'slot'}
                    aria-pressed={chosen}
                    disabled={date === null || isTaken || started}
                    data-slot-id={slot.slotId}
                    onClick={() => onSelect(slot.slotId)}
                  >
                    <span className="slot-time">{slot.time}</span>
                    <span className="slot-status">{status}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
