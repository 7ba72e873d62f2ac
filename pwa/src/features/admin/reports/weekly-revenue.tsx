import type { WeekRevenue } from '@turf/sync-contract/schemas';
import { useAdminText } from '../../../i18n/admin-text';

/**
 * Booked against received, a week a row: the figures in words, and behind them bars scaled to the largest (drawn, not
 * read: the numbers are the table's).
 */
export function WeeklyRevenue({ weeks }: { weeks: readonly WeekRevenue[] }) {
  const text = useAdminText();
  const labels = text.reports.weeks;
  const top = Math.max(1, ...weeks.flatMap((week) => [week.booked, week.received]));
  const bar = (amount: number, kind: 'booked' | 'received') => (
    <span
      className={`adm-bar adm-bar--${kind}`}
      style={{ inlineSize: `${(Math.max(0, amount) / top) * 100}%` }}
      aria-hidden="true"
    />
  );
  return (
    <section className="adm-report" aria-labelledby="report-weeks">
      <h2 id="report-weeks">{labels.title}</h2>
      <table className="adm-report__table">
        <thead>
          <tr>
            <th scope="col">{labels.week}</th>
            <th scope="col">{labels.booked}</th>
            <th scope="col">{labels.received}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">{text.format.shortDate(week.weekStart)}</th>
              <td>
                {text.format.price(week.booked)}
                {bar(week.booked, 'booked')}
              </td>
              <td>
                {text.format.price(week.received)}
                {bar(week.received, 'received')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
