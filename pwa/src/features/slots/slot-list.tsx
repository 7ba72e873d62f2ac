import { slotPriceOn } from '@turf/sync-contract/settings';
import { getSlot, type Period, type SlotId, slotsOfPeriod } from '@turf/sync-contract/slots';
import { hasSlotStarted } from '@turf/sync-contract/time';
import { useId, useState } from 'react';
import { SlotTime } from '../../components/slot-time';
import { useText } from '../../i18n/text';
import { useAppReady } from '../../lib/hydration';
import { useOnline } from '../../lib/online';
import { useVenueSettings } from '../../lib/venue-settings';
import { waitlistSettings } from '../../lib/waitlist/waitlist-settings';
import type { OutboxItem } from '../../outbox';
import { type TakenSlotsView, useTakenSlots } from './api/get-taken-slots';
import { DeviceRequests } from './device-requests';
import { LateNightNote } from './late-night-note';
import { openingPeriod } from './opening-period';
import { PeriodTabs, panelId, tabId } from './period-tabs';
import { requestedSlots } from './requested-slots';
import { useNow } from './use-now';
import { type ContactDraft, WaitlistAction } from './waitlist-action';

/**
 * Where the shown day's list is not the server's answer of just now, when it was. Offline, a list the server gave
 * earlier in this visit is as old a copy as one read from the device, so it carries its time too (it did only after a
 * reload, issue 29): the browser's offline flag only adds a stamp here, it never stops a request.
 */
function AvailabilityNote({ view }: { view: TakenSlotsView | undefined }) {
  const { slots: text, dates } = useText();
  const online = useOnline();
  const copied = view?.source === 'cache' || (view?.source === 'server' && !online);
  if (copied && view.asOf !== null) {
    return <p className="availability-note">{text.offlineAsOf(dates.asOf(view.asOf))}</p>;
  }
  if (view?.source === 'unknown') {
    return <p className="availability-note">{text.offlineUnknown}</p>;
  }
  return null;
}

export interface SlotListProps {
  date: string | null;
  selected: SlotId | null;
  onSelect(slotId: SlotId): void;
  /**
   * Whether this device may have requests whose slots to mark "Requested by you" (its outbox has run): the outbox
   * (and Dexie) loads only then (decision 057). The route knows it; a phone whose outbox never ran loads neither.
   */
  markDeviceRequests?: boolean;
  /** What the booking form holds of the visitor's name and phone: the waitlist's join form starts from it. */
  contactDraft?: () => ContactDraft;
}

/**
 * The tab shown: the one the visitor picked, else the chosen slot's, else the date's opening period. The opening is
 * settled once per date when its taken slots arrive (and again when the clock passes a whole period), so an answer
 * that changes later (after the visitor's own request, say) never moves the tab under their finger.
 */
function useShownPeriod(date: string | null, taken: ReadonlySet<string> | null, selected: SlotId | null, now: Date) {
  const [picked, setPicked] = useState<Period | null>(null);
  const [opening, setOpening] = useState<{ key: string; period: Period } | null>(null);
  const byClock = date ? openingPeriod(date, now) : 'Morning';
  const key = date && taken ? `${date} ${byClock}` : null;
  // Adjusting state while rendering (React's pattern for state derived from changed input): no extra paint.
  if (key !== null && date && taken && opening?.key !== key)
    setOpening({ key, period: openingPeriod(date, now, taken) });
  const opened = opening?.key === key ? opening.period : byClock;
  const period = picked ?? (selected ? getSlot(selected).period : opened);
  return [period, setPicked] as const;
}

/**
 * The day's sixteen slots by period, each with its price on that day (the venue's settings); taken (booked or closed),
 * already-started and own requested slots cannot be chosen. A booked slot still to come offers its waitlist (issue 31)
 * where the venue has it on.
 */
