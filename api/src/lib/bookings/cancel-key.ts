import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The proof that a cancellation comes from the device that made the request (issue 31, decision 092): the device keeps
 * 32 random bytes and sends them with the request and with the cancellation; the database keeps only their SHA-256, so
 * a copy of the table cancels nothing. The secret has 256 bits of entropy: a plain hash, not a slow one, is enough.
 */
export function cancelKeyHash(cancelKey: string): Buffer {
  return createHash('sha256').update(cancelKey, 'utf8').digest();
}

/** Whether `cancelKey` is the one whose hash was stored; in constant time. A request stored without one matches none. */
export function cancelKeyMatches(cancelKey: string, stored: Uint8Array | null): boolean {
  if (stored === null || stored.length !== 32) return false;
  return timingSafeEqual(cancelKeyHash(cancelKey), stored);
}
