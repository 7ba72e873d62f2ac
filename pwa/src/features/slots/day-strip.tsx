import { addDays, dayOfWeek, daysBetween } from '@turf/sync-contract/time';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useText } from '../../i18n/text';

/** Days in the row: two weeks, so the same weekday next week is there too. */
export const STRIP_DAYS = 14;

/** The row's days: today and the next ones, up to the last day that can be booked. */
export function stripDates(today: string, maxDate: string): string[] {
  const count = Math.min(STRIP_DAYS, daysBetween(today, maxDate) + 1);
  return Array.from({ length: Math.max(count, 0) }, (_, i) => addDays(today, i));
}

export interface DayStripProps {
  dates: readonly string[];
  /** The selected day, `YYYY-MM-DD`. */
  value: string | null;
  today: string;
  onSelect(date: string): void;
  /** The id of the heading that names the row (the calendar's month title). */
  labelledBy: string;
}

/**
 * The next two weeks as one row of days, each with its weekday, for a phone: the month grid is six rows tall and pushed
 * the slot list below the first screen (issue 29). A one-row ARIA grid like the month's: one day in the tab order,
 * Left/Right move a day, Home/End to the row's ends. It scrolls sideways inside itself, never the page.
 */
export function DayStrip({ dates, value, today, onSelect, labelledBy }: DayStripProps) {
  const text = useText().dates;
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const moveFocus = useRef(false);
  const rowRef = useRef<HTMLDivElement>(null);
  const rovingDate = [focusDate, value].find((date): date is string => !!date && dates.includes(date)) ?? dates[0];

  useEffect(() => {
    if (!moveFocus.current || !rovingDate) return;
    moveFocus.current = false;
    rowRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${rovingDate}"]`)?.focus();
  }, [rovingDate]);

  // The chosen day in view when the row appears (a day next week on a narrow phone), by scrolling the row only: the
  // page stays where it is.
  useLayoutEffect(() => {
    const row = rowRef.current;
    const day = row?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!row || !day) return;
    const start = day.offsetLeft - row.offsetLeft;
    if (start + day.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollLeft = start;
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const from = (event.target as HTMLElement).dataset.date;
    const at = from ? dates.indexOf(from) : -1;
    if (at < 0) return;
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: dates.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = dates[Math.min(Math.max(to, 0), dates.length - 1)];
    if (!next) return;
    moveFocus.current = true;
    setFocusDate(next);
  }

  return (
    <div ref={rowRef} className="day-strip">
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a table with role grid is the ARIA date-picker pattern, as the month's. */}
      <table className="day-strip-row" role="grid" aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
        <tbody>
          <tr>
            {dates.map((date) => {
              const selected = date === value;
              const classes = ['strip-day'];
              if (date === today) classes.push('is-today');
              if (selected) classes.push('is-selected');
              const [weekday] = text.weekdays[dayOfWeek(date)] ?? [''];
              return (
                // biome-ignore lint/a11y: the grid's cell holds the focusable day button (roving tabindex).
                <td key={date} role="gridcell" aria-selected={selected}>
                  <button
                    type="button"
                    className={classes.join(' ')}
                    data-date={date}
                    tabIndex={date === rovingDate ? 0 : -1}
                    aria-current={date === today ? 'date' : undefined}
                    onClick={() => {
                      setFocusDate(date);
                      onSelect(date);
                    }}
                  >
                    {/* Read as the whole day (the month's days are); the short weekday and number are for the eye,
                        and an aria-label would not contain the "Mon" a speech user sees (label in name). */}
                    <span className="strip-weekday" aria-hidden="true">
                      {weekday}
                    </span>
                    <span className="strip-number" aria-hidden="true">
                      {text.dayOfMonth(date)}
                    </span>
                    <span className="visually-hidden">
                      {date === today ? text.todayLabel(text.dayLabel(date)) : text.dayLabel(date)}
                    </span>
                  </button>
                </td>
              );
            })}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
