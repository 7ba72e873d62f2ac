import type { Booking } from '@turf/sync-contract/schemas';
import { useRef } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import { BookingHistory } from '../activity/booking-history';
import { focusFirstControl } from '../shared/focus';
import { useQuestion } from '../shared/question-dialog';
import { type BookingRowActions, offersNoShow } from './booking-actions';
import { BookingPayments } from './booking-payments';
import { useDescribeBooking } from './use-describe-booking';
import './bookings.css';

/** A Yes/No switch for PAID, CANCELLED or NO-SHOW; its pressed state is the booking's value as the server last gave it. */
export function YesNoToggle({
  label,
  value,
  disabled,
  onToggle,
}: {
  label: string;
  value: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const text = useAdminText().database;
  return (
    <button
      type="button"
      className={`adm-toggle ${value ? 'adm-toggle--yes' : 'adm-toggle--no'}`}
      aria-pressed={value}
      disabled={disabled}
      onClick={onToggle}
    >
      <span className="adm-sr-only">{label}: </span>
      {value ? text.yes : text.no}
    </button>
  );
}

/** Delete, asked first in the panel's own dialog: `onDelete` runs after `Delete booking`. */
export function DeleteButton({ disabled, onDelete, what }: { disabled: boolean; onDelete: () => void; what: string }) {
  const text = useAdminText().database;
  const question = useQuestion();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="adm-button adm-button--delete"
        disabled={disabled}
        onClick={() =>
          question.ask({
            title: `${text.delete}${text.deleteWhich(what)}`,
            question: text.deleteQuestion,
            yes: text.deleteYes,
            no: text.keepBooking,
            go: onDelete,
            // Delete was disabled meanwhile (a call of the row's, offline): the row's first control.
            fallbackFocus: () => focusFirstControl(button.current?.closest<HTMLElement>('[data-booking-id]') ?? null),
          })
        }
      >
        {text.delete}
        <span className="adm-sr-only">{text.deleteWhich(what)}</span>
      </button>
      {question.dialog}
    </>
  );
}

/**
 * A booking card's PAID and CANCELLED switches, Delete and payments, one owner for the Database's phone card and the
 * schedule board's booked slot. `cancelledLocked`: a cancelled booking whose slot is taken again cannot be restored.
 */
export function BookingCardControls({
  booking,
  row,
  disabled,
  disabledReason,
  cancelledLocked = false,
}: {
  booking: Booking;
  row: BookingRowActions;
  disabled: boolean;
  /** Server actions are off (offline): why, or null. */
  disabledReason: string | null;
  cancelledLocked?: boolean;
}) {
  const text = useAdminText().database;
  const what = useDescribeBooking()(booking);
  return (
    <div className="adm-card__toggles">
      <div className="adm-toggle-field">
        <span aria-hidden="true">{text.columns.paid}</span>
        {/* A cancelled booking owes nothing: PAID would record income that never came (decision 071). */}
        <YesNoToggle
          label={text.paid}
          value={booking.paid}
          disabled={disabled || booking.cancelled}
          onToggle={row.togglePaid}
        />
      </div>
      <div className="adm-toggle-field">
        <span aria-hidden="true">{text.columns.cancelled}</span>
        <YesNoToggle
          label={text.cancelled}
          value={booking.cancelled}
          disabled={disabled || cancelledLocked}
          onToggle={row.toggleCancelled}
        />
      </div>
      {offersNoShow(booking) && (
        <div className="adm-toggle-field">
          <span aria-hidden="true">{text.columns.noShow}</span>
          <YesNoToggle label={text.noShow} value={booking.noShow} disabled={disabled} onToggle={row.toggleNoShow} />
        </div>
      )}
      <DeleteButton disabled={disabled} onDelete={row.remove} what={what} />
      <BookingPayments booking={booking} disabled={disabled} disabledReason={disabledReason} />
      <BookingHistory bookingId={booking._id} />
    </div>
  );
}
