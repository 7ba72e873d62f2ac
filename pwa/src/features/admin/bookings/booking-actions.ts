import type { Booking, PatchBookingBody } from '@turf/sync-contract/schemas';
import { useState } from 'react';
import { describeFailure } from '../shared/describe-failure';

export const DELETE_QUESTION = 'Delete this booking permanently?';

/** What a row may ask of the server. Each resolves once the server agreed and throws with its reason otherwise. */
export interface BookingActions {
  update: (id: string, body: PatchBookingBody) => Promise<void>;
  remove: (id: string) => Promise<void>;
  /** Asks before a delete; window.confirm by default, replaceable in tests. */
  confirmDelete?: (question: string) => boolean;
}

/** One row's busy and error state, shared by the table row and the phone card. */
export function useBookingRowActions(booking: Booking, actions: BookingActions) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(call: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (failure) {
      setError(describeFailure(failure));
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    error,
    togglePaid: () => run(() => actions.update(booking._id, { paid: !booking.paid })),
    toggleCancelled: () => run(() => actions.update(booking._id, { cancelled: !booking.cancelled })),
    remove: () => {
      const ask = actions.confirmDelete ?? ((question: string) => window.confirm(question));
      if (!ask(DELETE_QUESTION)) return Promise.resolve();
      return run(() => actions.remove(booking._id));
    },
  };
}
