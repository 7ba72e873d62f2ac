import { addDays, dayOfWeek, daysBetween } from '@turf/sync-contract/time';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../components/icon';
import { useText } from '../../i18n/text';
import { useMediaQuery } from '../../lib/use-media-query';
import { CalendarFrame } from './calendar-frame';
import { addMonths, compareYearMonth, monthWeeks, type YearMonth, yearMonthOf } from './calendar-month';
import { DayStrip, stripDates } from './day-strip';

/** Below the two-column layout's width (app/routes/slots.css): a phone, held in one hand. */
const PHONE_QUERY = '(max-width: 767px)';

/** Where a key moves the focused day, or null for keys the grid does not handle. */
function keyTarget(key: string, from: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(from, -1);
    case 'ArrowRight':
      return addDays(from, 1);
    case 'ArrowUp':
      return addDays(from, -7);
    case 'ArrowDown':
      return addDays(from, 7);
    case 'Home':
      return addDays(from, -dayOfWeek(from));
    case 'End':
      return addDays(from, 6 - dayOfWeek(from));
    case 'PageUp':
      return addDays(from, -30);
    case 'PageDown':
      return addDays(from, 30);
    default:
      return null;
  }
}

export interface CalendarProps {
  /** The selected day, `YYYY-MM-DD`. */
  value: string | null;
  onSelect(date: string): void;
  /** Today at the venue: the first day that can be picked. */
  today: string;
  /** The last day that can be picked (the API refuses requests further ahead). */
  maxDate: string;
}

/**
 * A month grid (ARIA grid pattern): one day is in the tab order (roving tabindex), arrow keys move by day and
 * week, Home/End to the week's ends, Page Up/Down by month; Enter or Space selects. Days that cannot be picked
 * are disabled buttons, and keyboard moves stay within the days that can.
 */
export function Calendar({ value, onSelect, today, maxDate }: CalendarProps) {
  const { dates, slots: text } = useText();
  const [view, setView] = useState<YearMonth>(() => yearMonthOf(value ?? today));
  // On a phone the next two weeks come as one row and the month only when asked for (issue 29): the slot list then
  // starts on the first screen. This calendar is the phone's own (it replaces the prerendered placeholder once today
  // is known there), so asking the screen's width here never disagrees with the server's HTML.
  const phone = useMediaQuery(PHONE_QUERY);
  const [monthAsked, setMonthAsked] = useState(false);
  const strip = stripDates(today, maxDate);
  const lastStripDay = strip[strip.length - 1] ?? today;
  const showStrip = phone && !monthAsked && (value === null || daysBetween(value, lastStripDay) >= 0);
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const moveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const titleId = useId();

  const isBookable = (date: string) => daysBetween(today, date) >= 0 && daysBetween(date, maxDate) >= 0;
  const inView = (date: string) => compareYearMonth(yearMonthOf(date), view) === 0;
  const weeks = monthWeeks(view);
  const monthDays = weeks.flat().filter((date) => inView(date) && isBookable(date));
  const rovingDate =
    [focusDate, value].find((date): date is string => !!date && inView(date) && isBookable(date)) ??
    monthDays[0] ??
    null;

  useEffect(() => {
    if (!moveFocus.current || !rovingDate) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${rovingDate}"]`)?.focus();
  }, [rovingDate]);

  const minView = yearMonthOf(today);
  const maxView = yearMonthOf(maxDate);
  const canGoBack = compareYearMonth(view, minView) > 0;
  const canGoForward = compareYearMonth(view, maxView) < 0;

  function clamp(date: string): string {
    if (daysBetween(today, date) < 0) return today;
    if (daysBetween(date, maxDate) < 0) return maxDate;
    return date;
  }

  function onGridKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const from = (event.target as HTMLElement).dataset.date;
    if (!from) return;
    const target = keyTarget(event.key, from);
    if (!target) return;
    event.preventDefault();
    const next = clamp(target);
    moveFocus.current = true;
    setFocusDate(next);
    setView(yearMonthOf(next));
  }

  /** The other view of the days, for a phone: the month under the row, or the row again. */
  const viewSwitch =
    phone && (value === null || daysBetween(value, lastStripDay) >= 0) ? (
      <button
        type="button"
        className="calendar-switch"
        aria-expanded={!showStrip}
        onClick={() => {
          setMonthAsked(showStrip);
          if (showStrip) setView(yearMonthOf(value ?? today));
        }}
      >
        <Icon name="calendar" size={18} />
        {showStrip ? text.wholeMonth : text.nextDays(strip.length)}
      </button>
    ) : null;

  if (showStrip) {
    return (
      <CalendarFrame
        className="is-strip"
        title={dates.monthTitle(yearMonthOf(value ?? today))}
        titleId={titleId}
        liveTitle
        // A month's arrow opens the month it leads to: the row has no months of its own.
        onStep={(months) => {
          setView(addMonths(yearMonthOf(value ?? today), months));
          setMonthAsked(true);
        }}
        canGoBack={false}
        canGoForward={compareYearMonth(yearMonthOf(value ?? today), maxView) < 0}
        days={<DayStrip dates={strip} value={value} today={today} onSelect={onSelect} labelledBy={titleId} />}
        footer={viewSwitch}
      />
    );
  }

  return (
    <CalendarFrame
      title={dates.monthTitle(view)}
      titleId={titleId}
      liveTitle
      onStep={(months) => setView((v) => addMonths(v, months))}
      canGoBack={canGoBack}
      canGoForward={canGoForward}
      footer={viewSwitch}
      // A table with role grid is the ARIA date-picker pattern; the day buttons inside take focus (roving tabindex).
      table={{ ref: gridRef, role: 'grid', 'aria-labelledby': titleId, onKeyDown: onGridKeyDown }}
    >
      {weeks.map((week) => (
        <tr key={week[0]}>
          {week.map((date) => {
            const outside = !inView(date);
            const disabled = outside || !isBookable(date);
            const selected = !outside && date === value;
            const classes = ['day'];
            if (outside) classes.push('is-outside');
            if (date === today && !outside) classes.push('is-today');
            if (selected) classes.push('is-selected');
            return (
              // biome-ignore lint/a11y: the grid's cell holds the focusable day button (roving tabindex).
              <td key={date} role="gridcell" aria-selected={selected}>
                <button
                  type="button"
                  className={classes.join(' ')}
                  data-date={date}
                  disabled={disabled}
                  tabIndex={date === rovingDate ? 0 : -1}
                  aria-label={date === today ? dates.todayLabel(dates.dayLabel(date)) : dates.dayLabel(date)}
                  aria-current={date === today && !outside ? 'date' : undefined}
                  onClick={() => {
                    setFocusDate(date);
                    onSelect(date);
                  }}
                >
                  {dates.dayOfMonth(date)}
                </button>
              </td>
            );
          })}
        </tr>
      ))}
    </CalendarFrame>
  );
}
