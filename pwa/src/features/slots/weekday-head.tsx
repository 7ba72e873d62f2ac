import { useText } from '../../i18n/text';

/** The calendar's Sunday-first column heads, shared by the calendar and its placeholder so both are one size. */
export function WeekdayHead() {
  const { weekdays } = useText().dates;
  return (
    <thead>
      <tr>
        {weekdays.map(([short, long]) => (
          <th key={short} scope="col" abbr={long}>
            {short}
          </th>
        ))}
      </tr>
    </thead>
  );
}
