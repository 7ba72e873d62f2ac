/**
 * PostgreSQL's codes for text it cannot take: a NUL or bytes that are not valid UTF-8 (22021,
 * character_not_in_repertoire, "invalid byte sequence"), or a character the database's encoding lacks (22P05). The
 * schemas refuse such text first; this is the belt for any string that reaches SQL around them: bad input, a 400.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

export function isUnstorableText(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && UNSTORABLE_TEXT.has(code);
}
