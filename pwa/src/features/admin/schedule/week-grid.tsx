import type { WaitlistEntry } from '@turf/sync-contract/schemas';
import { PERIODS, SLOTS } from '@turf/sync-contract/slots';
import { type ReactNode, useEffect, useRef } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import { useVenueSettings } from '../../../lib/venue-settings';
import type { DaySlot } from '../shared/day-slots';
import { focusFirstControl } from '../shared/focus';
import { PaymentWords } from './payment-words';
import { type SlotActions, slotKeyOf, slotStateLabel } from './slot-card';
import { useKeepFocus } from './use-keep-focus';
import { useRovingGrid } from './use-roving-grid';
import { currentSlot } from './venue-day';

export interface WeekGridProps extends SlotActions {
  /** Each venue day of the week with its sixteen slots (its Late Night is the next date's early hours). */
  days: readonly { date: string; slots: readonly DaySlot[] }[];
  selected: string;
  today: string;
  onSelectDay: (date: string) => void;
  /** Opens the slot's full card (its booking, requests, block) in a dialog. */
  onOpen: (day: DaySlot) => void;
  disabledReason: string | null;
  /** Each slot's waitlist (issue 31): its cell says how many wait, and opens to the list. */
  waitlistOf: (day: DaySlot) => readonly WaitlistEntry[];
}

/**
 * The desktop's board: the week from today, 7 days by 16 slots, each cell the slot's state with its actions. One stop
 * in the Tab order, the arrow keys move between cells (use-roving-grid.ts); it opens with the slot now in view.
 */
