import { WEEKDAYS } from './calendar-month';

/** The calendar's Sunday-first column heads, shared by the calendar and its placeholder so both are one size. */
export function WeekdayHead() {
  return (
    <thead>
      <tr>
        {WEEKDAYS.map(([short, long]) => (
          <th key={short} scope="col" abbr={long}>
            {short}
          </th>
        ))}
      </tr>
    </thead>
  );
}
