import type { Booking } from '@turf/sync-contract/schemas';
import { useAdminText } from '../../../i18n/admin-text';

/** A money dialog's first line: whose booking it is, its date, time and slot. */
export function BookingLine({ booking }: { booking: Booking }) {
  const { payments, format } = useAdminText();
  return (
    <p className="adm-form__booking">
      {payments.forBooking(booking.name, format.longDate(booking.date), format.slotTime(booking.time), booking.slotId)}
    </p>
  );
}
