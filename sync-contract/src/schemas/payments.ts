import Type from 'typebox';
import { NOTE_MAX_LENGTH } from '../messages';
import { PAYMENT_AMOUNT_MAX, PAYMENT_METHODS, TRANSACTION_ID_PATTERN_SOURCE } from '../payments';
import { BookingIdSchema, PlainText, Timestamp } from './common';

export const PaymentMethodSchema = Type.Enum(PAYMENT_METHODS, {
  description: 'cash, bkash, nagad, rocket, bank or other',
});

const Amount = Type.Integer({ minimum: 1, maximum: PAYMENT_AMOUNT_MAX, description: 'Whole taka, above 0' });

const TransactionId = Type.String({
  pattern: TRANSACTION_ID_PATTERN_SOURCE,
  description: '8 to 20 letters and digits; required for bkash, nagad and rocket; stored upper-case',
});

/** A payment received for a booking (issue 17, decision 050). */
export const Payment = Type.Object({
  id: Type.String({ format: 'uuid' }),
  bookingId: BookingIdSchema,
  amount: Amount,
  method: PaymentMethodSchema,
  transactionId: Type.Union([Type.String(), Type.Null()]),
  receivedAt: Timestamp,
  note: Type.Union([Type.String(), Type.Null()]),
  /** Recorded by `PATCH { paid: true }` for what was due; `{ paid: false }` removes only these. */
  madeByToggle: Type.Boolean(),
});
export type Payment = Type.Static<typeof Payment>;

/**
 * POST /api/bookings/all/:id/payments. `transactionId` is required for bkash, nagad and rocket (a rule the API checks
 * past the schema); `receivedAt` defaults to now.
 */
export const AddPaymentBody = Type.Object(
  {
    amount: Amount,
    method: PaymentMethodSchema,
    transactionId: Type.Optional(TransactionId),
    receivedAt: Type.Optional(Timestamp),
    note: Type.Optional(PlainText({ maxLength: NOTE_MAX_LENGTH })),
  },
  { additionalProperties: false },
);
export type AddPaymentBody = Type.Static<typeof AddPaymentBody>;

/** Money given back for a booking (issue 29, decision 071): a cancelled booking's advance, most often. */
export const Refund = Type.Object({
  id: Type.String({ format: 'uuid' }),
  bookingId: BookingIdSchema,
  amount: Amount,
  method: PaymentMethodSchema,
  refundedAt: Timestamp,
  note: Type.Union([Type.String(), Type.Null()]),
});
export type Refund = Type.Static<typeof Refund>;

/** POST /api/bookings/all/:id/refunds: at most what the booking holds; `refundedAt` defaults to now. */
export const AddRefundBody = Type.Object(
  {
    amount: Amount,
    method: PaymentMethodSchema,
    refundedAt: Type.Optional(Timestamp),
    note: Type.Optional(PlainText({ maxLength: NOTE_MAX_LENGTH })),
  },
  { additionalProperties: false },
);
export type AddRefundBody = Type.Static<typeof AddRefundBody>;

/** DELETE /api/bookings/all/:id/refunds/:refundId */
export const RefundParams = Type.Object(
  {
    id: PlainText({ minLength: 1, maxLength: 64 }),
    refundId: Type.String({
      pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
      description: 'The refund’s id, a UUID',
    }),
  },
  { additionalProperties: false },
);
export type RefundParams = Type.Static<typeof RefundParams>;

/** DELETE /api/bookings/all/:id/payments/:paymentId */
export const PaymentParams = Type.Object(
  {
    id: PlainText({ minLength: 1, maxLength: 64 }),
    paymentId: Type.String({
      pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
      description: 'The payment’s id, a UUID',
    }),
  },
  { additionalProperties: false },
);
export type PaymentParams = Type.Static<typeof PaymentParams>;
