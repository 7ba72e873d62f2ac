import { BOOKING_SEARCH_LIMIT } from '@turf/sync-contract/schemas';
import { todayAtVenue } from '@turf/sync-contract/time';
import { useEffect, useMemo, useState } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import { AdminPageHead, ListLoadError } from '../shared/admin-page-head';
import { focusFirstControl, useFocusAfterRemoval } from '../shared/focus';
import { useListStatus } from '../shared/list-status';
import { OfflineNotice } from '../shared/offline-notice';
import { DESKTOP_QUERY, useMediaQuery } from '../shared/use-media-query';
import { useBookings } from './api/get-bookings';
import { useBookingSearch } from './api/search-bookings';
import { BookingFiltersBar } from './booking-filters';
import { BookingSearchBox } from './booking-search-box';
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
  const [searchText, setSearchText] = useState('');
  const search = useBookingSearch(searchText);
  const searching = searchText.trim() !== '';

  useEffect(() => {
    document.title = admin.documentTitle(text.title);
  }, [admin, text]);

  const all = query.data?.items;
  // A search finds any booking, whatever the filters (issue 29): the server's answer is the list while there is text.
  const found = searching ? search.data : undefined;
  const shown = useMemo(
    () => sortBookings(found ?? filterBookings(all ?? [], filters, todayAtVenue())),
    [all, filters, found],
  );
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
      <BookingSearchBox onSearch={setSearchText} />
      <BookingFiltersBar filters={filters} onChange={setFilters} />
      <ExportCsvButton
        range={filterDateRange(filters, todayAtVenue())}
        unpaidOnly={filters.unpaidOnly}
        disabledReason={disabledReason}
      />
      {query.isError && <ListLoadError error={query.error} what="bookings" />}
      {searching && search.isError && <ListLoadError error={search.error} what="bookings" />}
      {searching ? (
        <p className="adm-muted" role="status">
          {found === undefined ? text.searching : text.found(found.length, BOOKING_SEARCH_LIMIT)}
        </p>
      ) : null}
      {query.isPending && !searching ? (
        <p className="adm-muted" role="status">
          {text.loading}
        </p>
      ) : !all && !found ? null : (
        <>
          {!searching && (
            <p className="adm-muted" role="status">
              {text.showing(shown.length, all?.length ?? 0)}
            </p>
          )}
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
