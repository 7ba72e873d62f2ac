import { PERIODS, SLOTS } from '@turf/sync-contract/slots';
import { type ReactNode, useRef } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import { useVenueSettings } from '../../../lib/venue-settings';
import type { DaySlot } from '../shared/day-slots';
import { focusFirstControl } from '../shared/focus';
import { type SlotActions, slotKeyOf, slotStateLabel } from './slot-card';
import { useKeepFocus } from './use-keep-focus';

export interface WeekGridProps extends SlotActions {
  /** Each day of the week with its sixteen slots. */
  days: readonly { date: string; slots: readonly DaySlot[] }[];
  selected: string;
  today: string;
  onSelectDay: (date: string) => void;
  /** Opens the slot's full card (its booking, requests, block) in a dialog. */
  onOpen: (day: DaySlot) => void;
  disabledReason: string | null;
}

/** The desktop's board: the week, 7 days by 16 slots, each cell the slot's state with its actions. */
export function WeekGrid({
  days,
  selected,
  today,
  onSelectDay,
  onOpen,
  onBook,
  onBlock,
  disabledReason,
}: WeekGridProps) {
  const { schedule: text, format } = useAdminText();
  // A row heads every day of the week: the weekday price (a weekend day's own price is on its cell's card).
  const regularPrices = useVenueSettings((settings) => settings.prices.regular);
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  return (
    <div className="adm-week-wrap">
      <table className="adm-week">
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
}: SlotActions & { day: DaySlot; selected: boolean; onOpen: (day: DaySlot) => void; disabledReason: string | null }) {
  const { schedule: text, format } = useAdminText();
  const where = `${day.slot.slotId}, ${format.longDate(day.date)}`;
  const label = slotStateLabel(day, text.state);
  const simple = day.state === 'free' && day.bookings.length === 0;
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
              {booking.paid ? text.paid : text.unpaid}
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
