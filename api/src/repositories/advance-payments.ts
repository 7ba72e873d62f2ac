import type { AdvanceStanding, Booking } from '@turf/sync-contract/schemas';
import type { Sql } from '../db/database';
import { requestWaitingAt } from './booking-requests';
import { type BookingRow, bookingColumns, toIso } from './rows';
import { isUniqueViolation, slotHolder } from './unique-violation';

/** Who the audit trail names for what a bKash callback does (decision 086). */
export const BKASH_ACTOR = 'bKash';

export type HoldToPay =
  | { outcome: 'live'; amount: number; phone: string }
  | { outcome: 'not-found' }
  /** No hold, or it left `holding` (lapsed, paid, released), or its time ran out. */
  | { outcome: 'lapsed' };

export interface StartedPayment {
  requestId: string;
  amount: number;
  state: 'created' | 'completed' | 'failed' | 'refund-due' | 'refunded';
  trxId: string | null;
}

export type SettleOutcome =
  | { outcome: 'paid'; requestId: string; booking: Booking | null }
  /** Settled before (a replay of the callback, or a concurrent one that got there first). */
  | { outcome: 'settled-before'; requestId: string; state: StartedPayment['state'] }
  /** bKash's amount is not the one asked: nothing is recorded, the payment is left for the manager to look at. */
  | { outcome: 'wrong-amount'; requestId: string }
  /** The money came but the request can no longer be booked: to be given back. */
  | { outcome: 'refund-due'; requestId: string; trxId: string; amount: number }
  | { outcome: 'not-found' };

export type ReportOutcome =
  | { outcome: 'reported' }
  | { outcome: 'not-found' }
  | { outcome: 'not-waiting' }
  | { outcome: 'already-reported' }
  /** More than the request's price: a mistyped amount, which the booking could not take (payments' cap). */
  | { outcome: 'over-price' }
  | { outcome: 'duplicate' };

/** Thrown inside the settling savepoint: the booking cannot be made, so the money is to go back. */
class CannotBook extends Error {}

/**
 * The advance of issue 30 (decision 086): holds, bKash payments and advances reported by hand. The hold's clock is
 * the database's (`payment_hold_live`), so every process and the lapse job agree; the request's own rules (waiting,
 * slot not started) keep the app's clock, as everywhere else.
 */
