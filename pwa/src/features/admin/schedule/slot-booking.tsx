import type { Booking } from '@turf/sync-contract/schemas';
import { useEffect, useRef, useState } from 'react';
import { useBookingRowActions } from '../bookings/booking-actions';
import { BookingCardControls, describeBooking } from '../bookings/booking-controls';
import { describeFailure } from '../shared/describe-failure';
import { focusIsLost } from '../shared/focus';
import { formatShortDate } from '../shared/format';
import { PhoneLink } from '../shared/phone-link';
import { useCancelSeries } from './api/cancel-series';

export const CANCEL_SERIES_QUESTION =
  'Cancel this booking and the later ones of its weekly series? They are kept in the Database, marked cancelled.';
/** Why a cancelled booking's `Cancelled` cannot be undone: the server would refuse it. */
export const CANNOT_RESTORE = 'The slot is taken again, so this booking cannot be restored.';

export interface SlotBookingProps {
  booking: Booking;
  /** Server actions are off (offline): why, or null. */
  disabledReason: string | null;
  /** Another booking or a block holds the slot now: a cancelled booking cannot come back. */
  slotTakenByOther: boolean;
}

function plural(count: number, one: string): string {
  return `${count} ${one}${count === 1 ? '' : 's'}`;
}

/**
 * A booking in a slot of the board: who, their phone, the price and whether it is paid, with the Database's own
 * controls (the same hook and buttons) and, for a weekly series, `Cancel the rest of the series`.
 */
export function SlotBooking({ booking, disabledReason, slotTakenByOther }: SlotBookingProps) {
  const row = useBookingRowActions(booking);
  const cancelSeries = useCancelSeries();
  const [seriesNotice, setSeriesNotice] = useState<string | null>(null);
  const seriesButton = useRef<HTMLButtonElement>(null);
  const disabled = row.busy || cancelSeries.isPending || disabledReason !== null;
  const restoreBlocked = booking.cancelled && slotTakenByOther;
  const what = describeBooking(booking);

  // A refused series cancel keeps its button: focus, dropped while it was disabled, goes back to it.
  useEffect(() => {
    if (cancelSeries.isError && focusIsLost()) seriesButton.current?.focus();
  }, [cancelSeries.isError]);

  function cancelRest() {
    if (booking.seriesId === null || !window.confirm(CANCEL_SERIES_QUESTION)) return;
    setSeriesNotice(null);
    cancelSeries.mutate(
      { seriesId: booking.seriesId, from: booking.date },
      {
        onSuccess: (cancelled) =>
          setSeriesNotice(
            `Cancelled ${plural(cancelled.length, 'booking')} of the series, from ${formatShortDate(booking.date)}.`,
          ),
      },
    );
  }

  const error = row.error ?? (cancelSeries.error ? describeFailure(cancelSeries.error) : null);
  return (
    <div
      className={`adm-slot-booking${booking.cancelled ? ' is-cancelled' : ''}`}
      data-booking-id={booking._id}
      aria-busy={row.busy || cancelSeries.isPending}
    >
      <p className="adm-slot-booking__who">
        <strong>{booking.name}</strong>
        {booking.cancelled ? (
          <span className="adm-tag adm-tag--cancelled">Cancelled</span>
        ) : (
          <span className={booking.paid ? 'adm-tag adm-tag--paid' : 'adm-tag adm-tag--unpaid'}>
            {booking.paid ? 'Paid' : 'Unpaid'}
          </span>
        )}
        {booking.seriesId !== null && <span className="adm-tag">Weekly</span>}
      </p>
      <dl className="adm-fields adm-fields--compact">
        <div>
          <dt>Phone</dt>
          <dd>
            <PhoneLink phone={booking.phone} />
          </dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>BDT {booking.price}</dd>
        </div>
        <div>
          <dt>Booking ID</dt>
          <dd className="adm-mono">{booking._id}</dd>
        </div>
        <div>
          <dt>Made by</dt>
          <dd>{booking.source === 'manager' ? 'The manager' : 'Visitor request'}</dd>
        </div>
        {booking.note && (
          <div className="adm-fields__wide">
            <dt>Note</dt>
            <dd>{booking.note}</dd>
          </div>
        )}
      </dl>
      <BookingCardControls booking={booking} row={row} disabled={disabled} cancelledLocked={restoreBlocked} />
      {restoreBlocked && <p className="adm-muted adm-small">{CANNOT_RESTORE}</p>}
      {booking.seriesId !== null && !booking.cancelled && (
        <button
          ref={seriesButton}
          type="button"
          className="adm-button adm-button--reject adm-button--wide adm-slot-booking__series"
          disabled={disabled}
          onClick={cancelRest}
        >
          Cancel the rest of the series
          <span className="adm-sr-only">: {what}</span>
        </button>
      )}
      {seriesNotice && (
        <p className="adm-notice" role="status">
          {seriesNotice}
        </p>
      )}
      {error && (
        <p className="adm-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
