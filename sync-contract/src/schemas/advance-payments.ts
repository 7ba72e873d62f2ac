import Type from 'typebox';
import { PAYMENT_AMOUNT_MAX, TRANSACTION_ID_PATTERN_SOURCE } from '../payments';
import { MANUAL_MONEY_PROVIDERS } from '../settings';
import { Timestamp } from './common';

/**
 * The advance a request made while the venue confirms by advance payment asks for (issue 30, decision 086): its slot is
 * held for the visitor until `holdExpiresAt`; `online` says whether `Pay with bKash` is offered (else Send money only).
 */
export const AdvanceAsked = Type.Object({
  amount: Type.Integer({ description: 'Whole BDT' }),
  holdExpiresAt: Timestamp,
  online: Type.Boolean(),
});
export type AdvanceAsked = Type.Static<typeof AdvanceAsked>;

/**
 * Where a request's advance stands, for the visitor: `holding` (pay before `expiresAt`), `paid` (by bKash: the request
 * is confirmed), `lapsed` (Payment not completed: the slot was let go), `reported` (sent by hand, the manager checks
 * it), `refunded` (paid after the slot was taken: bKash gives it back).
 */
export const ADVANCE_STATES = ['holding', 'paid', 'lapsed', 'reported', 'refunded'] as const;
export type AdvanceState = (typeof ADVANCE_STATES)[number];

export const AdvanceStanding = Type.Object({
  state: Type.Enum(ADVANCE_STATES),
  amount: Type.Integer({ description: 'Whole BDT' }),
  expiresAt: Type.Optional(Timestamp),
});
export type AdvanceStanding = Type.Static<typeof AdvanceStanding>;

/** POST /api/booking-requests/:id/bkash: where to send the visitor to approve the payment. */
export const BkashCheckout = Type.Object({ bkashURL: Type.String() });
export type BkashCheckout = Type.Static<typeof BkashCheckout>;

/** GET /api/bkash/callback: what bKash adds to the callback address. Read, never believed (decision 086). */
export const BkashCallbackQuery = Type.Object({
  paymentID: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(Type.String({ maxLength: 40 })),
  signature: Type.Optional(Type.String({ maxLength: 500 })),
  apiVersion: Type.Optional(Type.String({ maxLength: 40 })),
});
export type BkashCallbackQuery = Type.Static<typeof BkashCallbackQuery>;

/** Where the callback sends the visitor: `/my-requests?request=<id>&payment=<mark>`. */
export const PAYMENT_RETURN_MARKS = ['paid', 'cancelled', 'failed', 'lapsed', 'unknown'] as const;
export type PaymentReturnMark = (typeof PAYMENT_RETURN_MARKS)[number];

/** POST /api/booking-requests/:id/advance-report: an advance sent by hand (Send money), checked as payments are. */
export const AdvanceReportBody = Type.Object(
  {
    method: Type.Enum(MANUAL_MONEY_PROVIDERS, { description: 'bkash, nagad or rocket' }),
    transactionId: Type.String({
      pattern: TRANSACTION_ID_PATTERN_SOURCE,
      description: '8 to 20 letters and digits; stored upper-case',
    }),
    amount: Type.Integer({ minimum: 1, maximum: PAYMENT_AMOUNT_MAX, description: 'Whole taka, above 0' }),
  },
  { additionalProperties: false },
);
export type AdvanceReportBody = Type.Static<typeof AdvanceReportBody>;
