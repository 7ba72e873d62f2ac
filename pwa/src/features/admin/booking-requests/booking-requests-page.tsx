import { useQueryClient } from '@tanstack/react-query';
import type { BookingRequest } from '@turf/sync-contract/schemas';
import { useCallback, useEffect, useMemo } from 'react';
import { adminKeys, updateAdminList } from '../shared/admin-list';
import { AdminPageHead, ListLoadError } from '../shared/admin-page-head';
import { useListStatus } from '../shared/list-status';
import { OfflineNotice } from '../shared/offline-notice';
import { type Decision, decideBookingRequest } from './api/decide-booking-request';
import { useBookingRequests } from './api/get-booking-requests';
import { BookingRequestCard } from './booking-request-card';
import { findSlotClashes, sortOldestFirst } from './find-slot-clashes';

export const DECISIONS_NEED_CONNECTION = 'Confirm and Reject need a connection; they come back when you are online.';

/** /admin/booking-requests: the pending requests, oldest first, refreshed by themselves. */
export function BookingRequestsPage() {
  const query = useBookingRequests();
  const queryClient = useQueryClient();
  const { offline, asOf } = useListStatus(query);
  const requests = useMemo(() => sortOldestFirst(query.data?.items ?? []), [query.data]);
  const clashes = useMemo(() => findSlotClashes(requests), [requests]);

  useEffect(() => {
    document.title = 'Booking Requests - Admin Panel';
  }, []);

  const decide = useCallback(
    async (id: string, decision: Decision) => {
      await decideBookingRequest(id, decision);
      if (decision === 'confirm') void queryClient.invalidateQueries({ queryKey: adminKeys.bookings });
    },
    [queryClient],
  );
  const removeCard = useCallback(
    (id: string) =>
      updateAdminList<BookingRequest>(queryClient, 'booking-requests', (items) => items.filter((r) => r._id !== id)),
    [queryClient],
  );

  return (
    <section className="adm-page" aria-labelledby="requests-title">
      <AdminPageHead id="requests-title" title="Booking Requests" query={query} />
      {offline && <OfflineNotice asOf={asOf} consequence={DECISIONS_NEED_CONNECTION} />}
      {query.isError && <ListLoadError error={query.error} what="requests" />}
      {query.isPending ? (
        <p className="adm-muted" role="status">
          Loading booking requests…
        </p>
      ) : !query.data ? null : requests.length === 0 ? (
        <p className="adm-empty">No pending requests. New ones appear here by themselves.</p>
      ) : (
        <>
          <p className="adm-muted">
            {requests.length} pending, oldest first. This list refreshes by itself every 30 seconds.
          </p>
          <ol className="adm-cards">
            {requests.map((request) => (
              <li key={request._id}>
                <BookingRequestCard
                  request={request}
                  clash={clashes.has(request._id)}
                  disabledReason={offline ? DECISIONS_NEED_CONNECTION : null}
                  onDecide={(decision) => decide(request._id, decision)}
                  onDone={removeCard}
                />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
