import { describe, expect, it } from 'vitest';
import {
  BOOKING_ID_ALPHABET,
  BOOKING_ID_LENGTH,
  isBookingId,
  newBookingId,
  normalizeBookingId,
} from '../src/booking-id';

describe('Booking IDs', () => {
  it('are short, grouped, and free of look-alike characters', () => {
    for (let i = 0; i < 2000; i++) {
      const id = newBookingId();
      expect(id).toHaveLength(BOOKING_ID_LENGTH);
      expect(isBookingId(id)).toBe(true);
      expect(id).not.toMatch(/[01OIL]/);
    }
  });

  it('carry at least 40 bits', () => {
    expect(9 * Math.log2(BOOKING_ID_ALPHABET.length)).toBeGreaterThanOrEqual(40);
  });

  it('use every symbol, roughly evenly', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 3000; i++)
      for (const ch of newBookingId().replace(/-/g, '')) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(BOOKING_ID_ALPHABET.length);
    const expected = (3000 * 9) / BOOKING_ID_ALPHABET.length;
    for (const count of counts.values()) expect(Math.abs(count - expected) / expected).toBeLessThan(0.2);
  });

  it('do not repeat in a large sample', () => {
    const seen = new Set(Array.from({ length: 20000 }, newBookingId));
    expect(seen.size).toBe(20000);
  });

  it('reject other shapes', () => {
    for (const bad of ['', 'K7Q-M4X-PA', 'k7q-m4x-par', 'K7QM4XPAR', 'K7Q-M4X-PA0', 'K7Q-M4X-PARR', 42]) {
      expect(isBookingId(bad)).toBe(false);
    }
  });

  it('normalize what people type', () => {
    expect(normalizeBookingId(' k7q m4x par ')).toBe('K7Q-M4X-PAR');
    expect(normalizeBookingId('K7QM4XPAR')).toBe('K7Q-M4X-PAR');
  });
});