export function advancePaymentsRepository(sql: Sql, clock: () => Date) {
  return {
    /** The hold a bKash payment may be started for: only a live one, of a request still waiting. */
    async holdToPay(requestId: string): Promise<HoldToPay> {
      const [row] = await sql<{ phone: string; amount: number | null; live: boolean | null; waiting: boolean }[]>`
        select r.phone, h.amount, h.state = 'holding' and payment_hold_live(h.request_id, h.expires_at) as live,
          ${requestWaitingAt(sql, clock())} as waiting
        from booking_requests r left join payment_holds h on h.request_id = r.id
        where r.id = ${requestId}`;
      if (!row) return { outcome: 'not-found' };
      if (row.live !== true || row.amount === null || !row.waiting) return { outcome: 'lapsed' };
      return { outcome: 'live', amount: row.amount, phone: row.phone };
    },

    async recordStarted(paymentId: string, requestId: string, amount: number): Promise<void> {
      await sql`insert into bkash_payments (payment_id, request_id, amount) values (${paymentId}, ${requestId}, ${amount})`;
    },

    async payment(paymentId: string): Promise<StartedPayment | null> {
      const [row] = await sql<StartedPayment[]>`
        select request_id as "requestId", amount, state, trx_id as "trxId"
        from bkash_payments where payment_id = ${paymentId}`;
      return row ?? null;
    },

    /**
     * bKash said `Completed` for `paymentId` with `trxId` and `amount` (execute or a status query, never the
     * callback). In one transaction: the payment row locked (so replays and concurrent callbacks settle it once), then
     * the hold paid, the request confirmed, its booking made and the payment recorded on it, by bKash in the trail.
     * When the booking cannot be made (the hold lapsed and the slot was taken, or the request was decided), only the
     * payment is marked `refund-due`, for the caller to give the money back.
     */
    async settle(paymentId: string, paid: { trxId: string; amount: number }): Promise<SettleOutcome> {
      const now = clock();
      return sql.begin(async (tx): Promise<SettleOutcome> => {
        await tx`select set_config('turf.actor', ${BKASH_ACTOR}, true)`;
        const [payment] = await tx<{ requestId: string; amount: number; state: StartedPayment['state'] }[]>`
          select request_id as "requestId", amount, state from bkash_payments where payment_id = ${paymentId}
          for update`;
        if (!payment) return { outcome: 'not-found' };
        const { requestId } = payment;
        if (payment.state !== 'created' && payment.state !== 'failed') {
          return { outcome: 'settled-before', requestId, state: payment.state };
        }
        if (paid.amount !== payment.amount) return { outcome: 'wrong-amount', requestId };
        const trxId = paid.trxId.toUpperCase();
        let booking: Booking | null = null;
        try {
          booking = await tx.savepoint(async (sp) => {
            // Paid first: the hold lets its slot go, and the booking below claims it in the same transaction. A
            // lapsed hold is paid too when its slot is still free.
            await sp`update payment_holds set state = 'paid' where request_id = ${requestId} and state in ('holding', 'lapsed')`;
            const [confirmed] = await sp`
              update booking_requests set status = 'confirmed', decided_at = clock_timestamp()
              where id = ${requestId} and ${requestWaitingAt(sql, now)}
              returning id`;
            let made: Booking | null = null;
            if (confirmed) {
              const [row] = await sp<BookingRow[]>`
                insert into bookings (id, date, slot_id, time, name, phone, price)
                select id, date, slot_id, time, name, phone, price from booking_requests where id = ${requestId}
                returning ${bookingColumns(sql)}`;
              if (!row) throw new Error(`Booking for request ${requestId} was not created`);
              made = toIso(row);
            } else {
              // Decided meanwhile: the money is kept only when the manager confirmed it (a booking that stands).
              const [standing] = await sp`select 1 from bookings where id = ${requestId} and not cancelled`;
              if (!standing) throw new CannotBook();
            }
            await sp`
              insert into payments (booking_id, amount, method, transaction_id, note)
              values (${requestId}, ${paid.amount}, 'bkash', ${trxId}, 'bKash online advance')`;
            await sp`
              update bkash_payments set state = 'completed', trx_id = ${trxId}, completed_at = clock_timestamp()
              where payment_id = ${paymentId}`;
            return made;
          });
        } catch (error) {
          if (!(error instanceof CannotBook) && slotHolder(error) === null) throw error;
          await tx`
            update bkash_payments set state = 'refund-due', trx_id = ${trxId}, completed_at = clock_timestamp()
            where payment_id = ${paymentId}`;
          return { outcome: 'refund-due', requestId, trxId, amount: paid.amount };
        }
        return { outcome: 'paid', requestId, booking };
      });
    },

    /** bKash gave the money back: its refund trxID kept, in the trail as `bkash.refunded`. */
    async markRefunded(paymentId: string, refundTrxId: string): Promise<void> {
      await sql.begin(async (tx) => {
        await tx`select set_config('turf.actor', ${BKASH_ACTOR}, true)`;
        await tx`
          update bkash_payments set state = 'refunded', refund_trx_id = ${refundTrxId}
          where payment_id = ${paymentId} and state = 'refund-due'`;
      });
    },

    /** The lapse job: lets the hold go if its time is up (and no advance was reported); a no-op otherwise. */
    async lapse(requestId: string): Promise<{ date: string } | null> {
      const [row] = await sql<{ date: string }[]>`
        update payment_holds set state = 'lapsed'
        where request_id = ${requestId} and state = 'holding' and not payment_hold_live(request_id, expires_at)
        returning date`;
      return row ?? null;
    },

    /**
     * An advance sent by hand, for a request still waiting: from then its hold no longer lapses (decision 086). The
     * transaction ID is refused when it is reported or recorded as a payment already, by the same method.
     */
    async report(
      requestId: string,
      advance: { method: string; transactionId: string; amount: number },
    ): Promise<ReportOutcome> {
      const transactionId = advance.transactionId.toUpperCase();
      try {
        return await sql.begin(async (tx): Promise<ReportOutcome> => {
          const [request] = await tx<{ waiting: boolean; reported: boolean; price: number }[]>`
            select ${requestWaitingAt(sql, clock())} as waiting, price,
              exists (select 1 from advance_reports where request_id = ${requestId}) as reported
            from booking_requests where id = ${requestId}`;
          if (!request) return { outcome: 'not-found' };
          if (request.reported) return { outcome: 'already-reported' };
          if (!request.waiting) return { outcome: 'not-waiting' };
          if (advance.amount > request.price) return { outcome: 'over-price' };
          const [recorded] = await tx`
            select 1 from payments where method = ${advance.method} and transaction_id = ${transactionId}`;
          if (recorded) return { outcome: 'duplicate' };
          await tx`
            insert into advance_reports (request_id, method, transaction_id, amount)
            values (${requestId}, ${advance.method}, ${transactionId}, ${advance.amount})`;
          return { outcome: 'reported' };
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const { constraint_name: constraint } = error as { constraint_name?: unknown };
        return constraint === 'advance_reports_pkey' ? { outcome: 'already-reported' } : { outcome: 'duplicate' };
      }
    },

    /** Where a request's advance stands for its visitor; null when none was asked or reported. */
    async standing(requestId: string): Promise<AdvanceStanding | null> {
      const [row] = await sql<
        {
          holdState: string | null;
          holdAmount: number | null;
          expiresAt: Date | null;
          live: boolean | null;
          reportAmount: number | null;
          refunded: boolean;
        }[]
      >`
        select h.state as "holdState", h.amount as "holdAmount", h.expires_at as "expiresAt",
          payment_hold_live(h.request_id, h.expires_at) as live, a.amount as "reportAmount",
          exists (select 1 from bkash_payments b where b.request_id = r.id and b.state in ('refund-due', 'refunded'))
            and not exists (select 1 from bkash_payments b where b.request_id = r.id and b.state = 'completed')
            as refunded
        from booking_requests r
        left join payment_holds h on h.request_id = r.id
        left join advance_reports a on a.request_id = r.id
        where r.id = ${requestId}`;
      if (!row) return null;
      const amount = row.holdAmount ?? row.reportAmount;
      if (amount === null) return null;
      if (row.refunded) return { state: 'refunded', amount };
      if (row.holdState === 'paid') return { state: 'paid', amount };
      if (row.reportAmount !== null) return { state: 'reported', amount: row.reportAmount };
      if (row.holdState === 'holding' && row.live === true && row.expiresAt !== null) {
        return { state: 'holding', amount, expiresAt: row.expiresAt.toISOString() };
      }
      if (row.holdState === 'holding' || row.holdState === 'lapsed') return { state: 'lapsed', amount };
      return null;
    },
  };
}

export type AdvancePaymentsRepository = ReturnType<typeof advancePaymentsRepository>;
