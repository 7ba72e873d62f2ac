import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { BookingRequestStatus, RequestStanding } from '@turf/sync-contract/schemas';
import { todayAtVenue } from '@turf/sync-contract/time';
import { apiRequest } from '../../lib/api-client';
import { db, type OutboxItem, type OutboxState } from '../../lib/db';

/**
 * States the venue can still change: a sent request is decided, and a confirmed booking can be cancelled (or a
 * cancellation undone) until its day. A rejected request stays rejected.
 */
const WATCHED_STATES: readonly OutboxState[] = ['sent', 'confirmed', 'cancelled'];

const STATE_OF: Record<RequestStanding, OutboxState> = {
  pending: 'sent',
  confirmed: 'confirmed',
  rejected: 'rejected',
  cancelled: 'cancelled',
};

/** Whether the venue may still change how this request stands, so the device should keep asking. */
export function isWatched(item: Pick<OutboxItem, 'state' | 'date'>, today: string = todayAtVenue()): boolean {
  return WATCHED_STATES.includes(item.state) && item.date >= today;
}

/**
 * Asks the venue's server how each watched request stands and records the answer on the device, so
 * `/my-requests` shows it offline later too. Errors (offline, 404) leave an item as it was.
 */
export async function refreshSentStatuses(): Promise<void> {
  const today = todayAtVenue();
  const watched = (
    await db.outbox
      .where('state')
      .anyOf([...WATCHED_STATES])
      .toArray()
  ).filter((item) => isWatched(item, today));
  for (const item of watched) {
    try {
      const { status } = await apiRequest<BookingRequestStatus>(API_PATHS.bookingRequestStatus(item.id), {
        timeoutMs: 8_000,
      });
      const next = STATE_OF[status];
      if (next === item.state) continue;
      await db.outbox
        .where('id')
        .equals(item.id)
        .modify((row) => {
          // Only an answer about the state it was asked in: the row may have changed meanwhile.
          if (row.state === item.state) {
            row.state = next;
            row.updatedAt = Date.now();
          }
        });
    } catch {
      // A calm retry on the next poll.
    }
  }
}
