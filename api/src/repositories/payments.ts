import { isPaid, MARKED_PAID_NOTE, type PaymentMethod, receivableLeft } from '@turf/sync-contract/payments';
import type { Booking, BookingWithPayments, ManagerAdvance, Payment, Refund } from '@turf/sync-contract/schemas';
import type postgres from 'postgres';
import type { Sql } from '../db/database';
import type { PaymentInput, RefundInput } from '../lib/bookings/payment-rules';
import { managerAdvanceColumn, withManagerAdvance } from './manager-advance';
import { type BookingMoneyColumns, type BookingMoneyRow, bookingMoneyColumns, toIso } from './rows';
import { isUniqueViolation } from './unique-violation';

/** The unique index on (method, transaction_id) of migration 010. */
const ONE_PAYMENT_PER_TRANSACTION_ID = 'payments_method_transaction_id';

type PaymentRow = Omit<Payment, 'receivedAt'> & { receivedAt: Date };

export type AddPaymentOutcome =
  | { outcome: 'added'; booking: BookingWithPayments }
  | { outcome: 'booking-not-found' }
  /** A cancelled booking owes nothing (decision 071): it takes no payment. */
  | { outcome: 'cancelled' }
  /** It would take what the booking received past its cap (RECEIVED_MAX_TIMES_PRICE): `left` is what it can still take. */
  | { outcome: 'over-cap'; price: number; received: number; left: number }
  /** The method and transaction ID are recorded already, on `bookingId` (null if it was removed meanwhile). */
  | { outcome: 'duplicate'; bookingId: string | null };

export type RemovePaymentOutcome = 'removed' | 'booking-not-found' | 'payment-not-found';

export type AddRefundOutcome =
  | { outcome: 'added'; booking: BookingWithPayments }
  | { outcome: 'booking-not-found' }
  /** More than the booking holds (its payments less its refunds): `held` is what it holds. */
  | { outcome: 'over-received'; held: number };

export type RemoveRefundOutcome = 'removed' | 'booking-not-found' | 'refund-not-found';

export type KeepOutcome =
  | { outcome: 'updated'; booking: BookingWithPayments }
  | { outcome: 'booking-not-found' }
  | { outcome: 'not-cancelled' };

export type SetPaidOutcome =
  | { outcome: 'updated'; booking: BookingWithPayments }
  | { outcome: 'booking-not-found' }
  /** `paid: true` on a cancelled booking: it owes nothing, so nothing is recorded (decision 071). */
  | { outcome: 'cancelled' }
  /** `paid: false` on a booking paid by payments recorded one by one: the toggle removes only its own. */
  | { outcome: 'payments-recorded' };

/**
 * A booking with its payments and refunds, and the money the database derived for it in the same snapshot (`paid`,
 * `due`, `toRefund`: migrations 010 and 013, decisions 050 and 071): read with its row, never computed a second way.
 */
export function withPayments(
  booking: Booking & BookingMoneyColumns,
  payments: readonly Payment[],
  refunds: readonly Refund[],
): BookingWithPayments {
  return { ...booking, payments: [...payments], refunds: [...refunds] };
}

function toPayment(row: PaymentRow): Payment {
  return { ...row, receivedAt: row.receivedAt.toISOString() };
}

type RefundRow = Omit<Refund, 'refundedAt'> & { refundedAt: Date };

function toRefund(row: RefundRow): Refund {
  return { ...row, refundedAt: row.refundedAt.toISOString() };
}

type Reader = postgres.TransactionSql | Sql;

function paymentColumns(sql: Reader) {
  return sql`id, booking_id as "bookingId", amount, method, transaction_id as "transactionId",
    received_at as "receivedAt", note, made_by_toggle as "madeByToggle"`;
}

/** One booking's payments, oldest received first. */
async function paymentsOf(sql: Reader, bookingId: string): Promise<Payment[]> {
  const rows = await sql<PaymentRow[]>`
    select ${paymentColumns(sql)} from payments where booking_id = ${bookingId} order by received_at, recorded_at, id`;
  return rows.map(toPayment);
}

function refundColumns(sql: Reader) {
  return sql`id, booking_id as "bookingId", amount, method, refunded_at as "refundedAt", note`;
}

async function refundsOf(sql: Reader, bookingId: string): Promise<Refund[]> {
  const rows = await sql<RefundRow[]>`
    select ${refundColumns(sql)} from refunds where booking_id = ${bookingId} order by refunded_at, recorded_at, id`;
  return rows.map(toRefund);
}

