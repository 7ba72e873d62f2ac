import { API_PATHS } from '@turf/sync-contract/api-paths';
import { type BookingRequest, REQUESTS_PAGE_SIZE } from '@turf/sync-contract/schemas';
import type { AdminListCopy } from '../shared/admin-cache';

/** The pending list, or a page of it, as far as paging is concerned. */
type RequestsPage = AdminListCopy<BookingRequest>;

/** Whether `a` comes after `b` in the server's order (oldest first, the Booking ID breaking ties). */
function isAfter(a: BookingRequest, b: BookingRequest): boolean {
  return a.createdAt === b.createdAt ? a._id > b._id : a.createdAt > b.createdAt;
}

/**
 * A refresh asks for the first page only, as long as the list shown (up to a page's maximum). What the manager had
 * loaded beyond that page stays after it, so the list neither shrinks under the manager's thumb nor loses its place;
 * inside the fresh page the server's answer wins (decided and expired requests leave). When the fresh page is the
 * whole list, nothing beyond it waits any more.
 */
export function keepLoadedTail<P extends RequestsPage>(shown: RequestsPage | undefined, fresh: P): P {
  const last = fresh.items.at(-1);
  if (!shown || !last || fresh.next == null) return fresh;
  const inFresh = new Set(fresh.items.map((request) => request._id));
  // The shown list is in the server's order: what follows the fresh page's last item is the tail. If that item is
  // new to the manager, the tail is whatever sorts after it.
  const at = shown.items.findIndex((request) => request._id === last._id);
  const beyond = at >= 0 ? shown.items.slice(at + 1) : shown.items.filter((request) => isAfter(request, last));
  const tail = beyond.filter((request) => !inFresh.has(request._id));
  const tailEnd = tail.at(-1);
  if (!tailEnd) return fresh;
  const items = [...fresh.items, ...tail];
  const more = fresh.total == null || items.length < fresh.total;
  return { ...fresh, items, next: more ? API_PATHS.bookingRequestsPage(REQUESTS_PAGE_SIZE, tailEnd._id) : null };
}

/** A further page appended to the shown list; a request already shown (the list moved meanwhile) is not repeated. */
export function appendPage<P extends RequestsPage>(
  shown: P,
  page: readonly BookingRequest[],
  next: string | null,
  total: number | null,
): P {
  const known = new Set(shown.items.map((request) => request._id));
  return {
    ...shown,
    items: [...shown.items, ...page.filter((request) => !known.has(request._id))],
    next,
    total: total ?? shown.total ?? null,
  };
}
