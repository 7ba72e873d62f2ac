import { addDays } from '@turf/sync-contract/time';
import { useAdminText } from '../../../i18n/admin-text';
import { VenueDateInput } from '../shared/venue-date-input';
import { boardWeekStart, WEEK_DAYS } from '../shared/week';

function Chevron({ back }: { back: boolean }) {
  return (
    <svg className="adm-icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <path d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

/**
 * Where the board is: a day on a phone, a week on a desktop, with steps back and forth, a date picker and a way back
 * to today.
 */
export function ScheduleNav({
  date,
  today,
  byWeek,
  onChange,
}: {
  date: string;
  /** The venue's day now (its early hours are the night before's). */
  today: string;
  /** A desktop steps a week at a time; a phone a day. */
  byWeek: boolean;
  onChange: (date: string) => void;
}) {
  const { schedule, format } = useAdminText();
  const text = schedule.nav;
  const step = byWeek ? WEEK_DAYS : 1;
  const from = boardWeekStart(date, today);
  const shown = byWeek ? text.week(from, addDays(from, WEEK_DAYS - 1)) : null;
  // `Today` once (issue 29): the button, marked as where the board is when it shows today, not a tag beside it too.
  const onToday = byWeek ? from === today : date === today;
  return (
    <div className="adm-schedule-nav">
      <div className="adm-schedule-nav__steps">
        <button
          type="button"
          className="adm-button adm-button--quiet adm-button--icon"
          aria-label={text.previous(byWeek)}
          onClick={() => onChange(addDays(date, -step))}
        >
          <Chevron back />
        </button>
        <p className="adm-schedule-nav__date" aria-live="polite">
          {shown ?? format.shortDate(date)}
        </p>
        <button
          type="button"
          className="adm-button adm-button--quiet adm-button--icon"
          aria-label={text.next(byWeek)}
          onClick={() => onChange(addDays(date, step))}
        >
          <Chevron back={false} />
        </button>
      </div>
      <div className="adm-schedule-nav__pick">
        <label className="adm-date-filter__label">
          {text.date}
          <VenueDateInput
            value={date}
            required
            onChange={(event) => {
              if (event.currentTarget.value) onChange(event.currentTarget.value);
            }}
          />
        </label>
        <button
          type="button"
          className="adm-button adm-button--quiet adm-schedule-nav__today"
          aria-disabled={onToday}
          aria-current={onToday ? 'date' : undefined}
          onClick={() => onChange(today)}
        >
          {text.today}
        </button>
      </div>
    </div>
  );
}
