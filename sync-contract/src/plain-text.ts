/**
 * Text that reaches the database, the logs and the manager's screen carries no hidden characters: no controls (NUL
 * is refused by PostgreSQL, the others break logs and layouts), no direction marks or overrides (they make one name
 * read as another or reorder a Booking ID) and no zero-width characters (two names that look the same but are not).
 * Unicode categories rather than a list, so new code points of a kind are covered too: Cc controls, Cf format
 * characters (direction marks, zero-width space, BOM, soft hyphen, tags), Cs lone surrogates, Zl/Zp line breaks.
 * Patterns need the `u` flag, which JSON Schema validators (Ajv) use and the exported RegExps have.
 */
const HIDDEN = '\\p{Cc}\\p{Cf}\\p{Cs}\\p{Zl}\\p{Zp}';

/** IDs, e-mail addresses and other text with no need for joiners. */
export const PLAIN_TEXT_PATTERN_SOURCE = `^[^${HIDDEN}]*$`;

/**
 * Names also keep the zero-width joiner and non-joiner (U+200D, U+200C) right after a letter, mark, digit or symbol:
 * Bangla spells with them (র‍্যাব, ৎ written ত্‍) and so do emoji sequences. Never first, after a space, or twice in a
 * row, so a name cannot be made of them alone. No lookbehind: older Safari cannot parse it.
 */
export const NAME_TEXT_PATTERN_SOURCE = `^(?:[\\p{L}\\p{M}\\p{N}\\p{S}][\\u200C\\u200D]|[^${HIDDEN}])*$`;

const PLAIN_TEXT = new RegExp(PLAIN_TEXT_PATTERN_SOURCE, 'u');
const NAME_TEXT = new RegExp(NAME_TEXT_PATTERN_SOURCE, 'u');

export function isPlainText(value: string): boolean {
  return PLAIN_TEXT.test(value);
}

export function isNameText(value: string): boolean {
  return NAME_TEXT.test(value);
}
