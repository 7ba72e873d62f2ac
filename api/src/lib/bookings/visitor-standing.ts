import type { BookingRequestStatus } from '@turf/sync-contract/schemas';
import type { Repositories } from '../../plugins/app/repositories';

/** Where a request stands for its visitor (the status page, a cancellation's answer): its status, price and advance. */
export async function visitorStanding(
  repos: Pick<Repositories, 'bookingRequests' | 'advancePayments'>,
  id: string,
): Promise<BookingRequestStatus | null> {
  const [standing, advance] = await Promise.all([
    repos.bookingRequests.standing(id),
    repos.advancePayments.standing(id),
  ]);
  if (standing === null) return null;
  return advance === null ? standing : { ...standing, advance };
}
