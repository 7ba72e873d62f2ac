import { PAYMENT_AMOUNT_MAX } from '@turf/sync-contract/payments';

const BANGLA_DIGIT = /[০-৯]/g;

/**
 * An amount as the manager typed it, as whole taka, or null: the payment and refund forms' one reading. A phone's
 * Bangla keyboard types Bangla digits and a manager may write `1,500`: both are the amount meant.
 */
export function parseTypedAmount(typed: string): number | null {
  const digits = typed
    .trim()
    .replace(BANGLA_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x09e6))
    .replace(/,/g, '');
  if (!/^\d{1,8}$/.test(digits)) return null;
  const amount = Number(digits);
  return amount >= 1 && amount <= PAYMENT_AMOUNT_MAX ? amount : null;
}
