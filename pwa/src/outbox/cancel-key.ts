/** 32 bytes: as much randomness as the server's SHA-256 of it keeps, so the key cannot be guessed from its hash. */
const CANCEL_KEY_BYTES = 32;

/**
 * A new request's cancel key (issue 31, the contract's `CancelKey`): 32 random bytes from the platform's CSPRNG as
 * unpadded base64url, 43 characters. The device that made the request keeps it and proves with it that the request is
 * its own; it travels only in request bodies, never in a URL, where logs and history would keep it.
 */
export function newCancelKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(CANCEL_KEY_BYTES));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
