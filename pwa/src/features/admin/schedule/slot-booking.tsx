import type { Booking } from '@turf/sync-contract/schemas';
import { useEffect, useRef, useState } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import { useBookingRowActions } from '../bookings/booking-actions';
import { BookingCardControls } from '../bookings/booking-controls';
import { useDescribeBooking } from '../bookings/use-describe-booking';
import { AdvanceBadge } from '../shared/advance-badge';
import { describeFailure } from '../shared/describe-failure';
import { focusFirstControl, focusIsLost } from '../shared/focus';
import { PhoneLink } from '../shared/phone-link';
import { useQuestion } from '../shared/question-dialog';
import { useCancelSeries } from './api/cancel-series';
import { PaymentWords } from './payment-words';

export interface SlotBookingProps {
  booking: Booking;
  /** Server actions are off (offline): why, or null. */
  disabledReason: string | null;
  /** Another booking or a block holds the slot now: a cancelled booking cannot come back. */
  slotTakenByOther: boolean;
}

/**
 * A booking in a slot of the board: who, their phone, the price and whether it is paid, with the Database's own
 * controls (the same hook and buttons) and, for a weekly series, `Cancel the rest of the series`.
 */
export function SlotBooking({ booking, disabledReason, slotTakenByOther }: SlotBookingProps) {
  const admin = useAdminText();
  const { slotBooking: text, format } = admin;
  const row = useBookingRowActions(booking);
  const cancelSeries = useCancelSeries();
  const [seriesNotice, setSeriesNotice] = useState<string | null>(null);
  const seriesButton = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const question = useQuestion();
  const disabled = row.busy || cancelSeries.isPending || disabledReason !== null;
  const restoreBlocked = booking.cancelled && slotTakenByOther;
  const what = useDescribeBooking()(booking);

  // A refused series cancel keeps its button: focus, dropped while it was disabled, goes back to it.
  useEffect(() => {
    if (cancelSeries.isError && focusIsLost()) seriesButton.current?.focus();
  }, [cancelSeries.isError]);

  function cancelRest() {
    if (booking.seriesId === null) return;
    setSeriesNotice(null);
    cancelSeries.mutate(
      { seriesId: booking.seriesId, from: booking.date },
      {
        onSuccess: (cancelled) => setSeriesNotice(text.cancelledSeries(cancelled.length, booking.date)),
      },
    );
  }

  const error = row.error ?? (cancelSeries.error ? describeFailure(cancelSeries.error, admin) : null);
  return (
    <div
      ref={containerRef}
      className={`adm-slot-booking${booking.cancelled ? ' is-cancelled' : ''}`}
      data-booking-id={booking._id}
      aria-busy={row.busy || cancelSeries.isPending}
    >
      <p className="adm-slot-booking__who">
        <strong>{booking.name}</strong>
        {booking.cancelled ? (
          <span className="adm-tag adm-tag--cancelled">{text.cancelled}</span>
        ) : (
          <span className={booking.paid ? 'adm-tag adm-tag--paid' : 'adm-tag adm-tag--unpaid'}>
            <PaymentWords booking={booking} />
          </span>
        )}
        {booking.seriesId !== null && <span className="adm-tag">{text.weekly}</span>}
      </p>
      <AdvanceBadge advance={booking.managerAdvance} />
      <dl className="adm-fields adm-fields--compact">
        <div>
          <dt>{text.phone}</dt>
          <dd>
            <PhoneLink phone={booking.phone} />
          </dd>
        </div>
        <div>
          <dt>{text.price}</dt>
          <dd>{format.price(booking.price)}</dd>
        </div>
        <div>
          <dt>{admin.common.bookingId}</dt>
          <dd className="adm-mono">{booking._id}</dd>
        </div>
        <div>
          <dt>{text.madeBy}</dt>
          <dd>{booking.source === 'manager' ? text.byManager : text.byVisitor}</dd>
        </div>
        {booking.note && (
          <div className="adm-fields__wide">
            <dt>{text.note}</dt>
            <dd>{booking.note}</dd>
          </div>
        )}
      </dl>
      <BookingCardControls
        booking={booking}
        row={row}
        disabled={disabled}
        disabledReason={disabledReason}
        cancelledLocked={restoreBlocked}
      />
      {restoreBlocked && <p className="adm-muted adm-small">{text.cannotRestore}</p>}
      {booking.seriesId !== null && !booking.cancelled && (
        <button
          ref={seriesButton}
          type="button"
          className="adm-button adm-button--reject adm-button--wide adm-slot-booking__series"
          disabled={disabled}
          onClick={() =>
            question.ask({
              title: text.cancelRest,
              question: text.cancelSeriesQuestion,
              yes: text.cancelRestYes,
              no: text.keepSeries,
              go: cancelRest,
              fallbackFocus: () => focusFirstControl(containerRef.current),
            })
          }
        >
          {text.cancelRest}
          <span className="adm-sr-only">: {what}</span>
        </button>
      )}
      {question.dialog}
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
