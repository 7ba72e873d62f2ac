import { useAdminText } from '../../../i18n/admin-text';
import type { BookingFilters, BookingPeriod } from './filter-bookings';
import './bookings.css';
import { VenueDateInput } from '../shared/venue-date-input';

const PERIODS: readonly BookingPeriod[] = ['upcoming', 'past', 'all'];

/** The filters a manager reaches for: upcoming or past games, who still owes money, one day. */
export function BookingFiltersBar({
  filters,
  onChange,
}: {
  filters: BookingFilters;
  onChange: (next: BookingFilters) => void;
}) {
  const text = useAdminText().database.filters;
  return (
    <form className="adm-filters" aria-label={text.label} onSubmit={(event) => event.preventDefault()}>
      <fieldset className="adm-segmented" disabled={filters.date !== ''}>
        <legend className="adm-sr-only">{text.whichGames}</legend>
        {PERIODS.map((period) => (
          <label key={period} className="adm-segmented__option">
            <input
              type="radio"
              name="period"
              value={period}
              checked={filters.period === period}
              onChange={() => onChange({ ...filters, period })}
            />
            <span>{text[period]}</span>
          </label>
        ))}
      </fieldset>
      <label className="adm-check">
        <input
          type="checkbox"
          checked={filters.unpaidOnly}
          onChange={(event) => onChange({ ...filters, unpaidOnly: event.currentTarget.checked })}
        />
        {text.unpaidOnly}
      </label>
      <div className="adm-date-filter">
        <label className="adm-date-filter__label">
          {text.date}
          <VenueDateInput
            value={filters.date}
            onChange={(event) => onChange({ ...filters, date: event.currentTarget.value })}
          />
        </label>
        {filters.date && (
          <button
            type="button"
            className="adm-button adm-button--quiet"
            onClick={() => onChange({ ...filters, date: '' })}
          >
            {text.anyDate}
          </button>
        )}
      </div>
    </form>
  );
}
