import type { SlotId } from '@turf/sync-contract/slots';
import { todayAtVenue } from '@turf/sync-contract/time';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useOnline } from '../../../lib/online';
import { useVenueToday } from '../../../lib/use-venue-today';
import { AdminDialog } from '../shared/admin-dialog';
import { AdminPageHead, ListLoadError } from '../shared/admin-page-head';
import { focusFirstControl } from '../shared/focus';
import { formatShortDate } from '../shared/format';
import { OfflineNotice } from '../shared/offline-notice';
import { DESKTOP_QUERY, useMediaQuery } from '../shared/use-media-query';
import { useSchedule } from './api/get-schedule';
import { BlockForm } from './block-form';
import { DayCountsBar } from './day-counts';
import { countDay, type DaySlot, freeSlotsNear, slotsOfDay } from './day-slots';
import { DayView } from './day-view';
import { ManagerBookingForm } from './manager-booking-form';
import { ScheduleNav } from './schedule-nav';
import { SlotCard, slotKeyOf } from './slot-card';
import { useNow } from './use-now';
import { dateParam, weekDates, weekStart } from './week';
import { WeekGrid } from './week-grid';
import './schedule.css';

export const SCHEDULE_NEEDS_CONNECTION =
  'Book, Block, Unblock, Confirm, Reject and the booking changes need a connection; they come back when you are online.';
const TITLE_ID = 'schedule-title';

type OpenForm = { kind: 'book'; date: string; slotId: SlotId } | { kind: 'block'; date: string; initial: SlotId[] };

/**
 * Focus after a dialog whose opener is gone: the slot's card in a dialog still open (the desktop's slot dialog),
 * else its card or cell on the board, else the page's title.
 */
function focusSlot(date: string, slotId: string): void {
  const targets = Array.from(
    document.querySelectorAll<HTMLElement>(`[data-slot-key="${slotKeyOf({ date, slotId })}"]`),
  );
  const target = targets.find((element) => element.closest('dialog[open]')) ?? targets[0];
  if (target?.tagName === 'ARTICLE') target.focus();
  else if (!focusFirstControl(target ?? null)) document.getElementById(TITLE_ID)?.focus();
}

/**
 * /admin/schedule: the venue's day (a phone) or week (a desktop), slot by slot: free, requested, booked, blocked,
 * with what the manager can do about each. One request a week; refreshed like the requests; offline, the copy.
 */
export function SchedulePage() {
  const [params, setParams] = useSearchParams();
  const today = useVenueToday() ?? todayAtVenue();
  const date = dateParam(params.get('date')) ?? today;
  const from = weekStart(date);
  const query = useSchedule(from);
  const online = useOnline();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const now = useNow();
  const [form, setForm] = useState<OpenForm | null>(null);
  const [detail, setDetail] = useState<{ date: string; slotId: SlotId } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    document.title = 'Schedule - Admin Panel';
  }, []);

  const schedule = query.data;
  const offline = !online || schedule?.source === 'device';
  const disabledReason = offline ? SCHEDULE_NEEDS_CONNECTION : null;
  const days = useMemo(
    () =>
      schedule ? weekDates(schedule.from).map((day) => ({ date: day, slots: slotsOfDay(schedule, day, now) })) : null,
    [schedule, now],
  );
  const slotsOn = useCallback((day: string) => days?.find((shown) => shown.date === day)?.slots ?? null, [days]);
  const selected = slotsOn(date);
  const findSlot = (day: string, slotId: SlotId) => slotsOn(day)?.find((slot) => slot.slot.slotId === slotId) ?? null;

  function changeDate(next: string) {
    setNotice(null);
    setParams(next === today ? {} : { date: next }, { replace: true });
  }

  const actions = {
    onBook: (day: DaySlot) => setForm({ kind: 'book', date: day.date, slotId: day.slot.slotId }),
    onBlock: (day: DaySlot) => setForm({ kind: 'block', date: day.date, initial: [day.slot.slotId] }),
  };
  const nearOn = (day: string) => (slotId: SlotId) => freeSlotsNear(slotsOn(day) ?? [], slotId);

  const formSlot = form?.kind === 'book' ? findSlot(form.date, form.slotId) : null;
  const formDay = form ? slotsOn(form.date) : null;
  const detailSlot = detail ? findSlot(detail.date, detail.slotId) : null;
  const blockable = selected?.some((slot) => slot.blockable) ?? false;

  return (
    <section className="adm-page adm-page--schedule" aria-labelledby={TITLE_ID}>
      <AdminPageHead id={TITLE_ID} title="Schedule" query={query} />
      <ScheduleNav date={date} today={today} byWeek={desktop} onChange={changeDate} />
      {offline && <OfflineNotice asOf={schedule?.asOf ?? null} consequence={SCHEDULE_NEEDS_CONNECTION} />}
      {query.isError && <ListLoadError error={query.error} what="schedule for this week" />}
      {notice && (
        <p className="adm-notice" role="status">
          {notice}
        </p>
      )}
      {query.isPending ? (
        <p className="adm-muted" role="status">
          Loading the schedule…
        </p>
      ) : !days || !selected ? null : (
        <>
          <div className="adm-schedule-day">
            <DayCountsBar counts={countDay(selected)} label={`${formatShortDate(date)} at a glance`} />
            <button
              type="button"
              className="adm-button adm-button--quiet"
              disabled={offline || !blockable}
              onClick={() => setForm({ kind: 'block', date, initial: [] })}
            >
              Block slots<span className="adm-sr-only"> on {formatShortDate(date)}</span>
            </button>
          </div>
          {desktop ? (
            <WeekGrid
              days={days}
              selected={date}
              today={today}
              onSelectDay={changeDate}
              onOpen={(day) => setDetail({ date: day.date, slotId: day.slot.slotId })}
              disabledReason={disabledReason}
              {...actions}
            />
          ) : (
            <DayView slots={selected} freeSlotsNear={nearOn(date)} disabledReason={disabledReason} {...actions} />
          )}
        </>
      )}

      {detail && detailSlot && (
        <AdminDialog
          title={`${detailSlot.slot.time}, ${formatShortDate(detail.date)}`}
          onClose={() => setDetail(null)}
          fallbackFocus={() => focusSlot(detail.date, detail.slotId)}
        >
          <SlotCard
            day={detailSlot}
            freeSlotsNear={nearOn(detail.date)}
            disabledReason={disabledReason}
            requestsOpen
            {...actions}
          />
        </AdminDialog>
      )}
      {form?.kind === 'book' && formSlot && (
        <AdminDialog
          title={`Book ${formSlot.slot.slotId}, ${formatShortDate(form.date)}`}
          onClose={() => setForm(null)}
          fallbackFocus={() => focusSlot(form.date, form.slotId)}
        >
          <ManagerBookingForm
            date={form.date}
            slot={formSlot.slot}
            disabledReason={disabledReason}
            onDone={() => setForm(null)}
          />
        </AdminDialog>
      )}
      {form?.kind === 'block' && formDay && (
        <AdminDialog
          title="Block slots"
          onClose={() => setForm(null)}
          fallbackFocus={() => focusSlot(form.date, form.initial[0] ?? '')}
        >
          <BlockForm
            date={form.date}
            slots={formDay}
            initial={form.initial}
            disabledReason={disabledReason}
            onBlocked={(count) => {
              setNotice(`Blocked ${count} ${count === 1 ? 'slot' : 'slots'} on ${formatShortDate(form.date)}.`);
              setForm(null);
            }}
          />
        </AdminDialog>
      )}
    </section>
  );
}
