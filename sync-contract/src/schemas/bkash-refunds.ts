import Type from 'typebox';
import { PAYMENT_AMOUNT_MAX } from '../payments';

/**
 * POST /api/bookings/all/:id/bkash-refund (decision 089): give back part or all of a booking's bKash online payment
 * through bKash. At most what was paid online less what bKash gave back already, and no more than the booking holds.
 */
export const BkashRefundBody = Type.Object(
  { amount: Type.Integer({ minimum: 1, maximum: PAYMENT_AMOUNT_MAX, description: 'Whole taka, above 0' }) },
  { additionalProperties: false },
);
export type BkashRefundBody = Type.Static<typeof BkashRefundBody>;
