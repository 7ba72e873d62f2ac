import { CURRENCY, type Period, type SlotId, slotsOfPeriod } from '@turf/sync-contract/slots';
import { formatLongDate, hasSlotStarted, VENUE_TIME_ZONE } from '@turf/sync-contract/time';
import { useState } from 'react';
import { type TakenSlotsView, useTakenSlots } from './api/get-taken-slots';
import { PeriodTabs, panelId, tabId } from './period-tabs';
import { useNow } from './use-now';

let asOfFormat: Intl.DateTimeFormat | undefined;

/** `Nov 22, 3:05 PM` at the venue. Made on first use: only an offline page needs it, and Intl is slow to start. */
function formatAsOf(instant: number): string {
  asOfFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: VENUE_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return asOfFormat.format(instant);
}

function AvailabilityNote({ view }: { view: TakenSlotsView | undefined }) {
  if (view?.source === 'cache' && view.asOf !== null) {
    return <p className="availability-note">Offline - availability as of {formatAsOf(view.asOf)}</p>;
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
  // No date yet means the page is still attaching to its prerendered HTML: today is about to be known.
  const loading = date === null || query.isPending;

  return (
    <section className="slot-list card" aria-labelledby="slot-list-title">
      <h2 id="slot-list-title" className="panel-title">
        {/* The date has a line of its own at every width, so the heading is as tall before the date is known
            (the prerendered page) as after, and nothing under it moves. */}
        {date ? 'Available slots for ' : 'Pick a date first '}
        <span className="slot-list-date">{date ? formatLongDate(date) : '\u00a0'}</span>
      </h2>
      <PeriodTabs value={period} onChange={setPeriod} />
      <div role="tabpanel" id={panelId(period)} aria-labelledby={tabId(period)} className="slot-panel">
        <AvailabilityNote view={query.data} />
        {loading ? (
          <p className="slots-loading" role="status">
            Loading slots…
          </p>
        ) : null}
        {/* While loading, the grid stays in place unseen (and out of reach) under the note, holding its room so
            nothing below it moves when the slots arrive. */}
        <ul className="slot-grid" aria-hidden={loading || undefined} inert={loading || undefined}>
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
                  disabled={loading || isTaken || started}
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
      </div>
    </section>
  );
}
