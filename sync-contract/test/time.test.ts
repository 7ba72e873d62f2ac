import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookableDateProblem,
  formatLongDate,
  hasSlotStarted,
  isIsoDate,
  slotStartInstant,
  todayAtVenue,
} from '../src/time';

describe('venue time', () => {
  it('says today in Dhaka, not in UTC', () => {
    // 20:00 UTC on the 21st is 02:00 on the 22nd in Dhaka (UTC+6).
    expect(todayAtVenue(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
    expect(todayAtVenue(new Date('2026-11-21T17:59:59Z'))).toBe('2026-11-21');
  });

  it('starts a slot at its date plus its start time', () => {
    expect(slotStartInstant('2026-11-22', 'M-1').toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(slotStartInstant('2026-11-22', 'L-1').toISOString()).toBe('2026-11-21T18:00:00.000Z');
    expect(slotStartInstant('2026-11-22', 'N-4').toISOString()).toBe('2026-11-22T16:30:00.000Z');
  });

  it('knows when a slot has started', () => {
    const now = new Date('2026-11-22T00:00:00Z'); // 6:00 am in Dhaka
    expect(hasSlotStarted('2026-11-22', 'M-1', now)).toBe(true);
    expect(hasSlotStarted('2026-11-22', 'M-2', now)).toBe(false);
    expect(hasSlotStarted('2026-11-22', 'L-4', now)).toBe(true);
  });

  it('bounds bookable dates to today .. 60 days ahead', () => {
    const now = new Date('2026-11-22T06:00:00Z');
    expect(bookableDateProblem('2026-11-21', now)).toBe('past');
    expect(bookableDateProblem('2026-11-22', now)).toBeNull();
    expect(bookableDateProblem(addDays('2026-11-22', 60), now)).toBeNull();
    expect(bookableDateProblem(addDays('2026-11-22', 61), now)).toBe('too-far');
  });

  it('validates calendar dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate(20260101)).toBe(false);
  });

  it('moves across months and formats the spec long date', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(formatLongDate('2026-11-22')).toBe('November 22, 2026');
  });
});
