import { getSlot, type SlotId } from '@turf/sync-contract/slots';
import { venueDayAt } from '@turf/sync-contract/time';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adminEn } from '../../../i18n/admin-en';
import { useAdminText } from '../../../i18n/admin-text';
import { NetworkError } from '../../../lib/api-client';
import { useOnline } from '../../../lib/online';
import { AdminDialog } from '../shared/admin-dialog';
import { AdminPageHead, ListLoadError } from '../shared/admin-page-head';
import { useSchedule } from '../shared/api/get-schedule';
import { countDay, type DaySlot, freeSlotsNear } from '../shared/day-slots';
import { describeFailure } from '../shared/describe-failure';
import { focusFirstControl } from '../shared/focus';
import { OfflineNotice } from '../shared/offline-notice';
import { DESKTOP_QUERY, useMediaQuery } from '../shared/use-media-query';
import { useVenueRules } from '../shared/use-venue-rules';
import { boardWeekStart, dateParam, weekDates } from '../shared/week';
import { useWaitlist } from './api/get-waitlist';
import { BlockForm } from './block-form';
import { BoardSearch } from './board-search';
import { DayCountsBar } from './day-counts';
import { DayView } from './day-view';
import { ManagerBookingForm } from './manager-booking-form';
import { ScheduleNav } from './schedule-nav';
import { SlotCard, slotKeyOf } from './slot-card';
import { UnblockDay } from './unblock-day';
import { useNow } from './use-now';
import { slotsOfVenueDay, venueDayOf } from './venue-day';
import { NO_WAITLIST, waitlistBySlot } from './waitlist-by-slot';
import { WeekGrid } from './week-grid';
import './schedule.css';