export function SlotList({ date, selected, onSelect, markDeviceRequests = false, contactDraft }: SlotListProps) {
  const query = useTakenSlots(date);
  const now = useNow();
  // No date yet means the page is still attaching to its prerendered HTML: today is about to be known.
  const loading = date === null || query.isPending;
  const taken = new Set<string>(query.data?.taken ?? []);
  const closed = new Set<string>(query.data?.closed ?? []);
  const [period, setPeriod] = useShownPeriod(date, loading ? null : taken, selected, now);
  const [deviceItems, setDeviceItems] = useState<readonly OutboxItem[]>([]);
  const requested = requestedSlots(deviceItems, date);
  const noteId = useId();
  const lateNight = period === 'Late Night' && date !== null;
  const text = useText();
  const prices = useVenueSettings((settings) => settings.prices);
  const waitlistOn = useVenueSettings((settings) => waitlistSettings(settings).enabled);
  // The action is the app's, loaded once it runs: the prerendered page knows no taken slot anyway.
  const ready = useAppReady();
  const timeIds = useId();

  return (
    <section className="slot-list card" aria-labelledby="slot-list-title">
      <h2 id="slot-list-title" className="panel-title">
        {/* The date has a line of its own at every width, so the heading is as tall before the date is known
            (the prerendered page) as after, and nothing under it moves. */}
        {date ? text.slots.availableFor : text.slots.pickDateFirst}{' '}
        <span className="slot-list-date">{date ? text.dates.longDate(date) : '\u00a0'}</span>
      </h2>
      <PeriodTabs value={period} onChange={setPeriod} />
      <div role="tabpanel" id={panelId(period)} aria-labelledby={tabId(period)} className="slot-panel">
        <AvailabilityNote view={query.data} />
        {lateNight ? <LateNightNote id={noteId} date={date} /> : null}
        {loading ? (
          <p className="slots-loading" role="status">
            {text.slots.loading}
          </p>
        ) : null}
        {/* While loading, the grid stays in place unseen (and out of reach) under the note, holding its room so
            nothing below it moves when the slots arrive. */}
        <ul className="slot-grid" aria-hidden={loading || undefined} inert={loading || undefined}>
          {slotsOfPeriod(period).map((slot) => {
            const isTaken = taken.has(slot.slotId);
            const started = date !== null && hasSlotStarted(date, slot.slotId, now);
            const isRequested = requested.has(slot.slotId);
            const chosen = selected === slot.slotId;
            const status = closed.has(slot.slotId)
              ? text.slots.closed
              : isTaken
                ? text.slots.booked
                : started
                  ? text.slots.started
                  : isRequested
                    ? text.slots.requestedByYou
                    : // The date's price (weekday or weekend); with no date yet the grid is hidden anyway.
                      text.slots.price(date ? slotPriceOn(prices, date, slot.slotId) : slot.price);
            const classes = ['slot'];
            if (chosen) classes.push('is-chosen');
            if (isRequested && !isTaken && !started) classes.push('is-requested');
            // Booked by someone else and still to come: it may free up. Not a block (the manager's), nor the
            // visitor's own request.
            const waitable =
              waitlistOn && ready && !loading && isTaken && !closed.has(slot.slotId) && !started && !isRequested;
            const timeId = `${timeIds}-${slot.slotId}`;
            return (
              <li key={slot.slotId} className={waitable ? 'slot-cell has-waitlist' : undefined}>
                <button
                  type="button"
                  className={classes.join(' ')}
                  aria-pressed={chosen}
                  aria-describedby={lateNight ? noteId : undefined}
                  disabled={loading || isTaken || started || isRequested}
                  data-slot-id={slot.slotId}
                  onClick={() => onSelect(slot.slotId)}
                >
                  <span className="slot-time" id={waitable ? timeId : undefined}>
                    <SlotTime time={text.slots.slotTime(slot)} />
                  </span>
                  <span className="slot-status">{status}</span>
                </button>
                {waitable && date !== null ? (
                  <WaitlistAction
                    date={date}
                    slotId={slot.slotId}
                    slotTimeId={timeId}
                    {...(contactDraft ? { contactDraft } : {})}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
      {markDeviceRequests && <DeviceRequests onChange={setDeviceItems} />}
    </section>
  );
}
