import { describe, expect, it } from 'vitest';
import { amountDue, isPaid, needsTransactionId, normaliseTransactionId, PAYMENT_METHODS } from '../src/payments';

describe('payments (decision 050)', () => {
  it('due is the price less every payment, negative when more was paid; paid when nothing is due', () => {
    expect(amountDue(2000, [])).toBe(2000);
    expect(amountDue(2000, [{ amount: 500 }, { amount: 1500 }])).toBe(0);
    expect(amountDue(2000, [{ amount: 2500 }])).toBe(-500);
    expect([2000, 1, 0, -500].map(isPaid)).toEqual([false, false, true, true]);
  });

  it('mobile money, and only mobile money, needs a transaction ID; IDs compare upper-case', () => {
    expect(PAYMENT_METHODS.filter(needsTransactionId)).toEqual(['bkash', 'nagad', 'rocket']);
    expect(normaliseTransactionId('9c7a1B2d3e')).toBe('9C7A1B2D3E');
  });
});