function byBooking<T extends { bookingId: string }>(items: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const list = map.get(item.bookingId);
    if (list) list.push(item);
    else map.set(item.bookingId, [item]);
  }
  return map;
}

/**
 * The payments and refunds of the bookings named (every booking's when `ids` is null: the manager's whole list), by
 * booking, oldest first. Two queries whatever the number of bookings.
 */
export async function moneyByBooking(
  sql: Reader,
  ids: readonly string[] | null,
): Promise<{ payments: Map<string, Payment[]>; refunds: Map<string, Refund[]> }> {
  const only = ids === null ? sql`` : sql`where booking_id = any(${sql.array([...ids])}::text[])`;
  const payments = await sql<PaymentRow[]>`
    select ${paymentColumns(sql)} from payments ${only} order by received_at, recorded_at, id`;
  const refunds = await sql<RefundRow[]>`
    select ${refundColumns(sql)} from refunds ${only} order by refunded_at, recorded_at, id`;
  return { payments: byBooking(payments.map(toPayment)), refunds: byBooking(refunds.map(toRefund)) };
}

/**
 * Payments received for bookings. Every write locks the booking row first (`for update`), so the calls on one booking
 * (payments added and removed, the paid toggle) take turns: each reads the payments the one before it committed, and
 * the toggle's "what is due" is never stale. The database recomputes `bookings.paid` on each change (migration 010).
 */