export function WeekGrid({
  days,
  selected,
  today,
  onSelectDay,
  onOpen,
  onBook,
  onBlock,
  disabledReason,
  waitlistOf,
}: WeekGridProps) {
  const { schedule: text, format } = useAdminText();
  // A row heads every day of the week: the weekday price (a weekend day's own price is on its cell's card).
  const regularPrices = useVenueSettings((settings) => settings.prices.regular);
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  const gridRef = useRef<HTMLTableElement>(null);
  const now = currentSlot(days.find((day) => day.date === today)?.slots ?? []);
  const nowKey = now ? slotKeyOf({ date: now.date, slotId: now.slot.slotId }) : null;
  const grid = useRovingGrid(gridRef, nowKey);
  const shownNow = useRef(false);

  // Once: the slot being played (or next) on the screen, so the evening opens at the evening, not at 6 am. Off the
  // screen, its period comes to the top (under the days' heads), the rest of that period and the night below it.
  useEffect(() => {
    if (shownNow.current || nowKey === null) return;
    shownNow.current = true;
    const now = gridRef.current?.querySelector(`td[data-slot-key="${nowKey}"]`);
    const head = gridRef.current?.querySelector('thead')?.getBoundingClientRect();
    if (!now || !head) return;
    const { top, bottom } = now.getBoundingClientRect();
    if (top >= Math.max(head.bottom, 0) && bottom <= window.innerHeight) return;
    now.closest('tbody')?.querySelector('.adm-week__period')?.scrollIntoView({ block: 'start' });
  }, [nowKey]);

  return (
    <div className="adm-week-wrap">
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA data grid is a table with role grid, its cells moved through with the arrow keys (use-roving-grid.ts). */}
      <table className="adm-week" role="grid" ref={gridRef} onKeyDown={grid.onKeyDown} onFocus={grid.onFocus}>
        <caption className="adm-sr-only">{first && last ? text.week(first, last) : text.weekUnknown}</caption>
        <thead>
          <tr>
            <td className="adm-week__corner" />
            {days.map(({ date }) => {
              const [weekday, day] = format.dayHead(date);
              return (
                <th key={date} scope="col" className={date === selected ? 'is-selected' : undefined}>
                  <button
                    type="button"
                    className="adm-week__day"
                    aria-pressed={date === selected}
                    onClick={() => onSelectDay(date)}
                  >
                    <span>{weekday}</span> <span>{day}</span>
                    {date === today && <span className="adm-week__today">{text.nav.today}</span>}
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        {PERIODS.map((period) => (
          <tbody key={period}>
            <tr>
              <th scope="rowgroup" colSpan={days.length + 1} className="adm-week__period">
                {format.period(period)}
                {period === 'Late Night' && (
                  <span className="adm-week__after-midnight"> · {text.afterMidnightRow}</span>
                )}
              </th>
            </tr>
            {SLOTS.filter((slot) => slot.period === period).map((slot) => (
              <tr key={slot.slotId}>
                <th scope="row" className="adm-week__slot">
                  <span>{format.slotTime(slot.time)}</span>
                  <span className="adm-week__slot-id">
                    {text.slotIdAndPrice(slot.slotId, regularPrices[slot.period])}
                  </span>
                </th>
                {days.map(({ date, slots }) => {
                  // A day's slots come in the spec's order (slotsOfDay).
                  const day = slots[SLOTS.indexOf(slot)];
                  return day ? (
                    <WeekCell
                      key={date}
                      day={day}
                      selected={date === selected}
                      onOpen={onOpen}
                      onBook={onBook}
                      onBlock={onBlock}
                      disabledReason={disabledReason}
                      waiting={waitlistOf(day).length}
                    />
                  ) : (
                    <td key={date} />
                  );
                })}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

function WeekCell({
  day,
  selected,
  onOpen,
  onBook,
  onBlock,
  disabledReason,
  waiting,
}: SlotActions & {
  day: DaySlot;
  selected: boolean;
  onOpen: (day: DaySlot) => void;
  disabledReason: string | null;
  /** How many are on the slot's waitlist. */
  waiting: number;
}) {
  const { schedule: text, format } = useAdminText();
  const where = `${day.slot.slotId}, ${format.longDate(day.date)}`;
  const label = slotStateLabel(day, text.state);
  // A slot with a waitlist opens to it, even free (its slot held for the one offered it).
  const simple = day.state === 'free' && day.bookings.length === 0 && waiting === 0;
  const cellRef = useRef<HTMLTableCellElement>(null);
  // A refresh or an action may swap the cell's buttons (Book for the booking's name): focus stays in the cell.
  const keepFocus = useKeepFocus(() => focusFirstControl(cellRef.current));
  let content: ReactNode;
  if (simple && (day.bookable || day.blockable)) {
    content = (
      <div className="adm-cell__actions">
        {day.bookable && (
          <button
            type="button"
            className="adm-cell__book"
            disabled={disabledReason !== null}
            onClick={() => onBook(day)}
          >
            {text.book}
            <span className="adm-sr-only"> {where}</span>
          </button>
        )}
        <button
          type="button"
          className="adm-cell__block"
          disabled={disabledReason !== null}
          onClick={() => onBlock(day)}
        >
          {text.block}
          <span className="adm-sr-only"> {where}</span>
        </button>
      </div>
    );
  } else if (simple) {
    content = <span className="adm-cell__note">{label}</span>;
  } else {
    const booking = day.booking;
    content = (
      <button type="button" className="adm-cell__open" onClick={() => onOpen(day)}>
        {booking ? (
          <>
            <span className="adm-cell__name">{booking.name}</span>
            <span className="adm-cell__detail">
              <PaymentWords booking={booking} />
              {day.pending.length > 0 ? text.waiting(day.pending.length) : ''}
            </span>
          </>
        ) : day.block ? (
          <>
            <span className="adm-cell__name">{text.state.blocked}</span>
            <span className="adm-cell__detail">{day.block.reason}</span>
          </>
        ) : (
          <>
            <span className="adm-cell__name">{label}</span>
            {day.bookings.length > 0 && (
              <span className="adm-cell__detail">{text.cancelledCount(day.bookings.length)}</span>
            )}
          </>
        )}
        {waiting > 0 && <span className="adm-cell__waitlist">{text.waitlist.count(waiting)}</span>}
        <span className="adm-sr-only">, {where}</span>
      </button>
    );
  }
  return (
    <td
      ref={cellRef}
      {...keepFocus}
      className={`adm-cell adm-cell--${day.state} is-${day.timing}${selected ? ' is-selected' : ''}`}
      data-slot-key={slotKeyOf({ date: day.date, slotId: day.slot.slotId })}
    >
      {content}
    </td>
  );
}
