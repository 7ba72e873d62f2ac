import type { Booking } from '@turf/sync-contract/schemas';
import { useAdminText } from '../../../i18n/admin-text';

/** How a booking is named to a screen reader beside its controls, in the panel's language. */
export function useDescribeBooking(): (booking: Booking) => string {
  const text = useAdminText().database;
  return (booking) => text.describeBooking(booking.name, booking.date, booking.time);
}
