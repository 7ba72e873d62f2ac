import type { Problem } from '@turf/sync-contract/error-codes';
import {
  needsTransactionId,
  normaliseTransactionId,
  PAYMENT_METHOD_NAMES,
  type PaymentMethod,
} from '@turf/sync-contract/payments';
import type { AddPaymentBody, AddRefundBody } from '@turf/sync-contract/schemas';

/** A payment the schema and the rules accepted, as it will be stored. */
export interface PaymentInput {
  amount: number;
  method: PaymentMethod;
  /** Upper-case; null when none was sent. */
  transactionId: string | null;
  receivedAt: Date;
  /** Trimmed; null when none or blank. */
  note: string | null;
}

/** The earliest instant a payment may say it was received: older is a typing mistake, not a record. */
const EARLIEST = Date.UTC(2000, 0, 1);
/** A phone's clock may run ahead of the server's; more than a day ahead is a mistake. */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

export const RECEIVED_AT_INVALID: Problem = {
  code: 'PAYMENT_RECEIVED_AT_INVALID',
  message: 'Say when the payment was received as a date and time from 2000 up to now',
};

/**
 * The rules the schema cannot state (decision 050): a transaction ID for bKash, Nagad and Rocket, and a received
 * time that is a real instant, not before 2000 nor more than a day ahead of `now`.
 */
export function checkPayment(body: AddPaymentBody, now: Date): { problem: Problem } | { payment: PaymentInput } {
  if (needsTransactionId(body.method) && body.transactionId === undefined) {
    return {
      problem: {
        code: 'TRANSACTION_ID_REQUIRED',
        message: `Enter the ${PAYMENT_METHOD_NAMES[body.method]} transaction ID (8 to 20 letters and digits)`,
      },
    };
  }
  const receivedAt = body.receivedAt === undefined ? now : new Date(body.receivedAt);
  const time = receivedAt.getTime();
  if (!(time >= EARLIEST && time <= now.getTime() + FUTURE_SLACK_MS)) return { problem: RECEIVED_AT_INVALID };
  return {
    payment: {
      amount: body.amount,
      method: body.method,
      transactionId: body.transactionId === undefined ? null : normaliseTransactionId(body.transactionId),
      receivedAt,
      note: body.note?.trim() || null,
    },
  };
}

/** A refund the schema and the rules accepted, as it will be stored. */
export interface RefundInput {
  amount: number;
  method: PaymentMethod;
  refundedAt: Date;
  note: string | null;
}

export const REFUNDED_AT_INVALID: Problem = {
  code: 'PAYMENT_RECEIVED_AT_INVALID',
  message: 'Say when the refund was given as a date and time from 2000 up to now',
};

/** A refund's time follows a payment's rule; it needs no transaction ID (the money went out, not in). */
export function checkRefund(body: AddRefundBody, now: Date): { problem: Problem } | { refund: RefundInput } {
  const refundedAt = body.refundedAt === undefined ? now : new Date(body.refundedAt);
  const time = refundedAt.getTime();
  if (!(time >= EARLIEST && time <= now.getTime() + FUTURE_SLACK_MS)) return { problem: REFUNDED_AT_INVALID };
  return { refund: { amount: body.amount, method: body.method, refundedAt, note: body.note?.trim() || null } };
}
