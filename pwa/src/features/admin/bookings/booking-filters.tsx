import type { BookingFilters, BookingPeriod } from './filter-bookings';

const PERIODS: { value: BookingPeriod; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
  { value: 'all', label: 'All' },
];

/** The filters a manager reaches for: upcoming or past games, who still owes money, one day. */
export function BookingFiltersBar({
  filters,
  onChange,
}: {
  filters: BookingFilters;
  onChange: (next: BookingFilters) => void;
}) {
  return (
    <form className="adm-filters" aria-label="Filter bookings" onSubmit={(event) => event.preventDefault()}>
      <fieldset className="adm-segmented" disabled={filters.date !== ''}>
        <legend className="adm-sr-only">Which games</legend>
        {PERIODS.map((period) => (
          <label key={period.value} className="adm-segmented__option">
            <input
              type="radio"
              name="period"
              value={period.value}
              checked={filters.period === period.value}
              onChange={() => onChange({ ...filters, period: period.value })}
            />
            <span>{period.label}</span>
          </label>
        ))}
      </fieldset>
      <label className="adm-check">
        <input
          type="checkbox"
          checked={filters.unpaidOnly}
          onChange={(event) => onChange({ ...filters, unpaidOnly: event.currentTarget.checked })}
        />
        Unpaid only
      </label>
      <div className="adm-date-filter">
        <label className="adm-date-filter__label">
          Date
          <input
            type="date"
            className="adm-input"
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
            Any date
          </button>
        )}
      </div>
    </form>
  );
}
