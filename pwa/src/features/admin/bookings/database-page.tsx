import { todayAtVenue } from '@turf/sync-contract/time';
import { useEffect, useMemo, useState } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import { AdminPageHead, ListLoadError } from '../shared/admin-page-head';
import { focusFirstControl, useFocusAfterRemoval } from '../shared/focus';
import { useListStatus } from '../shared/list-status';
import { OfflineNotice } from '../shared/offline-notice';
import { DESKTOP_QUERY, useMediaQuery } from '../shared/use-media-query';
import { useBookings } from './api/get-bookings';
import { BookingFiltersBar } from './booking-filters';
import { BookingCards, BookingsTable } from './bookings-table';
import { ExportCsvButton } from './export-csv-button';
import { DEFAULT_FILTERS, filterBookings, filterDateRange } from './filter-bookings';
import { sortBookings } from './sort-bookings';

const TITLE_ID = 'database-title';

/** /admin/database: every booking, sorted by date then slot start, with the manager's toggles. */
export function DatabasePage() {
  const admin = useAdminText();
  const text = admin.database;
  const query = useBookings();
  const { offline, asOf } = useListStatus(query);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [filters, setFilters] = useState(DEFAULT_FILTERS);

  useEffect(() => {
    document.title = admin.documentTitle(text.title);
  }, [admin, text]);

  const all = query.data?.items;
  const shown = useMemo(() => sortBookings(filterBookings(all ?? [], filters, todayAtVenue())), [all, filters]);
  const ids = useMemo(() => shown.map((booking) => booking._id), [shown]);
  // A deleted row (or one a change takes out of the filter) leaves: focus moves to the next row's first control.
  const focusKeeper = useFocusAfterRemoval(ids, {
    itemOf: (element) => element.closest('[data-booking-id]')?.getAttribute('data-booking-id') ?? null,
    focusItem: (id) => focusFirstControl(document.querySelector<HTMLElement>(`[data-booking-id="${id}"]`)),
    focusEmpty: () => document.getElementById(TITLE_ID)?.focus(),
  });

  const disabledReason = offline ? text.needConnection : null;

  return (
    <section className="adm-page" aria-labelledby={TITLE_ID}>
      <AdminPageHead id={TITLE_ID} title={text.title} query={query} />
      {offline && <OfflineNotice asOf={asOf} consequence={text.needConnection} />}
      <BookingFiltersBar filters={filters} onChange={setFilters} />
      <ExportCsvButton
        range={filterDateRange(filters, todayAtVenue())}
        unpaidOnly={filters.unpaidOnly}
        disabledReason={disabledReason}
      />
      {query.isError && <ListLoadError error={query.error} what="bookings" />}
      {query.isPending ? (
        <p className="adm-muted" role="status">
          {text.loading}
        </p>
      ) : !all ? null : (
        <>
          <p className="adm-muted" role="status">
            {text.showing(shown.length, all.length)}
          </p>
          {shown.length === 0 ? (
            <p className="adm-empty">{text.empty}</p>
          ) : (
            <div {...focusKeeper}>
              {desktop ? (
                <BookingsTable bookings={shown} disabledReason={disabledReason} />
              ) : (
                <BookingCards bookings={shown} disabledReason={disabledReason} />
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
