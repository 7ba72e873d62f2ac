/**
 * A Bangladeshi mobile number: 11 digits, `01`, then an operator digit 2-9, then 8 digits. This is the only form
 * the server accepts (docs/product.md#booking-rules, rule 5); `normalizePhone` is how a form gets there.
 */
export const PHONE_PATTERN_SOURCE = '^01[2-9][0-9]{8}$';
export const PHONE_PATTERN = new RegExp(PHONE_PATTERN_SOURCE);

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

const DECIMAL_DIGIT = /\p{Nd}/u;
const DECIMAL_DIGITS = /\p{Nd}/gu;

/**
 * The ASCII digit of any Unicode decimal digit (`৭` Bangla, `٧` Arabic-Indic, `७` Devanagari, `７` full width).
 * Unicode guarantees that decimal digits come in unbroken runs of ten, zero to nine, so a digit's value is its
 * distance from the start of its run of digit code points, modulo ten: no per-script table to keep up to date.
 */
function asciiDigit(digit: string): string {
  const codePoint = digit.codePointAt(0) ?? 0;
  let start = codePoint;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start--;
  return String((codePoint - start) % 10);
}

/**
 * What people type or paste into a phone field: digits of their own script (a Bangla keyboard types `০১৭১২...`),
 * spaces, dashes, brackets, dots, and often the country code. `+৮৮০ ১৭১২-৩৪৫৬৭৮` and `+880 1712-345678` both become
 * `01712345678`; anything else comes back with only those changes, for `isValidPhone` to judge.
 */
export function normalizePhone(input: string): string {
  const ascii = input.replace(DECIMAL_DIGITS, (digit) => (digit >= '0' && digit <= '9' ? digit : asciiDigit(digit)));
  // \p{Pd}: every dash (hyphen, en dash, non-breaking hyphen...); U+2212 is the minus sign some keyboards offer.
  const compact = ascii.replace(/[\s\p{Pd}\u2212().]/gu, '');
  return compact.replace(/^(\+|00)?880(?=1)/, '0');
}
