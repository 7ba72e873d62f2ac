import type { SlotOccupancy } from '@turf/sync-contract/schemas';
import { SLOTS } from '@turf/sync-contract/slots';
import { useAdminText } from '../../../i18n/admin-text';
import { ScrollRegion } from '../shared/scroll-region';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** Share as a colour step: a glance tells the hours that sell from the ones that don't. */
function level(share: number): number {
  return share === 0 ? 0 : Math.min(4, Math.ceil(share * 4));
}

/**
 * Which hours sell: a slot a row, a weekday a column (a phone holds seven columns, never sixteen), each cell the share
 * of those days the slot was booked. It is the table itself, so a screen reader reads the same figures the colours show.
 */
export function OccupancyHeatmap({ occupancy }: { occupancy: readonly SlotOccupancy[] }) {
  const text = useAdminText();
  const labels = text.reports.occupancy;
  const cell = new Map(occupancy.map((c) => [`${c.weekday} ${c.slotId}`, c]));
  return (
    <section className="adm-report" aria-labelledby="report-occupancy">
      <h2 id="report-occupancy">{labels.title}</h2>
      <p className="adm-muted">{labels.intro}</p>
      <ScrollRegion label={labels.caption} className="adm-report__scroll">
        <table className="adm-heatmap">
          <caption className="adm-sr-only">{labels.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.slot}</th>
              {WEEKDAYS.map((weekday) => (
                <th key={weekday} scope="col">
                  {text.reports.weekday(weekday)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SLOTS.map((slot) => (
              <tr key={slot.slotId}>
                <th scope="row">{text.format.slotTime(slot.time).split(' - ')[0]}</th>
                {WEEKDAYS.map((weekday) => {
                  const c = cell.get(`${weekday} ${slot.slotId}`);
                  if (!c || c.days === 0) {
                    return (
                      <td key={weekday} className="adm-heatmap__cell">
                        {text.activity.none}
                      </td>
                    );
                  }
                  const share = c.booked / c.days;
                  return (
                    <td
                      key={weekday}
                      className={`adm-heatmap__cell adm-heatmap__cell--${level(share)}`}
                      title={labels.of(c.booked, c.days)}
                    >
                      {text.reports.percent(share)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
