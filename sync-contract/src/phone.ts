/** A Bangladeshi mobile number: 11 digits, `01`, then an operator digit 2-9, then 8 digits. */
export const PHONE_PATTERN_SOURCE = '^01[2-9][0-9]{8}$';
export const PHONE_PATTERN = new RegExp(PHONE_PATTERN_SOURCE);

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/**
 * What people type into a phone field: spaces, dashes, and often the country code. `+880 1712-345678`
 * becomes `01712345678`; anything else is returned trimmed, for the validator to judge.
 */
export function normalizePhone(input: string): string {
  const compact = input.replace(/[\s\-().]/g, '');
  const national = compact.replace(/^(\+|00)?880(?=1)/, '0');
  return national;
}
