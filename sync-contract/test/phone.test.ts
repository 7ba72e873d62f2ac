import { describe, expect, it } from 'vitest';
import { isValidPhone, normalizePhone } from '../src/phone';

describe('the phone rule', () => {
  it.each(['01712345678', '01234567890', '01999999999'])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });
  it.each(['0171234567', '017123456789', '01112345678', '01012345678', '02712345678', '+8801712345678', ''])(
    'rejects %s',
    (phone) => {
      expect(isValidPhone(phone)).toBe(false);
    },
  );
  it('normalizes what people type', () => {
    expect(normalizePhone('+880 1712-345678')).toBe('01712345678');
    expect(normalizePhone('8801712345678')).toBe('01712345678');
    expect(normalizePhone(' 017 1234 5678 ')).toBe('01712345678');
    expect(normalizePhone('abc')).toBe('abc');
  });
});
