import type { Booking } from '@turf/sync-contract/schemas';
import { adminEn } from '../../../i18n/admin-en';
import { useAdminText } from '../../../i18n/admin-text';
import { BookingHistory } from '../activity/booking-history';
import { AdvanceBadge } from '../shared/advance-badge';
import { PhoneLink } from '../shared/phone-link';
import { offersNoShow, useBookingRowActions } from './booking-actions';
import { BookingCardControls, DeleteButton, YesNoToggle } from './booking-controls';
import { BookingPayments } from './booking-payments';
import { useDescribeBooking } from './use-describe-booking';
import './bookings.css';

/** The table's columns in their order. */
const COLUMN_KEYS = [
  'bookingId',
  'date',
  'time',
  'name',
  'phone',
  'price',
  'paid',
  'cancelled',
  'createdAt',
  'actions',
] as const satisfies readonly (keyof typeof adminEn.database.columns)[];

/** The column heads in English (tests name them); the table shows its own language's. */
export const BOOKING_COLUMNS = COLUMN_KEYS.map((key) => adminEn.database.columns[key]);

interface ViewProps {
  bookings: readonly Booking[];
  /** Server actions are off (offline): why, or null. */
  disabledReason: string | null;
}

/** Desktop: the table of docs/product.md#database, its header sticky while the rows scroll. */
export function BookingsTable({ bookings, disabledReason }: ViewProps) {
  const text = useAdminText().database;
  return (
    <div className="adm-table-wrap">
      <table className="adm-table">
        <caption className="adm-sr-only">{text.caption}</caption>
        <thead>
          <tr>
            {COLUMN_KEYS.map((column) => (
              <th key={column} scope="col">
                {text.columns[column]}
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
  const { database: text, format } = useAdminText();
  const describeBooking = useDescribeBooking();
  const row = useBookingRowActions(booking);
  const disabled = row.busy || disabledReason !== null;
  return (
    <tr data-booking-id={booking._id} className={booking.cancelled ? 'is-cancelled' : undefined} aria-busy={row.busy}>
      <td className="adm-mono adm-nowrap">{booking._id}</td>
      {/* Date and time may wrap onto a second line (the row is two lines tall anyway) so ACTIONS stays in view. */}
      <td>{format.shortDate(booking.date)}</td>
      <td>{format.slotTime(booking.time)}</td>
      <td>{booking.name}</td>
      <td className="adm-nowrap">
        <PhoneLink phone={booking.phone} />
      </td>
      <td className="adm-num">{format.priceNumber(booking.price)}</td>
      <td>
        <YesNoToggle
          label={text.paid}
          value={booking.paid}
          disabled={disabled || booking.cancelled}
          onToggle={row.togglePaid}
        />
        <BookingPayments booking={booking} disabled={disabled} disabledReason={disabledReason} />
        <AdvanceBadge advance={booking.managerAdvance} />
      </td>
      <td>
        <YesNoToggle
          label={text.cancelled}
          value={booking.cancelled}
          disabled={disabled}
          onToggle={row.toggleCancelled}
        />
        {offersNoShow(booking) && (
          <span className="adm-stack adm-no-show">
            <span aria-hidden="true">{text.columns.noShow}</span>
            <YesNoToggle label={text.noShow} value={booking.noShow} disabled={disabled} onToggle={row.toggleNoShow} />
          </span>
        )}
      </td>
      <td className="adm-nowrap">
        {format.dateTimeParts(booking.createdAt).map((part) => (
          <span key={part} className="adm-stack">
            {part}
          </span>
        ))}
      </td>
      <td>
        <DeleteButton disabled={disabled} onDelete={row.remove} what={describeBooking(booking)} />
        <BookingHistory bookingId={booking._id} />
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
  const { database: text, format } = useAdminText();
  const row = useBookingRowActions(booking);
  const disabled = row.busy || disabledReason !== null;
  return (
    <article
      className={`adm-card${booking.cancelled ? ' is-cancelled' : ''}`}
      data-booking-id={booking._id}
      aria-label={text.cardLabel(booking.name, booking.date, booking.time)}
      aria-busy={row.busy}
    >
      <dl className="adm-fields">
        <div>
          <dt>{text.columns.bookingId}</dt>
          <dd className="adm-mono">{booking._id}</dd>
        </div>
        <div>
          <dt>{text.columns.date}</dt>
          <dd>{format.shortDate(booking.date)}</dd>
        </div>
        <div>
          <dt>{text.columns.time}</dt>
          <dd>{format.slotTime(booking.time)}</dd>
        </div>
        <div>
          <dt>{text.columns.name}</dt>
          <dd>{booking.name}</dd>
        </div>
        <div>
          <dt>{text.columns.phone}</dt>
          <dd>
            <PhoneLink phone={booking.phone} />
          </dd>
        </div>
        <div>
          <dt>{text.columns.price}</dt>
          <dd>{format.priceNumber(booking.price)}</dd>
        </div>
        <div>
          <dt>{text.columns.createdAt}</dt>
          <dd>{format.dateTime(booking.createdAt)}</dd>
        </div>
      </dl>
      <AdvanceBadge advance={booking.managerAdvance} />
      <BookingCardControls booking={booking} row={row} disabled={disabled} disabledReason={disabledReason} />
      {row.error && (
        <p className="adm-error" role="alert">
          {row.error}
        </p>
      )}
    </article>
  );
}
