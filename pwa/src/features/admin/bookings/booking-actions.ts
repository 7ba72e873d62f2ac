import type { Booking, PatchBookingBody } from '@turf/sync-contract/schemas';
import { hasSlotStarted } from '@turf/sync-contract/time';
import { useEffect, useRef } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import { describeFailure } from '../shared/describe-failure';
import { focusIsLost } from '../shared/focus';
import { useDeleteBooking } from './api/delete-booking';
import { useUpdateBooking } from './api/update-booking';

/** The control focus was on, to give it back after the call (the page itself does not count). */
function focusedControl(): HTMLElement | null {
  return !focusIsLost() && document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

export interface BookingRowActions {
  busy: boolean;
  error: string | null;
  togglePaid(): void;
  toggleCancelled(): void;
  toggleNoShow(): void;
  /** Deletes at once: `DeleteButton` asks first, in the panel's own dialog. */
  remove(): void;
}

/**
 * Whether the NO-SHOW toggle is offered: once the slot has started, for an active booking (the server refuses the
 * rest), and always while marked, so a mark made by mistake can be taken back.
 */
export function offersNoShow(booking: Booking, now: Date = new Date()): boolean {
  return booking.noShow || (!booking.cancelled && hasSlotStarted(booking.date, booking.slotId, now));
}

/** One row's toggles and Delete, with their busy and error state: shared by the table row and the phone card. */
export function useBookingRowActions(booking: Booking): BookingRowActions {
  const admin = useAdminText();
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

  function toggle(body: PatchBookingBody) {
    // One outcome at a time: Delete's earlier failure gives way to this attempt.
    remove.reset();
    returnFocusTo.current = focusedControl();
    update.mutate({ id: booking._id, body });
  }

  return {
    busy,
    error: error ? describeFailure(error, admin) : null,
    togglePaid: () => toggle({ paid: !booking.paid }),
    toggleCancelled: () => toggle({ cancelled: !booking.cancelled }),
    toggleNoShow: () => toggle({ noShow: !booking.noShow }),
    remove: () => {
      update.reset();
      returnFocusTo.current = focusedControl();
      remove.mutate(booking._id);
    },
  };
}
