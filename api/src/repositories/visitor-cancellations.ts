import type { Sql } from '../db/database';
import { cancelKeyMatches } from '../lib/bookings/cancel-key';

export type VisitorCancelOutcome =
  /** Withdrawn now, or already cancelled (a retry after a lost answer): `date` is the slot's, for the caches. */
  | { outcome: 'cancelled'; date: string }
  | { outcome: 'not-found' }
  /** The key is not the one the request was made with, or it was made without one. */
  | { outcome: 'key-invalid' }
  /** A confirmed booking past the venue's cutoff, or a slot that has started. */
  | { outcome: 'too-late' }
  /** A pending request with an advance sent by hand: the manager must give the money back. */
  | { outcome: 'advance-reported' }
  /** Rejected or expired: nothing to cancel. */
  | { outcome: 'closed' };

interface CancelFacts {
  status: string;
  date: string;
  startsAt: Date;
  cancelKeyHash: Uint8Array | null;
  reported: boolean;
}

/**
 * A visitor cancels their own request or booking from the device that made it (issue 31, decision 092). In one
 * transaction with the request's row locked, so a manager's confirm or reject and the cancellation never both win; the
 * caller runs it as the `visitor` actor, so the audit trail and the manager's push say who.
 */
export function visitorCancellationsRepository(sql: Sql, clock: () => Date) {
  return {
    async cancel(id: string, cancelKey: string, cutoffHours: number): Promise<VisitorCancelOutcome> {
      return sql.begin(async (tx): Promise<VisitorCancelOutcome> => {
        const [facts] = await tx<CancelFacts[]>`
          select r.status, r.date, r.slot_starts_at as "startsAt", r.cancel_key_hash as "cancelKeyHash",
            exists (select 1 from advance_reports a where a.request_id = r.id) as reported
          from booking_requests r
          where r.id = ${id}
          for update`;
        if (!facts) return { outcome: 'not-found' };
        if (!cancelKeyMatches(cancelKey, facts.cancelKeyHash)) return { outcome: 'key-invalid' };
        const now = clock();
        switch (facts.status) {
          case 'cancelled':
            return { outcome: 'cancelled', date: facts.date };
          case 'pending': {
            // Past its start a pending request is expired, whether or not the sweep has written it (decision 019).
            if (facts.startsAt.getTime() <= now.getTime()) return { outcome: 'closed' };
            if (facts.reported) return { outcome: 'advance-reported' };
            await tx`update booking_requests set status = 'cancelled', decided_at = clock_timestamp() where id = ${id}`;
            return { outcome: 'cancelled', date: facts.date };
          }
          case 'confirmed': {
            // Read after the lock, in a statement of its own: a confirm that committed while this waited made the
            // booking, which a join in the locking statement would not see (it re-reads only the locked row).
            const [booking] = await tx<{ cancelled: boolean }[]>`
              select cancelled from bookings where id = ${id} for update`;
            // Cancelled or deleted by the manager meanwhile: it is what the visitor asks for already.
            if (!booking || booking.cancelled) return { outcome: 'cancelled', date: facts.date };
            if (now.getTime() > facts.startsAt.getTime() - cutoffHours * 3_600_000) return { outcome: 'too-late' };
            // As the manager's cancel does (bookings.setCancelled): a cancelled booking is no no-show.
            await tx`update bookings set cancelled = true, no_show = false where id = ${id}`;
            return { outcome: 'cancelled', date: facts.date };
          }
          default:
            return { outcome: 'closed' };
        }
      });
    },
  };
}

export type VisitorCancellationsRepository = ReturnType<typeof visitorCancellationsRepository>;
