/**
 * The cells of a CSV file a manager opens in Excel or Google Sheets: RFC 4180 (a cell holding a comma, a quote, a
 * CR or an LF is quoted, its quotes doubled; rows end in CRLF), and no text cell a spreadsheet would run as a formula.
 *
 * CSV injection (OWASP): a cell starting with `=`, `+`, `-` or `@` is a formula to a spreadsheet (`=HYPERLINK(...)`
 * in a visitor's name runs on the manager's machine), and a tab or carriage return before one is skipped by some of
 * them. Spreadsheets read the full-width `＝ ＋ － ＠` and the minus sign `−` as the ASCII ones, so those start a formula
 * too. Such a text cell gets a leading `'`, which spreadsheets show as text and do not run. Numbers are written as
 * numbers and never changed: a negative due (`-500`, money to give back) must stay a number, and a number from
 * `String(n)` cannot carry a formula.
 */

// The full-width forms U+FF1D U+FF0B U+FF0D U+FF20 and U+2212 (the minus sign), escaped so they can be read.
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20\u2212]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Excel reads a file starting with the UTF-8 byte order mark as UTF-8, so Bangla names show as written. */
export const UTF8_BOM = '\uFEFF';

/**
 * Digits a spreadsheet must keep as written: a phone's leading 0 (`01712345678` opened as a number is `1712345678`).
 * Written as the text formula `="01712345678"`, which Excel and LibreOffice both read as that text on opening (issue
 * 29, decision 072): a plain cell is a number to both, and a `'` in front shows as part of the phone in LibreOffice.
 * Only ASCII digits are written so; any other value is an ordinary text cell, so nothing but a string literal can
 * ever be in the formula.
 */
export interface DigitsCell {
  digits: string;
}

export type CsvValue = string | number | DigitsCell;

const ONLY_DIGITS = /^[0-9]+$/;

/** A text cell a spreadsheet shows as text, never runs. */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One cell as written in the file: text neutralised then quoted if it must be, a number as it is. */
export function csvCell(value: CsvValue): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') {
    return ONLY_DIGITS.test(value.digits) ? `"=""${value.digits}"""` : csvCell(value.digits);
  }
  const text = neutralise(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One row, CRLF-terminated as RFC 4180 has it. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
