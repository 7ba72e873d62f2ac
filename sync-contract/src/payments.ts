/**
 * How a venue in Bangladesh is paid (issue 17, decision 050): cash at the gate, the three mobile-money services, a bank
 * transfer, or something else. One list for the panel's method buttons, the API's check and the database's CHECK.
 */
export const PAYMENT_METHODS = ['cash', 'bkash', 'nagad', 'rocket', 'bank', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Mobile money always has a transaction ID, and it is unique: the one proof the money came. */
export const MOBILE_MONEY_METHODS: readonly PaymentMethod[] = ['bkash', 'nagad', 'rocket'];

/** Whole taka; the ceiling only keeps a mistyped amount (an extra zero or five) from being stored. */
export const PAYMENT_AMOUNT_MAX = 10_000_000;

/**
 * What one booking can receive in all, as a multiple of its price: an overpayment kept as change or credit fits, an
 * amount typed with extra zeros does not, and every sum of money stays a safe integer (a booking's price is a 32-bit
 * integer, so what it receives is below 2^33). The database keeps the same rule (migration 012).
 */
export const RECEIVED_MAX_TIMES_PRICE = 3;

/** bKash, Nagad and Rocket IDs are 8 to 20 letters and digits (bKash's are 10); any case, stored upper-case. */
export const TRANSACTION_ID_PATTERN_SOURCE = '^[A-Za-z0-9]{8,20}$';

/** The note the paid toggle's payment carries, so the panel and the CSV can tell it from one recorded by hand. */
export const MARKED_PAID_NOTE = 'Marked paid';

export function needsTransactionId(method: PaymentMethod): boolean {
  return MOBILE_MONEY_METHODS.includes(method);
}

/** The ID as stored and compared: `9c7a1b2d3e` and `9C7A1B2D3E` are one bKash payment. */
export function normaliseTransactionId(id: string): string {
  return id.toUpperCase();
}

/** What is still owed: the price less every payment; negative when more was paid. */
export function amountDue(price: number, payments: readonly { amount: number }[]): number {
  return payments.reduce((due, payment) => due - payment.amount, price);
}

/** The most one booking can receive in all (RECEIVED_MAX_TIMES_PRICE). */
export function receivedCap(price: number): number {
  return price * RECEIVED_MAX_TIMES_PRICE;
}

/** What more a booking can still receive: its cap less every payment, never below 0. */
export function receivableLeft(price: number, payments: readonly { amount: number }[]): number {
  return Math.max(0, receivedCap(price) - payments.reduce((sum, payment) => sum + payment.amount, 0));
}

/** A booking is paid when nothing is due (decision 050): the only definition of `paid`. */
export function isPaid(due: number): boolean {
  return due <= 0;
}

/** What a booking's money comes to (decision 071): migration 013's `bookings_derive_paid`, stated once in TypeScript. */
export interface BookingMoney {
  /** Its payments cover its price (less what was refunded). */
  paid: boolean;
  /** What is owed: price less payments plus refunds; 0 on a cancelled booking, negative when more was paid. */
  due: number;
  /** On a cancelled booking, what it holds and the manager has neither refunded nor kept with a note. */
  toRefund: number;
}

export function bookingMoney(
  booking: { price: number; cancelled: boolean; refundKeptNote?: string | null | undefined },
  payments: readonly { amount: number }[],
  refunds: readonly { amount: number }[] = [],
): BookingMoney {
  const received = payments.reduce((sum, p) => sum + p.amount, 0) - refunds.reduce((sum, r) => sum + r.amount, 0);
  const kept = booking.refundKeptNote !== null && booking.refundKeptNote !== undefined;
  return {
    paid: booking.price <= received,
    due: booking.cancelled ? 0 : booking.price - received,
    toRefund: booking.cancelled && !kept ? Math.max(received, 0) : 0,
  };
}

/** The services' own spellings, for English messages (the panel has its own texts per language). */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  cash: 'Cash',
  bkash: 'bKash',
  nagad: 'Nagad',
  rocket: 'Rocket',
  bank: 'Bank',
  other: 'Other',
};
