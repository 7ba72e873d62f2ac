/**
 * Booking IDs are read aloud over the phone and typed into chat apps, so they avoid look-alike characters
 * (0/O, 1/I/L) and come in three groups of three: `K7Q-M4X-PAR`. Nine symbols from 31 give 44.6 bits,
 * made on the device so a request made offline already has its ID.
 */
export const BOOKING_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const BOOKING_ID_PATTERN_SOURCE = '^[2-9A-HJKMNP-Z]{3}-[2-9A-HJKMNP-Z]{3}-[2-9A-HJKMNP-Z]{3}$';
export const BOOKING_ID_PATTERN = new RegExp(BOOKING_ID_PATTERN_SOURCE);
export const BOOKING_ID_LENGTH = 11;

export function isBookingId(value: unknown): value is string {
  return typeof value === 'string' && BOOKING_ID_PATTERN.test(value);
}

/** Uses Web Crypto, which Node and every browser the app supports provide as `globalThis.crypto`. */
export function newBookingId(): string {
  const size = BOOKING_ID_ALPHABET.length;
  // Rejection sampling keeps every symbol equally likely: bytes >= 248 (8 * 31) are drawn again.
  const limit = 256 - (256 % size);
  const symbols: string[] = [];
  while (symbols.length < 9) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
    for (const byte of bytes) {
      if (byte < limit && symbols.length < 9) symbols.push(BOOKING_ID_ALPHABET[byte % size] as string);
    }
  }
  return `${symbols.slice(0, 3).join('')}-${symbols.slice(3, 6).join('')}-${symbols.slice(6).join('')}`;
}

/** Forgiving input for IDs typed by hand: any case, spaces or dashes give the canonical form. */
export function normalizeBookingId(input: string): string {
  const cleaned = input.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (cleaned.length !== 9) return input.trim().toUpperCase();
  return `${cleaned.slice(0, 3)}-${cleaned.slice(3, 6)}-${cleaned.slice(6)}`;
}
