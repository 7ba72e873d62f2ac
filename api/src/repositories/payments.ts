import { amountDue, isPaid, MARKED_PAID_NOTE, type PaymentMethod, receivableLeft } from '@turf/sync-contract/payments';
import type { Booking, BookingWithPayments, Payment } from '@turf/sync-contract/schemas';
import type postgres from 'postgres';
import type { Sql } from '../db/database';
import type { PaymentInput } from '../lib/bookings/payment-rules';
import { type BookingRow, bookingColumns, toIso } from './rows';
import { isUniqueViolation } from './unique-violation';

/** The unique index on (method, transaction_id) of migration 010. */
const ONE_PAYMENT_PER_TRANSACTION_ID = 'payments_method_transaction_id';

type PaymentRow = Omit<Payment, 'receivedAt'> & { receivedAt: Date };

export type AddPaymentOutcome =
  | { outcome: 'added'; booking: BookingWithPayments }
  | { outcome: 'booking-not-found' }
  /** It would take what the booking received past its cap (RECEIVED_MAX_TIMES_PRICE): `left` is what it can still take. */
  | { outcome: 'over-cap'; price: number; received: number; left: number }
  /** The method and transaction ID are recorded already, on `bookingId` (null if it was removed meanwhile). */
  | { outcome: 'duplicate'; bookingId: string | null };

export type RemovePaymentOutcome = 'removed' | 'booking-not-found' | 'payment-not-found';

export type SetPaidOutcome =
  | { outcome: 'updated'; booking: BookingWithPayments }
  | { outcome: 'booking-not-found' }
  /** `paid: false` on a booking paid by payments recorded one by one: the toggle removes only its own. */
  | { outcome: 'payments-recorded' };

/**
 * A booking with its payments, what is due, and `paid` derived from them (decision 050). The database keeps
 * `bookings.paid` equal to this; deriving it here as well means an answer can never show the two disagreeing.
 */
export function withPayments(booking: Booking, payments: readonly Payment[]): BookingWithPayments {
  const due = amountDue(booking.price, payments);
  return { ...booking, paid: isPaid(due), payments: [...payments], due };
}

function toPayment(row: PaymentRow): Payment {
  return { ...row, receivedAt: row.receivedAt.toISOString() };
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

/** Every payment, by booking, oldest received first (one query for the manager's whole list). */
export async function paymentsByBooking(sql: Reader): Promise<Map<string, Payment[]>> {
  const rows = await sql<
    PaymentRow[]
  >`select ${paymentColumns(sql)} from payments order by received_at, recorded_at, id`;
  const byBooking = new Map<string, Payment[]>();
  for (const row of rows) {
    const list = byBooking.get(row.bookingId);
    if (list) list.push(toPayment(row));
    else byBooking.set(row.bookingId, [toPayment(row)]);
  }
  return byBooking;
}

/**
 * Payments received for bookings. Every write locks the booking row first (`for update`), so the calls on one booking
 * (payments added and removed, the paid toggle) take turns: each reads the payments the one before it committed, and
 * the toggle's "what is due" is never stale. The database recomputes `bookings.paid` on each change (migration 010).
 */
export function paymentsRepository(sql: Sql) {
  const columns = bookingColumns(sql);

  async function lockBooking(tx: postgres.TransactionSql, bookingId: string): Promise<Booking | null> {
    const [row] = await tx<BookingRow[]>`select ${columns} from bookings where id = ${bookingId} for update`;
    return row ? toIso(row) : null;
  }

  async function answer(tx: postgres.TransactionSql, booking: Booking): Promise<BookingWithPayments> {
    return withPayments(booking, await paymentsOf(tx, booking._id));
  }

  return {
    /** One booking with its payments (the answer to a cancel or un-cancel). */
    async withPaymentsOf(booking: Booking): Promise<BookingWithPayments> {
      return withPayments(booking, await paymentsOf(sql, booking._id));
    },

    async add(bookingId: string, payment: PaymentInput): Promise<AddPaymentOutcome> {
      try {
        return await sql.begin(async (tx): Promise<AddPaymentOutcome> => {
          const booking = await lockBooking(tx, bookingId);
          if (!booking) return { outcome: 'booking-not-found' };
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
          return { outcome: 'added', booking: await answer(tx, booking) };
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

    /**
     * The spec's toggle on payments (issue 17). `true`: a cash payment of what is due, noted `Marked paid`, unless
     * nothing is due. `false`: removes the toggle's own payments from a paid booking; refused when others were recorded
     * one by one (removing them is the manager's deliberate act, one at a time); nothing to do on an unpaid booking.
     */
    async setPaid(bookingId: string, paid: boolean, now: Date): Promise<SetPaidOutcome> {
      return sql.begin(async (tx): Promise<SetPaidOutcome> => {
        const booking = await lockBooking(tx, bookingId);
        if (!booking) return { outcome: 'booking-not-found' };
        const payments = await paymentsOf(tx, bookingId);
        const due = amountDue(booking.price, payments);
        if (paid && !isPaid(due)) {
          const cash: PaymentMethod = 'cash';
          await tx`
            insert into payments (booking_id, amount, method, received_at, note, made_by_toggle)
            values (${bookingId}, ${due}, ${cash}, ${now}, ${MARKED_PAID_NOTE}, true)`;
          return { outcome: 'updated', booking: await answer(tx, booking) };
        }
        if (!paid && isPaid(due)) {
          if (payments.some((p) => !p.madeByToggle)) return { outcome: 'payments-recorded' };
          await tx`delete from payments where booking_id = ${bookingId} and made_by_toggle`;
          return { outcome: 'updated', booking: await answer(tx, booking) };
        }
        return { outcome: 'updated', booking: withPayments(booking, payments) };
      });
    },
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
