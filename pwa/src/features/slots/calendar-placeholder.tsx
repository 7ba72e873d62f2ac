import { Icon } from '../../components/icon';
import { WEEKDAYS } from './calendar-month';
import { WeekdayHead } from './weekday-head';

const WEEKS = 6;
const NBSP = '\u00a0';

/**
 * The calendar's frame, box for box (six weeks, like every month the calendar shows), for the prerendered page
 * and the moment it hydrates: which month and day are "today" is only known on the visitor's phone, and the
 * real calendar takes this place without moving anything around it.
 */
export function CalendarPlaceholder() {
  return (
    <div className="calendar card" aria-busy="true">
      <div className="calendar-header">
        <button type="button" className="calendar-nav" aria-label="Previous month" disabled>
          <Icon name="left" />
        </button>
        <h2 className="calendar-title">{NBSP}</h2>
        <button type="button" className="calendar-nav" aria-label="Next month" disabled>
          <Icon name="right" />
        </button>
      </div>
      <table className="calendar-grid" aria-hidden="true">
        <WeekdayHead />
        <tbody>
          {Array.from({ length: WEEKS }, (_, week) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed, content-free rows that never reorder.
            <tr key={week}>
              {WEEKDAYS.map(([short]) => (
                <td key={short}>
                  <button type="button" className="day is-outside" disabled tabIndex={-1}>
                    {NBSP}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
