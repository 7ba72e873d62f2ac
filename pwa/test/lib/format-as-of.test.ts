import { describe, expect, it } from 'vitest';
import { formatAsOf } from '../../src/lib/format-as-of';

const VENUE_DAY_AND_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Dhaka',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const VENUE_CLOCK = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Dhaka', hour: 'numeric', minute: '2-digit' });
/** Intl's spaces (a narrow no-break one before AM/PM in newer ICU) and ours (a no-break one) read the same. */
const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('formatAsOf', () => {
  it("writes what Intl writes for the venue's zone, every 37 minutes and 13 seconds of a year", () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    const older = Date.parse('2027-06-01T00:00:00Z');
    for (let at = start; at < start + 366 * 86_400_000; at += 2_233_000) {
      expect(spaces(formatAsOf(at, older))).toBe(spaces(VENUE_DAY_AND_CLOCK.format(at)));
    }
  });

  it('gives the time alone for a copy from today at the venue, the date too from an earlier venue day', () => {
    // 17:59 UTC is 11:59 PM at the venue; 18:00 UTC is midnight, the next venue day.
    const lateEvening = Date.parse('2026-11-21T17:59:00Z');
    expect(formatAsOf(lateEvening, Date.parse('2026-11-21T17:59:30Z'))).toBe('11:59\u00a0PM');
    expect(formatAsOf(lateEvening, Date.parse('2026-11-21T18:00:00Z'))).toBe('Nov 21, 11:59\u00a0PM');
    const midnight = Date.parse('2026-11-21T18:00:00Z');
    expect(formatAsOf(midnight, midnight)).toBe(spaces(VENUE_CLOCK.format(midnight)).replace(' ', '\u00a0'));
    expect(formatAsOf(midnight, midnight)).toBe('12:00\u00a0AM');
    expect(formatAsOf(Date.parse('2026-11-22T06:30:00Z'), Date.parse('2026-11-22T07:00:00Z'))).toBe('12:30\u00a0PM');
  });
});
