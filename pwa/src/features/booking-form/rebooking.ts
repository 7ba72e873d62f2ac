import { bookableDateProblem } from '@turf/sync-contract/time';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useBookingFormStore } from './booking-form-store';

/**
 * "Pick another slot" for a refused request opens `/slots?rebook=ID`. The ID rides in the address, not in memory:
 * a reload of the slots page still rebooks (the form fills again, the old request still goes once the new one is
 * accepted), and the address is all that carries it from `/my-requests`, so no store has to be shared for it.
 */
const REBOOK_PARAM = 'rebook';

export function rebookingPath(id: string): string {
  return `/slots?${REBOOK_PARAM}=${encodeURIComponent(id)}`;
}

export interface Rebooking {
  /** The Booking ID of the refused request the form is making again. */
  replaces: string;
  /** The new request was accepted: the page stops rebooking (a next request there is a new one). */
  end(): void;
}

/** The slots page's rebooking, read from its address; null when it is an ordinary booking. */
export function useRebooking(): Rebooking | null {
  const [params, setParams] = useSearchParams();
  const replaces = params.get(REBOOK_PARAM);
  return useMemo(
    () =>
      replaces
        ? {
            replaces,
            end: () =>
              setParams(
                (current) => {
                  current.delete(REBOOK_PARAM);
                  return current;
                },
                { replace: true },
              ),
          }
        : null,
    [replaces, setParams],
  );
}

/**
 * Puts the refused request's name, phone and (when still bookable) date back in the form, once per rebooking. The
 * outbox (and Dexie) load only here, after the page is up, as they do on the first submit.
 */
export function useRebookingDraft(replaces: string | null): void {
  useEffect(() => {
    if (replaces === null) return;
    let current = true;
    void import('../../outbox')
      .then((outbox) => outbox.getRebookDraft(replaces))
      .then((draft) => {
        if (!current || !draft) return;
        useBookingFormStore.getState().beginRebooking({
          name: draft.name,
          phone: draft.phone,
          date: bookableDateProblem(draft.date) === null ? draft.date : null,
        });
      });
    return () => {
      current = false;
    };
  }, [replaces]);
}
