import { WEEKDAYS } from '@turf/sync-contract/time';
import { Icon } from '../../components/icon';
import { useText } from '../../i18n/text';
import { CalendarFrame } from './calendar-frame';
import { STRIP_DAYS } from './day-strip';

const WEEKS = 6;
const NBSP = '\u00a0';

/**
 * The calendar's frame, box for box (six weeks, like every month the calendar shows), for the prerendered page
 * and the moment it hydrates: which month and day are "today" is only known on the visitor's phone, and the
 * real calendar takes this place without moving anything around it. Until the app runs, prefill-calendar.ts
 * writes today's month into it; each blank is a span it hides then, so a filled box has the same text line. On a
 * phone it is the row of the next two weeks instead (CSS picks), as the calendar is there.
 */
export function CalendarPlaceholder() {
  const text = useText().slots;
  return (
    <CalendarFrame
      className="calendar-placeholder"
      busy
      title={<span className="calendar-blank">{NBSP}</span>}
      table={{ 'aria-hidden': true }}
      // A phone's calendar is a row of days and its switch (day-strip.tsx): CSS shows these there instead of the month.
      footer={
        <>
          <div className="day-strip">
            <table className="day-strip-row" aria-hidden="true">
              <tbody>
                <tr>
                  {Array.from({ length: STRIP_DAYS }, (_, day) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: fixed, content-free cells that never reorder.
                    <td key={day}>
                      <button type="button" className="strip-day" disabled tabIndex={-1}>
                        <span className="strip-weekday">
                          <span className="calendar-blank">{NBSP}</span>
                        </span>
                        <span className="strip-number">
                          <span className="calendar-blank">{NBSP}</span>
                        </span>
                      </button>
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
          <button type="button" className="calendar-switch" disabled tabIndex={-1} aria-hidden="true">
            <Icon name="calendar" size={18} />
            {text.wholeMonth}
          </button>
        </>
      }
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
