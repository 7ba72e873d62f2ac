import type { Booking } from '@turf/sync-contract/schemas';
import { formatShortDate, formatVenueDateTime, formatVenueDateTimeParts, keepClockTogether } from '../shared/format';
import { PhoneLink } from '../shared/phone-link';
import { useBookingRowActions } from './booking-actions';
import { BookingCardControls, DeleteButton, describeBooking, YesNoToggle } from './booking-controls';

export const BOOKING_COLUMNS = [
  'DATE',
  'TIME',
  'NAME',
  'PHONE',
  'PRICE (BDT)',
  'PAID',
  'CANCELLED',
  'CREATED AT',
  'ACTIONS',
] as const;

interface ViewProps {
  bookings: readonly Booking[];
  /** Server actions are off (offline): why, or null. */
  disabledReason: string | null;
}

/** Desktop: the table of docs/product.md#database, its header sticky while the rows scroll. */
export function BookingsTable({ bookings, disabledReason }: ViewProps) {
  return (
    <div className="adm-table-wrap">
      <table className="adm-table">
        <caption className="adm-sr-only">Bookings</caption>
        <thead>
          <tr>
            {BOOKING_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <BookingTableRow key={booking._id} booking={booking} disabledReason={disabledReason} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One booking, as a table row or as a card. */
interface RowProps {
  booking: Booking;
  disabledReason: string | null;
}

function BookingTableRow({ booking, disabledReason }: RowProps) {
  const row = useBookingRowActions(booking);
  const disabled = row.busy || disabledReason !== null;
  return (
    <tr data-booking-id={booking._id} className={booking.cancelled ? 'is-cancelled' : undefined} aria-busy={row.busy}>
      {/* Date and time may wrap onto a second line (the row is two lines tall anyway) so ACTIONS stays in view. */}
      <td>{formatShortDate(booking.date)}</td>
      <td>{keepClockTogether(booking.time)}</td>
      <td>{booking.name}</td>
      <td className="adm-nowrap">
        <PhoneLink phone={booking.phone} />
      </td>
      <td className="adm-num">{booking.price}</td>
      <td>
        <YesNoToggle label="Paid" value={booking.paid} disabled={disabled} onToggle={row.togglePaid} />
      </td>
      <td>
        <YesNoToggle label="Cancelled" value={booking.cancelled} disabled={disabled} onToggle={row.toggleCancelled} />
      </td>
      <td className="adm-nowrap">
        {formatVenueDateTimeParts(booking.createdAt).map((part) => (
          <span key={part} className="adm-stack">
            {part}
          </span>
        ))}
      </td>
      <td>
        <DeleteButton disabled={disabled} onDelete={row.remove} what={describeBooking(booking)} />
        {row.error && (
          <p className="adm-error adm-error--small" role="alert">
            {row.error}
          </p>
        )}
      </td>
    </tr>
  );
}

/** Phone: each row becomes a card with the same fields and actions. */
export function BookingCards({ bookings, disabledReason }: ViewProps) {
  return (
    <ol className="adm-cards">
      {bookings.map((booking) => (
        <li key={booking._id}>
          <BookingCard booking={booking} disabledReason={disabledReason} />
        </li>
      ))}
    </ol>
  );
}

function BookingCard({ booking, disabledReason }: RowProps) {
  const row = useBookingRowActions(booking);
  const disabled = row.busy || disabledReason !== null;
  return (
    <article
      className={`adm-card${booking.cancelled ? ' is-cancelled' : ''}`}
      data-booking-id={booking._id}
      aria-label={`Booking of ${booking.name}, ${formatShortDate(booking.date)}, ${booking.time}`}
      aria-busy={row.busy}
    >
      <dl className="adm-fields">
        <div>
          <dt>DATE</dt>
          <dd>{formatShortDate(booking.date)}</dd>
        </div>
        <div>
          <dt>TIME</dt>
          <dd>{keepClockTogether(booking.time)}</dd>
        </div>
        <div>
          <dt>NAME</dt>
          <dd>{booking.name}</dd>
        </div>
        <div>
          <dt>PHONE</dt>
          <dd>
            <PhoneLink phone={booking.phone} />
          </dd>
        </div>
        <div>
          <dt>PRICE (BDT)</dt>
          <dd>{booking.price}</dd>
        </div>
        <div>
          <dt>CREATED AT</dt>
          <dd>{formatVenueDateTime(booking.createdAt)}</dd>
        </div>
      </dl>
      <BookingCardControls booking={booking} row={row} disabled={disabled} />
      {row.error && (
        <p className="adm-error" role="alert">
          {row.error}
        </p>
      )}
    </article>
  );
}
