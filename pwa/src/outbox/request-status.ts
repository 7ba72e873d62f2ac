import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { BookingRequestStatus, RequestStanding } from '@turf/sync-contract/schemas';
import { todayAtVenue } from '@turf/sync-contract/time';
import { apiRequest } from '../lib/api-client';
import { db } from '../lib/db';
import type { OutboxItem } from './outbox-item';
import { listWatched, recordAdvance, recordPrice, recordStanding, WATCHED_STATES } from './outbox-repository';
import type { OutboxState } from './outbox-state';

/** A request's standing at the venue as its outbox item's state (the server's `pending` is the phone's `sent`). */
export const STATE_OF = {
  pending: 'sent',
  confirmed: 'confirmed',
  rejected: 'rejected',
  cancelled: 'cancelled',
  expired: 'expired',
} as const satisfies Record<RequestStanding, OutboxState>;

/**
 * Whether the venue may still change how this request stands, so the device should keep asking. A sent request is
 * asked about even after its day: its answer (decided, or expired) is news the visitor has not seen yet.
 */
export function isWatched(item: Pick<OutboxItem, 'state' | 'date'>, today: string = todayAtVenue()): boolean {
  return item.state === 'sent' || (WATCHED_STATES.includes(item.state) && item.date >= today);
}

/**
 * Asks the venue's server how each watched request stands and records the answer on the device, so
 * `/my-requests` shows it offline later too. Errors (offline, 404) leave an item as it was.
 */
export async function refreshSentStatuses(): Promise<void> {
  const today = todayAtVenue();
  const watched = (await listWatched(db)).filter((item) => isWatched(item, today));
  for (const item of watched) {
    try {
      const { status, price, advance } = await apiRequest<BookingRequestStatus>(
        API_PATHS.bookingRequestStatus(item.id),
        {
          timeoutMs: 8_000,
        },
      );
      await recordStanding(db, item.id, item.state, STATE_OF[status], Date.now());
      // The price the request was stored at: what the booking is made at, shown on the card.
      if (typeof price === 'number' && item.price !== price) await recordPrice(db, item.id, price);
      if (advance) await recordAdvance(db, item.id, advance);
    } catch {
      // A calm retry on the next poll.
    }
  }
}
