import { normalizePhone } from '@turf/sync-contract/phone';
import type postgres from 'postgres';
import type { Sql } from '../db/database';

/**
 * What one search box's text can be (issue 29, decision 072): the start of a Booking ID (dashes and case optional), a
 * phone's first or last digits (either script, with or without +880), or words of a name, each from its start. Each
 * part is null or empty when the text cannot be one.
 */
export interface BookingSearch {
  /** Upper-case, without dashes: `K7QM4X` for `k7q-m4x`. */
  idStart: string | null;
  /** ASCII digits in the stored form: `01712` for `+880 1712` or `০১৭১২`. */
  digits: string | null;
  /** The name's words to match from their start, lower-case, without the characters tsquery reads as operators. */
  words: string[];
}

const ID_START = /^[0-9A-Z]{3,9}$/;
const DIGITS = /^[0-9]{3,13}$/;
const TSQUERY_OPERATORS = /[&|!():*'\\<>]/g;

/** Null for a blank text: no search, the whole list. */
export function parseBookingSearch(text: string): BookingSearch | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const idStart = trimmed.toUpperCase().replace(/[\s-]/g, '');
  const digits = normalizePhone(trimmed);
  const words = /\p{L}/u.test(trimmed)
    ? trimmed
        .toLowerCase()
        .replace(TSQUERY_OPERATORS, ' ')
        .split(/\s+/)
        .filter((word) => word !== '')
    : [];
  return {
    idStart: ID_START.test(idStart) ? idStart : null,
    digits: DIGITS.test(digits) ? digits : null,
    words,
  };
}

/**
 * The end of a prefix's range: every text starting with `prefix` sorts from it (included) to this (excluded), byte by
 * byte. Ranges rather than LIKE: a range on a text_pattern_ops index is used with a bound parameter, whatever plan the
 * prepared statement gets. Only ASCII prefixes come here (IDs and digits).
 */
function prefixEnd(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

function startsWith(sql: Sql | postgres.TransactionSql, column: postgres.PendingQuery<postgres.Row[]>, prefix: string) {
  return sql`(${column} ~>=~ ${prefix} and ${column} ~<~ ${prefixEnd(prefix)})`;
}

/**
 * The WHERE condition of a search: an OR of parts, each answered by its own index of migration 013 (a bitmap OR of a
 * few index probes, not a scan of every booking). A search none of whose parts applies matches nothing.
 */
export function searchCondition(sql: Sql | postgres.TransactionSql, search: BookingSearch) {
  const parts: postgres.PendingQuery<postgres.Row[]>[] = [];
  if (search.idStart !== null) parts.push(startsWith(sql, sql`replace(id, '-', '')`, search.idStart));
  if (search.digits !== null) {
    parts.push(startsWith(sql, sql`phone`, search.digits));
    parts.push(startsWith(sql, sql`reverse(phone)`, [...search.digits].reverse().join('')));
  }
  if (search.words.length > 0) {
    const query = search.words.map((word) => `'${word}':*`).join(' & ');
    parts.push(sql`to_tsvector('simple', name) @@ to_tsquery('simple', ${query})`);
  }
  const [first, ...rest] = parts;
  if (first === undefined) return sql`false`;
  return sql`(${rest.reduce((condition, part) => sql`${condition} or ${part}`, first)})`;
}
