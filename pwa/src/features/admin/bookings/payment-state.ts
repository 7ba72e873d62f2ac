import { bookingMoney } from '@turf/sync-contract/payments';
import type { Booking } from '@turf/sync-contract/schemas';

/**
 * What is still owed on a booking, or null when the copy shown does not carry its payments (the schedule board's
 * answer, a device copy saved before payments existed): then only `paid` is known, not how much is left.
 */
export function dueOf(booking: Booking): number | null {
  if (booking.due !== undefined) return booking.due;
  if (booking.cancelled) return 0;
  return booking.payments === undefined ? null : bookingMoney(booking, booking.payments, booking.refunds).due;
}

/** Whether a booking still owes money: never a cancelled one (decision 071); else its due, or `paid` when unknown. */
export function owesMoney(booking: OwedFacts): boolean {
  if (booking.cancelled) return false;
  return booking.due === undefined ? !booking.paid : booking.due > 0;
}

/** What `owesMoney` reads of a booking: the list's copies carry `due`, older device copies only `paid`. */
export type OwedFacts = Pick<Booking, 'paid'> & Partial<Pick<Booking, 'cancelled' | 'due'>>;

/**
 * The booking once the server has removed one of its payments (the DELETE answers 204, with no booking): `due` and
 * `paid` follow from the payments left by the contract's one definition, as the server derives them. A copy without
 * its payments is returned as it is: nothing here can say what the removal left.
 */
export function withoutPayment(booking: Booking, paymentId: string): Booking {
  const payments = booking.payments;
  if (payments === undefined || !payments.some((payment) => payment.id === paymentId)) return booking;
  const left = payments.filter((payment) => payment.id !== paymentId);
  return { ...booking, payments: left, ...bookingMoney(booking, left, booking.refunds) };
}
