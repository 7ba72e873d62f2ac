import { WEEKDAYS } from '@turf/sync-contract/time';
import { CalendarFrame } from './calendar-frame';

const WEEKS = 6;
const NBSP = '\u00a0';

/**
 * The calendar's frame, box for box (six weeks, like every month the calendar shows), for the prerendered page
 * and the moment it hydrates: which month and day are "today" is only known on the visitor's phone, and the
 * real calendar takes this place without moving anything around it. Until the app runs, prefill-calendar.ts
 * writes today's month into it; each blank is a span it hides then, so a filled box has the same text line.
 */
export function CalendarPlaceholder() {
  return (
    <CalendarFrame
      className="calendar-placeholder"
      busy
      title={<span className="calendar-blank">{NBSP}</span>}
      table={{ 'aria-hidden': true }}
    >
      {Array.from({ length: WEEKS }, (_, week) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed, content-free rows that never reorder.
        <tr key={week}>
          {WEEKDAYS.map(([short]) => (
            <td key={short}>
              <button type="button" className="day is-outside" disabled tabIndex={-1}>
                <span className="calendar-blank">{NBSP}</span>
              </button>
            </td>
          ))}
        </tr>
      ))}
    </CalendarFrame>
  );
}
