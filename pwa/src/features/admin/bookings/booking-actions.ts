import type { Booking } from '@turf/sync-contract/schemas';
import { useEffect, useRef } from 'react';
import { describeFailure } from '../shared/describe-failure';
import { focusIsLost } from '../shared/focus';
import { useDeleteBooking } from './api/delete-booking';
import { useUpdateBooking } from './api/update-booking';

export const DELETE_QUESTION = 'Delete this booking permanently?';

/** The control focus was on, to give it back after the call (the page itself does not count). */
function focusedControl(): HTMLElement | null {
  return !focusIsLost() && document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

export interface BookingRowActions {
  busy: boolean;
  error: string | null;
  togglePaid(): void;
  toggleCancelled(): void;
  remove(): void;
}

/** One row's toggles and Delete, with their busy and error state: shared by the table row and the phone card. */
export function useBookingRowActions(booking: Booking): BookingRowActions {
  const update = useUpdateBooking();
  const remove = useDeleteBooking();
  const busy = update.isPending || remove.isPending;
  const error = update.error ?? remove.error;
  const returnFocusTo = useRef<HTMLElement | null>(null);

  // The row's buttons are disabled while a call runs, which takes focus from the toggle pressed: give it back. A row
  // that left the list (deleted, or filtered out by the change) is the list's to handle (useFocusAfterRemoval).
  useEffect(() => {
    if (busy) return;
    const control = returnFocusTo.current;
    returnFocusTo.current = null;
    if (control?.isConnected && focusIsLost()) control.focus();
  }, [busy]);

  function toggle(body: { paid: boolean } | { cancelled: boolean }) {
    // One outcome at a time: Delete's earlier failure gives way to this attempt.
    remove.reset();
    returnFocusTo.current = focusedControl();
    update.mutate({ id: booking._id, body });
  }

  return {
    busy,
    error: error ? describeFailure(error) : null,
    togglePaid: () => toggle({ paid: !booking.paid }),
    toggleCancelled: () => toggle({ cancelled: !booking.cancelled }),
    remove: () => {
      if (!window.confirm(DELETE_QUESTION)) return;
      update.reset();
      returnFocusTo.current = focusedControl();
      remove.mutate(booking._id);
    },
  };
}
