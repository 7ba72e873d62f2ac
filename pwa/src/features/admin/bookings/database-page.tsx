import { useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@turf/sync-contract/schemas';
import { todayAtVenue } from '@turf/sync-contract/time';
import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { adminKeys, updateAdminList } from '../shared/admin-list';
import { AdminPageHead, ListLoadError } from '../shared/admin-page-head';
import { useListStatus } from '../shared/list-status';
import { OfflineNotice } from '../shared/offline-notice';
import { DESKTOP_QUERY, useMediaQuery } from '../shared/use-media-query';
import { deleteBooking } from './api/delete-booking';
import { useBookings } from './api/get-bookings';
import { updateBooking } from './api/update-booking';
import type { BookingActions } from './booking-actions';
import { BookingFiltersBar } from './booking-filters';
import { BookingCards, BookingsTable } from './bookings-table';
import { DEFAULT_FILTERS, filterBookings } from './filter-bookings';
import { sortBookings } from './sort-bookings';

export const CHANGES_NEED_CONNECTION =
  'Paid, Cancelled and Delete need a connection; they come back when you are online.';

/** /admin/database: every booking, sorted by date then slot start, with the manager's toggles. */
export function DatabasePage() {
  const query = useBookings();
  const queryClient = useQueryClient();
  const { offline, asOf } = useListStatus(query);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [filters, setFilters] = useState(DEFAULT_FILTERS);

  useEffect(() => {
    document.title = 'Database - Admin Panel';
  }, []);

  const all = query.data?.items;
  const shown = useMemo(() => sortBookings(filterBookings(all ?? [], filters, todayAtVenue())), [all, filters]);

  const actions = useMemo<BookingActions>(() => {
    // A refused change means the row on screen may be out of date: show it as the server has it.
    const resync = (error: unknown) => {
      if (error instanceof ApiError) void queryClient.invalidateQueries({ queryKey: adminKeys.bookings });
      throw error;
    };
    return {
      update: async (id, body) => {
        const updated = await updateBooking(id, body).catch(resync);
        updateAdminList<Booking>(queryClient, 'bookings', (items) => items.map((b) => (b._id === id ? updated : b)));
      },
      remove: async (id) => {
        await deleteBooking(id).catch(resync);
        updateAdminList<Booking>(queryClient, 'bookings', (items) => items.filter((b) => b._id !== id));
      },
    };
  }, [queryClient]);

  const disabledReason = offline ? CHANGES_NEED_CONNECTION : null;

  return (
    <section className="adm-page" aria-labelledby="database-title">
      <AdminPageHead id="database-title" title="Database" query={query} />
      {offline && <OfflineNotice asOf={asOf} consequence={CHANGES_NEED_CONNECTION} />}
      <BookingFiltersBar filters={filters} onChange={setFilters} />
      {query.isError && <ListLoadError error={query.error} what="bookings" />}
      {query.isPending ? (
        <p className="adm-muted" role="status">
          Loading bookings…
        </p>
      ) : !all ? null : (
        <>
          <p className="adm-muted" role="status">
            Showing {shown.length} of {all.length} bookings.
          </p>
          {shown.length === 0 ? (
            <p className="adm-empty">No bookings match these filters.</p>
          ) : desktop ? (
            <BookingsTable bookings={shown} actions={actions} disabledReason={disabledReason} />
          ) : (
            <BookingCards bookings={shown} actions={actions} disabledReason={disabledReason} />
          )}
        </>
      )}
    </section>
  );
}
