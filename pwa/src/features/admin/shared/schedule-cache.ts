import type { QueryClient } from '@tanstack/react-query';
import type { Block, Booking, Schedule } from '@turf/sync-contract/schemas';
import { scheduleCopy } from './admin-cache';
import { adminKeys } from './admin-keys';

/** A week of the board as shown: fresh from the server, or the device's copy when the server is out of reach. */
export interface ScheduleView extends Schedule {
  source: 'server' | 'device';
  /** Epoch ms of the server answer shown. */
  asOf: number;
}

const inWeek = (view: Schedule, date: string) => view.from <= date && date <= view.to;

/**
 * A change the server has acknowledged, applied to every week of the board in memory and to its device copy alike,
 * so the board shows it at once wherever the change was made (the board, the requests, the Database). The next
 * refresh brings the server's own view; these only spare the manager a stale screen until then.
 */
function updateSchedules(queryClient: QueryClient, update: (view: ScheduleView) => ScheduleView): void {
  for (const [key, view] of queryClient.getQueriesData<ScheduleView>({ queryKey: adminKeys.schedules })) {
    if (!view) continue;
    const next = update(view);
    if (next === view) continue;
    queryClient.setQueryData(key, next);
    // A full or blocked IndexedDB only leaves the copy older.
    const { source: _source, asOf, ...schedule } = next;
    void Promise.resolve(scheduleCopy(next.from).write({ value: schedule, fetchedAt: asOf })).catch(() => {});
  }
}

/**
 * Bookings as the server now has them (made, confirmed, changed, cancelled). A confirmed request's booking keeps
 * the request's Booking ID, so the request it came from leaves the pending list with it.
 */
export function putBookingsInSchedules(queryClient: QueryClient, bookings: readonly Booking[]): void {
  updateSchedules(queryClient, (view) => {
    const mine = bookings.filter((booking) => inWeek(view, booking.date));
    if (mine.length === 0) return view;
    const ids = new Set(mine.map((booking) => booking._id));
    return {
      ...view,
      bookings: [...view.bookings.filter((booking) => !ids.has(booking._id)), ...mine],
      pending: view.pending.filter((request) => !ids.has(request._id)),
    };
  });
}

/**
 * A booking changed by a call that answers no booking (a payment removed): `change` makes the new copy from the one
 * shown. A week whose copy of it `change` leaves as it is (it does not carry what changed) asks the server again.
 */
export function changeBookingInSchedules(
  queryClient: QueryClient,
  id: string,
  change: (booking: Booking) => Booking,
): void {
  let unknown = false;
  updateSchedules(queryClient, (view) => {
    const shown = view.bookings.find((booking) => booking._id === id);
    if (!shown) return view;
    const changed = change(shown);
    if (changed === shown) {
      unknown = true;
      return view;
    }
    return { ...view, bookings: view.bookings.map((booking) => (booking === shown ? changed : booking)) };
  });
  if (unknown) reloadSchedules(queryClient);
}

export function removeBookingFromSchedules(queryClient: QueryClient, id: string): void {
  updateSchedules(queryClient, (view) =>
    view.bookings.some((booking) => booking._id === id)
      ? { ...view, bookings: view.bookings.filter((booking) => booking._id !== id) }
      : view,
  );
}

/** Requests decided (confirmed or rejected): no longer pending. */
export function removePendingFromSchedules(queryClient: QueryClient, ids: Iterable<string>): void {
  const gone = new Set(ids);
  updateSchedules(queryClient, (view) =>
    view.pending.some((request) => gone.has(request._id))
      ? { ...view, pending: view.pending.filter((request) => !gone.has(request._id)) }
      : view,
  );
}

export function putBlocksInSchedules(queryClient: QueryClient, blocks: readonly Block[]): void {
  updateSchedules(queryClient, (view) => {
    const mine = blocks.filter((block) => inWeek(view, block.date));
    if (mine.length === 0) return view;
    const ids = new Set(mine.map((block) => block._id));
    return { ...view, blocks: [...view.blocks.filter((block) => !ids.has(block._id)), ...mine] };
  });
}

export function removeBlockFromSchedules(queryClient: QueryClient, id: string): void {
  updateSchedules(queryClient, (view) =>
    view.blocks.some((block) => block._id === id)
      ? { ...view, blocks: view.blocks.filter((block) => block._id !== id) }
      : view,
  );
}

/** The server refused a change the board offered: what the board shows is out of date, so it asks again. */
export function reloadSchedules(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: adminKeys.schedules });
}

/** Blocks made or removed: the requests' cards (`Slot blocked: {reason}`) ask again. */
export function reloadBlocks(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: adminKeys.blocksAll });
}
