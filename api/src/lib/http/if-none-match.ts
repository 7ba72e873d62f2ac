/**
 * Whether a request's `If-None-Match` names the current representation (RFC 9110 13.1.2): `*`, or a list of entity
 * tags compared weakly (`W/"x"` matches `"x"`). True means the client's copy is current: answer 304 with no body.
 */
export function clientHasCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const current = opaque(etag);
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || opaque(tag) === current;
  });
}

function opaque(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