export function paymentsRepository(sql: Sql) {
  const columns = bookingMoneyColumns(sql);

  async function lockBooking(tx: postgres.TransactionSql, bookingId: string): Promise<BookingMoneyRow | null> {
    const [row] = await tx<BookingMoneyRow[]>`select ${columns} from bookings where id = ${bookingId} for update`;
    return row ?? null;
  }

  /** The booking as it is now (its derived money recomputed by the change just made), with payments and refunds. */
  async function answer(tx: Reader, bookingId: string): Promise<BookingWithPayments | null> {
    const [row] = await tx<(BookingMoneyRow & { managerAdvance: ManagerAdvance | null })[]>`
      select ${columns}, ${managerAdvanceColumn(sql)} from bookings where id = ${bookingId}`;
    if (!row) return null;
    const { managerAdvance, ...booking } = row;
    // With the advance (decision 089), so a card the answer replaces keeps its badge.
    return withManagerAdvance({
      ...withPayments(toIso(booking), await paymentsOf(tx, bookingId), await refundsOf(tx, bookingId)),
      managerAdvance,
    });
  }

  async function answerOf(tx: Reader, bookingId: string): Promise<BookingWithPayments> {
    const booking = await answer(tx, bookingId);
    if (!booking) throw new Error(`booking ${bookingId} is gone within its own transaction`);
    return booking;
  }

  return {
    /** One booking with its payments (the answer to a cancel, un-cancel or no-show), or null if it was deleted. */
    async withPaymentsOf(booking: Pick<Booking, '_id'>): Promise<BookingWithPayments | null> {
      return sql.begin('isolation level repeatable read read only', (tx) => answer(tx, booking._id));
    },

    async add(bookingId: string, payment: PaymentInput): Promise<AddPaymentOutcome> {
      try {
        return await sql.begin(async (tx): Promise<AddPaymentOutcome> => {
          const booking = await lockBooking(tx, bookingId);
          if (!booking) return { outcome: 'booking-not-found' };
          if (booking.cancelled) return { outcome: 'cancelled' };
          // The database refuses it too (migration 012); checked here first to answer with the figures.
          const received = await paymentsOf(tx, bookingId);
          const left = receivableLeft(booking.price, received);
          if (payment.amount > left) {
            const sum = received.reduce((total, p) => total + p.amount, 0);
            return { outcome: 'over-cap', price: booking.price, received: sum, left };
          }
          await tx`
            insert into payments (booking_id, amount, method, transaction_id, received_at, note)
            values (${bookingId}, ${payment.amount}, ${payment.method}, ${payment.transactionId},
              ${payment.receivedAt}, ${payment.note})`;
          return { outcome: 'added', booking: await answerOf(tx, bookingId) };
        });
      } catch (error) {
        const { constraint_name: constraint } = error as { constraint_name?: unknown };
        if (!isUniqueViolation(error) || constraint !== ONE_PAYMENT_PER_TRANSACTION_ID) throw error;
        const [holder] = await sql<{ bookingId: string }[]>`
          select booking_id as "bookingId" from payments
          where method = ${payment.method} and transaction_id = ${payment.transactionId}`;
        return { outcome: 'duplicate', bookingId: holder?.bookingId ?? null };
      }
    },

    async remove(bookingId: string, paymentId: string): Promise<RemovePaymentOutcome> {
      return sql.begin(async (tx): Promise<RemovePaymentOutcome> => {
        if (!(await lockBooking(tx, bookingId))) return 'booking-not-found';
        const [row] = await tx`delete from payments where id = ${paymentId} and booking_id = ${bookingId} returning id`;
        return row ? 'removed' : 'payment-not-found';
      });
    },

    /** Money given back; the database refuses more than the booking holds too (migration 013). */
    async addRefund(bookingId: string, refund: RefundInput): Promise<AddRefundOutcome> {
      return sql.begin(async (tx): Promise<AddRefundOutcome> => {
        if (!(await lockBooking(tx, bookingId))) return { outcome: 'booking-not-found' };
        const [{ held } = { held: '0' }] = await tx<{ held: string }[]>`
          select coalesce((select sum(amount) from payments where booking_id = ${bookingId}), 0)
            - coalesce((select sum(amount) from refunds where booking_id = ${bookingId}), 0) as held`;
        if (refund.amount > Number(held)) return { outcome: 'over-received', held: Math.max(0, Number(held)) };
        await tx`
          insert into refunds (booking_id, amount, method, refunded_at, note)
          values (${bookingId}, ${refund.amount}, ${refund.method}, ${refund.refundedAt}, ${refund.note})`;
        return { outcome: 'added', booking: await answerOf(tx, bookingId) };
      });
    },

    async removeRefund(bookingId: string, refundId: string): Promise<RemoveRefundOutcome> {
      return sql.begin(async (tx): Promise<RemoveRefundOutcome> => {
        if (!(await lockBooking(tx, bookingId))) return 'booking-not-found';
        const [row] = await tx`delete from refunds where id = ${refundId} and booking_id = ${bookingId} returning id`;
        return row ? 'removed' : 'refund-not-found';
      });
    },

    /** A cancelled booking's money kept with why (null takes it back): then nothing is to refund. */
    async keep(bookingId: string, note: string | null): Promise<KeepOutcome> {
      return sql.begin(async (tx): Promise<KeepOutcome> => {
        const booking = await lockBooking(tx, bookingId);
        if (!booking) return { outcome: 'booking-not-found' };
        if (!booking.cancelled) return { outcome: 'not-cancelled' };
        await tx`update bookings set refund_kept_note = ${note} where id = ${bookingId}`;
        return { outcome: 'updated', booking: await answerOf(tx, bookingId) };
      });
    },

    /**
     * The spec's toggle on payments (issue 17). `true`: a cash payment of what is due, noted `Marked paid`, unless
     * nothing is due. `false`: removes the toggle's own payments from a paid booking; refused when others were recorded
     * one by one (removing them is the manager's deliberate act, one at a time); nothing to do on an unpaid booking.
     */
    async setPaid(bookingId: string, paid: boolean, now: Date): Promise<SetPaidOutcome> {
      return sql.begin(async (tx): Promise<SetPaidOutcome> => {
        const booking = await lockBooking(tx, bookingId);
        if (!booking) return { outcome: 'booking-not-found' };
        if (paid && booking.cancelled) return { outcome: 'cancelled' };
        // The locked row's figures are the database's, refunds counted (migration 013).
        const due = booking.due;
        if (paid && !isPaid(due)) {
          const cash: PaymentMethod = 'cash';
          await tx`
            insert into payments (booking_id, amount, method, received_at, note, made_by_toggle)
            values (${bookingId}, ${due}, ${cash}, ${now}, ${MARKED_PAID_NOTE}, true)`;
          return { outcome: 'updated', booking: await answerOf(tx, bookingId) };
        }
        if (!paid && booking.paid) {
          const payments = await paymentsOf(tx, bookingId);
          if (payments.some((p) => !p.madeByToggle)) return { outcome: 'payments-recorded' };
          await tx`delete from payments where booking_id = ${bookingId} and made_by_toggle`;
          return { outcome: 'updated', booking: await answerOf(tx, bookingId) };
        }
        return { outcome: 'updated', booking: await answerOf(tx, bookingId) };
      });
    },
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
