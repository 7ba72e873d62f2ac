import type { Booking } from '@turf/sync-contract/schemas';
import type { BookingRowActions } from './booking-actions';

/** A Yes/No switch for PAID or CANCELLED; its pressed state is the booking's value as the server last gave it. */
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
  return (
    <button
      type="button"
      className={`adm-toggle ${value ? 'adm-toggle--yes' : 'adm-toggle--no'}`}
      aria-pressed={value}
      disabled={disabled}
      onClick={onToggle}
    >
      <span className="adm-sr-only">{label}: </span>
      {value ? 'Yes' : 'No'}
    </button>
  );
}

export function DeleteButton({ disabled, onDelete, what }: { disabled: boolean; onDelete: () => void; what: string }) {
  return (
    <button type="button" className="adm-button adm-button--delete" disabled={disabled} onClick={onDelete}>
      Delete<span className="adm-sr-only"> booking of {what}</span>
    </button>
  );
}

/**
 * A booking card's PAID and CANCELLED switches and Delete, one owner for the Database's phone card and the schedule
 * board's booked slot. `cancelledLocked`: a cancelled booking whose slot is taken again cannot be restored.
 */
export function BookingCardControls({
  booking,
  row,
  disabled,
  cancelledLocked = false,
}: {
  booking: Booking;
  row: BookingRowActions;
  disabled: boolean;
  cancelledLocked?: boolean;
}) {
  return (
    <div className="adm-card__toggles">
      <div className="adm-toggle-field">
        <span aria-hidden="true">PAID</span>
        <YesNoToggle label="Paid" value={booking.paid} disabled={disabled} onToggle={row.togglePaid} />
      </div>
      <div className="adm-toggle-field">
        <span aria-hidden="true">CANCELLED</span>
        <YesNoToggle
          label="Cancelled"
          value={booking.cancelled}
          disabled={disabled || cancelledLocked}
          onToggle={row.toggleCancelled}
        />
      </div>
      <DeleteButton disabled={disabled} onDelete={row.remove} what={describeBooking(booking)} />
    </div>
  );
}

/** How a booking is named to a screen reader beside its controls. */
export function describeBooking(booking: Booking): string {
  return `${booking.name}, ${booking.date} ${booking.time}`;
}