/** In English (tests name it); the board shows its own language's. */
export const SCHEDULE_NEEDS_CONNECTION = adminEn.schedule.needConnection;
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
  const admin = useAdminText();
  const text = admin.schedule;
  const [params, setParams] = useSearchParams();
  const now = useNow();
  // The venue's day: at 1 am the board still shows tonight, whose Late Night is being played (issue 29).
  const today = venueDayAt(now);
  const date = dateParam(params.get('date')) ?? today;
  const weekStart = boardWeekStart(date, today);
  const query = useSchedule(weekStart);
  const waitlist = useWaitlist(weekStart, query.data !== undefined);
  const online = useOnline();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const venue = useVenueRules();
  const [form, setForm] = useState<OpenForm | null>(null);
  const [detail, setDetail] = useState<{ date: string; slotId: SlotId } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const blockButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    document.title = admin.documentTitle(text.title);
  }, [admin, text]);

  const schedule = query.data;
  const offline = !online || schedule?.source === 'device';
  const disabledReason = offline ? text.needConnection : null;
  const days = useMemo(
    () =>
      schedule
        ? weekDates(schedule.from).map((day) => ({ date: day, slots: slotsOfVenueDay(schedule, day, now, venue) }))
        : null,
    [schedule, now, venue],
  );
  const lines = useMemo(() => waitlistBySlot(waitlist.data ?? []), [waitlist.data]);
  const waitlistOf = useCallback(
    (day: DaySlot) => lines.get(slotKeyOf({ date: day.date, slotId: day.slot.slotId })) ?? NO_WAITLIST,
    [lines],
  );
  const slotsOn = useCallback((day: string) => days?.find((shown) => shown.date === day)?.slots ?? null, [days]);
  const selected = slotsOn(date);
  // By the slot's own date: a Late Night slot is on the page of the venue day before it.
  const findSlot = (day: string, slotId: SlotId) =>
    days?.flatMap((shown) => shown.slots).find((slot) => slot.date === day && slot.slot.slotId === slotId) ?? null;

  function changeDate(next: string) {
    setNotice(null);
    setParams(next === today ? {} : { date: next }, { replace: true });
  }

  const actions = {
    onBook: (day: DaySlot) => setForm({ kind: 'book', date: day.date, slotId: day.slot.slotId }),
    onBlock: (day: DaySlot) => setForm({ kind: 'block', date: venueDayOf(day), initial: [day.slot.slotId] }),
  };
  const nearOn = (day: string) => (slotId: SlotId) => freeSlotsNear(slotsOn(day) ?? [], slotId);

  const formSlot = form?.kind === 'book' ? findSlot(form.date, form.slotId) : null;
  const formDay = form ? slotsOn(form.date) : null;
  const detailSlot = detail ? findSlot(detail.date, detail.slotId) : null;
  const blockable = selected?.some((slot) => slot.blockable) ?? false;
  const dayBlocks = selected?.flatMap((slot) => (slot.block ? [slot.block] : [])) ?? [];
  // After `Unblock all`, whose button goes with the blocks: focus to `Block slots` once the board shows them open.
  const [focusBlockButton, setFocusBlockButton] = useState(false);
  const blocksShown = dayBlocks.length;
  useEffect(() => {
    if (!focusBlockButton || blocksShown > 0) return;
    setFocusBlockButton(false);
    if (blockButton.current && !blockButton.current.disabled) blockButton.current.focus();
    else document.getElementById(TITLE_ID)?.focus();
  }, [focusBlockButton, blocksShown]);

  return (
    <section className="adm-page adm-page--schedule" aria-labelledby={TITLE_ID}>
      <AdminPageHead id={TITLE_ID} title={text.title} query={query} />
      <ScheduleNav date={date} today={today} byWeek={desktop} onChange={changeDate} />
      <BoardSearch
        onShow={(booking) => {
          // Its night's page (a Late Night slot is on the day before's), then the slot open as a click on it opens it.
          changeDate(venueDayOf({ date: booking.date, slot: getSlot(booking.slotId) }));
          setDetail({ date: booking.date, slotId: booking.slotId });
        }}
      />
      {offline && <OfflineNotice asOf={schedule?.asOf ?? null} consequence={text.needConnection} />}
      {query.isError && <ListLoadError error={query.error} what="schedule" />}
      {/* Offline is said once, above; the board itself stands without its waitlists. */}
      {waitlist.isError && !offline && !(waitlist.error instanceof NetworkError) && (
        <p className="adm-muted">{text.waitlist.notLoaded(describeFailure(waitlist.error, admin))}</p>
      )}
      {notice && (
        <p className="adm-notice" role="status">
          {notice}
        </p>
      )}
      {query.isPending ? (
        <p className="adm-muted" role="status">
          {text.loading}
        </p>
      ) : !days || !selected ? null : (
        <>
          <div className="adm-schedule-day">
            <DayCountsBar counts={countDay(selected)} label={text.atAGlance(date)} />
            <div className="adm-schedule-day__actions">
              <button
                ref={blockButton}
                type="button"
                className="adm-button adm-button--quiet"
                disabled={offline || !blockable}
                onClick={() => setForm({ kind: 'block', date, initial: [] })}
              >
                {text.blockSlots}
                <span className="adm-sr-only">{text.blockSlotsOn(date)}</span>
              </button>
              {dayBlocks.length > 1 && (
                <UnblockDay
                  date={date}
                  blocks={dayBlocks}
                  disabled={offline}
                  onDone={(count) => {
                    setNotice(text.unblockedDay(count, date));
                    setFocusBlockButton(true);
                  }}
                />
              )}
            </div>
          </div>
          {desktop ? (
            <WeekGrid
              days={days}
              selected={date}
              today={today}
              onSelectDay={changeDate}
              onOpen={(day) => setDetail({ date: day.date, slotId: day.slot.slotId })}
              disabledReason={disabledReason}
              waitlistOf={waitlistOf}
              {...actions}
            />
          ) : (
            <DayView
              key={date}
              date={date}
              slots={selected}
              freeSlotsNear={nearOn(date)}
              disabledReason={disabledReason}
              waitlistOf={waitlistOf}
              {...actions}
            />
          )}
        </>
      )}

      {detail && detailSlot && (
        <AdminDialog
          title={text.detailTitle(detailSlot.slot.time, detail.date)}
          onClose={() => setDetail(null)}
          fallbackFocus={() => focusSlot(detail.date, detail.slotId)}
        >
          <SlotCard
            day={detailSlot}
            freeSlotsNear={nearOn(venueDayOf(detailSlot))}
            disabledReason={disabledReason}
            waitlist={waitlistOf(detailSlot)}
            requestsOpen
            {...actions}
          />
        </AdminDialog>
      )}
      {form?.kind === 'book' && formSlot && (
        <AdminDialog
          title={text.bookTitle(formSlot.slot.slotId, form.date)}
          onClose={() => setForm(null)}
          fallbackFocus={() => focusSlot(form.date, form.slotId)}
        >
          <ManagerBookingForm
            date={form.date}
            slot={formSlot.slot}
            price={formSlot.price}
            disabledReason={disabledReason}
            onDone={() => setForm(null)}
          />
        </AdminDialog>
      )}
      {form?.kind === 'block' && formDay && (
        <AdminDialog
          title={text.blockSlots}
          onClose={() => setForm(null)}
          fallbackFocus={() => {
            const from = formDay.find((slot) => slot.slot.slotId === form.initial[0]);
            focusSlot(from?.date ?? form.date, form.initial[0] ?? '');
          }}
        >
          <BlockForm
            date={form.date}
            slots={formDay}
            initial={form.initial}
            disabledReason={disabledReason}
            onBlocked={(count) => {
              setNotice(text.blockedCount(count, form.date));
              setForm(null);
            }}
          />
        </AdminDialog>
      )}
    </section>
  );
}
