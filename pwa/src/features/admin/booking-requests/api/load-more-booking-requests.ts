import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingRequest } from '@turf/sync-contract/schemas';
import type { AdminListCopy } from '../../shared/admin-cache';
import { fetchAdminPage, setAdminList, shownAdminList } from '../../shared/admin-list';
import { appendPage } from '../keep-loaded-tail';

type Page = Required<AdminListCopy<BookingRequest>>;

/** The page after the shown list, by the server's `Link`; null when none follows. */
export function loadMoreBookingRequests(queryClient: QueryClient): Promise<Page | null> {
  const next = shownAdminList<BookingRequest>(queryClient, 'booking-requests')?.next;
  return next ? fetchAdminPage<BookingRequest>(next) : Promise.resolve(null);
}

/** `Load more`: the page after the shown list, appended to it and to its device copy (a request shown is not repeated). */
export function useLoadMoreBookingRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => loadMoreBookingRequests(queryClient),
    onSuccess: (page) => {
      if (!page) return;
      setAdminList<BookingRequest>(queryClient, 'booking-requests', (shown) =>
        appendPage(shown, page.items, page.next, page.total),
      );
    },
  });
}
