import type { BookingRequest } from '@turf/sync-contract/schemas';
import { useAdminText } from '../../../i18n/admin-text';
import { useVenueSettings } from '../../../lib/venue-settings';
import { bookingSavedMessage, customerWhatsappLink } from '../shared/customer-chat';
import './confirmed-customer.css';

/**
 * After `Confirm`: the customer told in one tap. `Send on WhatsApp` opens their chat with the message the board sends
 * after a booking made for them (the venue, the date, the time, the Booking ID, which the booking keeps from the
 * request), in the language they asked in. Stays until `Done` or the next confirm; it takes no focus, which goes on
 * to the next card as before.
 */
export function ConfirmedCustomer({ request, onDone }: { request: BookingRequest; onDone: () => void }) {
  const admin = useAdminText();
  const { confirmedCustomer: text, format } = admin;
  const venueName = useVenueSettings((settings) => settings.venue.name);
  const id = request._id;
  const message = bookingSavedMessage(
    { id, name: request.name, date: request.date, time: request.time },
    venueName,
    request.lang,
  );
  return (
    <section className="adm-confirmed" aria-labelledby="confirmed-customer-title">
      {/* Said as it changes; the focus stays where the manager works through the list (the next card). */}
      <h2 className="adm-confirmed__title" id="confirmed-customer-title" aria-live="polite">
        {text.title(request.name, format.longDate(request.date), format.slotTime(request.time))}
      </h2>
      <p className="adm-muted">{text.bookingId(id)}</p>
      <div className="adm-confirmed__actions">
        <a
          className="adm-button adm-button--confirm"
          href={customerWhatsappLink(request.phone, message)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {admin.saved.sendOnWhatsapp}
          <span className="adm-sr-only">{admin.saved.sendTo(request.name)}</span>
        </a>
        <button type="button" className="adm-button adm-button--quiet" onClick={onDone}>
          {admin.common.done}
        </button>
      </div>
    </section>
  );
}
