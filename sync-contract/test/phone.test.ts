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
  it('accepts only ASCII digits: the server takes the 11-digit form and nothing else', () => {
    expect(isValidPhone('০১৭১২৩৪৫৬৭৮')).toBe(false);
  });
  it('normalizes what people type', () => {
    expect(normalizePhone('+880 1712-345678')).toBe('01712345678');
    expect(normalizePhone('8801712345678')).toBe('01712345678');
    expect(normalizePhone('00880 1712 345678')).toBe('01712345678');
    expect(normalizePhone(' 017 1234 5678 ')).toBe('01712345678');
    expect(normalizePhone('(017) 1234.5678')).toBe('01712345678');
    expect(normalizePhone('abc')).toBe('abc');
  });
});

describe('digits of every script', () => {
  it.each([
    ['Bangla', '০১৭১২৩৪৫৬৭৮'],
    ['Bangla, with the country code', '+৮৮০ ১৭১২-৩৪৫৬৭৮'],
    ['Bangla and ASCII mixed', '০১7১২৩৪5৬৭৮'],
    ['Arabic-Indic', '٠١٧١٢٣٤٥٦٧٨'],
    ['Extended Arabic-Indic (Urdu, Persian)', '۰۱۷۱۲۳۴۵۶۷۸'],
    ['Devanagari', '०१७१२३४५६७८'],
    ['full width', '０１７１２３４５６７８'],
    // Five runs of ten back to back (bold, double-struck, sans, sans bold, monospace), outside the 16-bit range.
    ['mathematical monospace', '𝟶𝟷𝟽𝟷𝟸𝟹𝟺𝟻𝟼𝟽𝟾'],
  ])('%s: %s becomes 01712345678', (_script, typed) => {
    expect(normalizePhone(typed)).toBe('01712345678');
  });

  it("every numbering system's digits become the ASCII digits of the same value", () => {
    // The reference is ICU's own digits for each decimal numbering system it knows, not this module's arithmetic.
    const systems = Intl.supportedValuesOf('numberingSystem').filter((system) =>
      /^\p{Nd}$/u.test(new Intl.NumberFormat('en', { numberingSystem: system }).format(7)),
    );
    expect(systems).toEqual(expect.arrayContaining(['beng', 'arab', 'arabext', 'deva', 'fullwide', 'mathmono']));
    for (const system of systems) {
      const format = new Intl.NumberFormat('en', { numberingSystem: system, useGrouping: false });
      const digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((value) => format.format(value)).join('');
      expect(normalizePhone(digits), system).toBe('0123456789');
    }
    expect(systems.length).toBeGreaterThan(50);
  });

  it('what only looks like a digit is left for the rule to refuse', () => {
    // Superscripts and circled numbers are not decimal digits (Unicode category No).
    expect(normalizePhone('⁰¹⁷¹²³⁴⁵⁶⁷⁸')).toBe('⁰¹⁷¹²³⁴⁵⁶⁷⁸');
    expect(isValidPhone(normalizePhone('⓪①⑦①②③④⑤⑥⑦⑧'))).toBe(false);
    expect(normalizePhone('০১৭১২৩৪৫৬৭')).toBe('0171234567');
    expect(isValidPhone(normalizePhone('০১৭১২৩৪৫৬৭'))).toBe(false);
  });

  it('spaces and dashes of every kind go', () => {
    expect(normalizePhone('017\u00a01234\u20135678')).toBe('01712345678');
    expect(normalizePhone('017\u20111234\u22125678')).toBe('01712345678');
  });
});
