import type { Sql } from '../db/database';
import { isUniqueViolation } from './unique-violation';

const TRANSACTION_ID = /^[A-Z0-9]{8,20}$/;

/** What a bKash refund is asked for: the booking's completed bKash payment and how much of it may still go back. */
export type RefundStart =
  | { outcome: 'started'; attemptId: string; paymentId: string; trxId: string }
  | { outcome: 'booking-not-found' }
  | { outcome: 'not-paid-online' }
  /** An earlier attempt is in flight or got no answer: asking again could give the money back twice. */
  | { outcome: 'unconfirmed' }
  | { outcome: 'over-paid'; refundable: number };

/**
 * Refunds given back through bKash (issue 30, decision 089). Each is an attempt row written before bKash is called and
 * settled by its answer: `refunded` with the refund recorded in `refunds` (method bkash, bKash's refundTrxID) in the
 * same transaction, `refused`, or `unknown` when no answer came. A payment has at most one attempt `sent` or `unknown`
 * (a unique index), so no answer, retry or second tap asks bKash to give the same money back twice.
 */
export function bkashRefundsRepository(sql: Sql) {
  function startIn(bookingId: string, amount: number): Promise<RefundStart> {
    return sql.begin(async (tx): Promise<RefundStart> => {
      // Locked as payments and refunds lock it, so what it holds is read once for this refund.
      const [booking] = await tx<{ held: string }[]>`
          select coalesce((select sum(amount) from payments where booking_id = b.id), 0)
            - coalesce((select sum(amount) from refunds where booking_id = b.id), 0) as held
          from bookings b where b.id = ${bookingId} for update`;
      if (!booking) return { outcome: 'booking-not-found' };
      const [paid] = await tx<{ paymentId: string; trxId: string; left: number; open: boolean }[]>`
          select p.payment_id as "paymentId", p.trx_id as "trxId",
            p.amount - coalesce((select sum(t.amount) from bkash_refund_attempts t
              where t.payment_id = p.payment_id and t.state = 'refunded'), 0)::int as left,
            exists (select 1 from bkash_refund_attempts t
              where t.payment_id = p.payment_id and t.state in ('sent', 'unknown')) as open
          from bkash_payments p where p.request_id = ${bookingId} and p.state = 'completed'`;
      if (!paid) return { outcome: 'not-paid-online' };
      if (paid.open) return { outcome: 'unconfirmed' };
      const refundable = Math.max(0, Math.min(paid.left, Number(booking.held)));
      if (amount > refundable) return { outcome: 'over-paid', refundable };
      const [attempt] = await tx<{ id: string }[]>`
          insert into bkash_refund_attempts (payment_id, booking_id, amount)
          values (${paid.paymentId}, ${bookingId}, ${amount}) returning id`;
      if (!attempt) throw new Error('The refund attempt was not stored');
      return { outcome: 'started', attemptId: attempt.id, paymentId: paid.paymentId, trxId: paid.trxId };
    });
  }

  return {
    /** Claims the refund before bKash is asked: refused here when it could not or must not be asked. */
    async start(bookingId: string, amount: number): Promise<RefundStart> {
      try {
        return await startIn(bookingId, amount);
      } catch (error) {
        // Another tap's attempt got in first (the one-open index): this one asks nothing.
        if (isUniqueViolation(error)) return { outcome: 'unconfirmed' };
        throw error;
      }
    },

    /**
     * bKash gave the money back: the refund recorded on the booking, by the manager who asked (the trail's
     * `refund.added`), and the attempt closed, together.
     */
    async refunded(attemptId: string, refundTrxId: string): Promise<void> {
      const trxId = refundTrxId.toUpperCase();
      // Kept as the refund's transaction ID when it has the payments' shape, else in its note (the money moved).
      const shaped = TRANSACTION_ID.test(trxId);
      await sql.begin(async (tx) => {
        const [attempt] = await tx<{ bookingId: string; amount: number }[]>`
          update bkash_refund_attempts set state = 'refunded', refund_trx_id = ${trxId}
          where id = ${attemptId} and state = 'sent'
          returning booking_id as "bookingId", amount`;
        if (!attempt) throw new Error(`The bKash refund attempt ${attemptId} was settled already`);
        await tx`
          insert into refunds (booking_id, amount, method, transaction_id, note)
          values (${attempt.bookingId}, ${attempt.amount}, 'bkash', ${shaped ? trxId : null},
            ${shaped ? 'Refunded through bKash' : `Refunded through bKash, refund trxID ${trxId}`})`;
      });
    },

    /** bKash said no (`refused`: nothing moved) or gave no answer (`unknown`: blocks another until resolved). */
    async ended(attemptId: string, state: 'refused' | 'unknown'): Promise<void> {
      await sql`update bkash_refund_attempts set state = ${state} where id = ${attemptId} and state = 'sent'`;
    },
  };
}

export type BkashRefundsRepository = ReturnType<typeof bkashRefundsRepository>;
