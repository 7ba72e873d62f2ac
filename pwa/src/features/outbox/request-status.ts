import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { BookingRequestStatus } from '@turf/sync-contract/schemas';
import { apiRequest } from '../../lib/api-client';
import { db } from '../../lib/db';

/**
 * Asks the venue's server how each sent request stands (pending, confirmed, rejected) and records the answer
 * on the device, so `/my-requests` shows it offline later too. Errors (offline, 404) leave an item as it was.
 */
export async function refreshSentStatuses(): Promise<void> {
  const sent = await db.outbox.where('state').equals('sent').toArray();
  for (const item of sent) {
    try {
      const { status } = await apiRequest<BookingRequestStatus>(API_PATHS.bookingRequestStatus(item.id), {
        timeoutMs: 8_000,
      });
      if (status === 'confirmed' || status === 'rejected') {
        await db.outbox
          .where('id')
          .equals(item.id)
          .modify((row) => {
            if (row.state === 'sent') {
              row.state = status;
              row.updatedAt = Date.now();
            }
          });
      }
    } catch {
      // A calm retry on the next poll.
    }
  }
}
