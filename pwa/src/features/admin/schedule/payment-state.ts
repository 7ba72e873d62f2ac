import type { Booking } from '@turf/sync-contract/schemas';

/** Where a booking's money stands on the board: all paid, part paid (an advance), or nothing received yet. */
export type PaymentState =
  | { kind: 'paid' }
  | { kind: 'part-paid'; received: number; due: number }
  | { kind: 'unpaid'; due: number };

/**
 * Read from what the server derived (`due`, decision 050), never recomputed from the price: a device copy saved before
 * `due` existed falls back to `paid` alone.
 */
export function paymentStateOf(booking: Pick<Booking, 'price' | 'paid' | 'due'>): PaymentState {
  if (booking.due === undefined) return booking.paid ? { kind: 'paid' } : { kind: 'unpaid', due: booking.price };
  if (booking.due <= 0) return { kind: 'paid' };
  const received = booking.price - booking.due;
  return received > 0 ? { kind: 'part-paid', received, due: booking.due } : { kind: 'unpaid', due: booking.due };
}
