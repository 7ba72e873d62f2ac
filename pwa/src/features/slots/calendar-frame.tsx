import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon } from '../../components/icon';
import { useText } from '../../i18n/text';
import { WeekdayHead } from './weekday-head';

interface CalendarFrameProps {
  /** Added to `calendar card`. */
  className?: string;
  busy?: boolean;
  title: ReactNode;
  titleId?: string;
  /** The title is read out when it changes (the month a visitor moves to). */
  liveTitle?: boolean;
  /** Moves the month; without it both arrows are disabled. */
  onStep?: (months: -1 | 1) => void;
  canGoBack?: boolean;
  canGoForward?: boolean;
  table?: Omit<ComponentPropsWithRef<'table'>, 'className' | 'children'>;
  /** The grid's week rows. */
  children?: ReactNode;
  /** Shown instead of the month's table: a phone's row of days (day-strip.tsx). */
  days?: ReactNode;
  /** Under the days: a phone's switch between the row and the month. */
  footer?: ReactNode;
}

/**
 * The calendar's box: the month with its two arrows, then the weekday head and the week rows. The calendar and
 * its prerendered placeholder share it, so the placeholder takes exactly the calendar's place.
 */
export function CalendarFrame({
  className,
  busy,
  title,
  titleId,
  liveTitle,
  onStep,
  canGoBack = false,
  canGoForward = false,
  table,
  children,
  days,
  footer,
}: CalendarFrameProps) {
  const text = useText().slots;
  return (
    <div className={className ? `calendar card ${className}` : 'calendar card'} aria-busy={busy ? true : undefined}>
      <div className="calendar-header">
        <button
          type="button"
          className="calendar-nav"
          aria-label={text.previousMonth}
          disabled={!onStep || !canGoBack}
          onClick={onStep ? () => onStep(-1) : undefined}
        >
          <Icon name="left" />
        </button>
        <h2 id={titleId} className="calendar-title" aria-live={liveTitle ? 'polite' : undefined}>
          {title}
        </h2>
        <button
          type="button"
          className="calendar-nav"
          aria-label={text.nextMonth}
          disabled={!onStep || !canGoForward}
          onClick={onStep ? () => onStep(1) : undefined}
        >
          <Icon name="right" />
        </button>
      </div>
      {days ?? (
        <table {...table} className="calendar-grid">
          <WeekdayHead />
          <tbody>{children}</tbody>
        </table>
      )}
      {footer}
    </div>
  );
}
