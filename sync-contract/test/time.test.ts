import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookableDateProblem,
  formatLongDate,
  hasSlotStarted,
  isIsoDate,
  MONTH_NAMES,
  slotStartInstant,
  todayAtVenue,
  VENUE_TIME_ZONE,
  VENUE_UTC_OFFSET_MINUTES,
  venueDayAt,
  venueMinuteOfDay,
} from '../src/time';

/** The venue's offset from UTC at `instant`, in minutes, as the time-zone database has it. */
const TZDB = new Intl.DateTimeFormat('en-US', { timeZone: VENUE_TIME_ZONE, timeZoneName: 'longOffset' });
function tzdbOffsetMinutes(instant: Date): number {
  const parts = TZDB.formatToParts(instant);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

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

  it("reads an instant's minute of the day on the venue's clock, across UTC midnight", () => {
    expect(venueMinuteOfDay('2026-12-04T04:45:00.000Z')).toBe(10 * 60 + 45);
    expect(venueMinuteOfDay(new Date('2026-12-04T19:10:00Z'))).toBe(1 * 60 + 10);
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

  it('bounds them by the horizon it is given: the venue’s saved one, 1 to 180 days', () => {
    const now = new Date('2026-11-22T06:00:00Z');
    expect(bookableDateProblem('2026-11-23', now, 1)).toBeNull();
    expect(bookableDateProblem('2026-11-24', now, 1)).toBe('too-far');
    expect(bookableDateProblem(addDays('2026-11-22', 180), now, 180)).toBeNull();
    expect(bookableDateProblem(addDays('2026-11-22', 181), now, 180)).toBe('too-far');
    expect(bookableDateProblem('2026-11-21', now, 180)).toBe('past');
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
    expect(formatLongDate('2027-01-05')).toBe('January 5, 2027');
  });

  it('writes long dates as Intl does in English, every day of a year', () => {
    const intl = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
    expect(MONTH_NAMES).toHaveLength(12);
    for (let day = 0; day < 366; day++) {
      const date = addDays('2028-01-01', day);
      expect(formatLongDate(date)).toBe(intl.format(new Date(`${date}T00:00:00Z`)));
    }
  });

  it("keeps Dhaka's fixed UTC+6 in step with the time-zone database, every few hours from 2010 to 2040", () => {
    // The venue clock is arithmetic on a fixed offset; this fails the day tzdata gives Dhaka another one.
    expect(VENUE_UTC_OFFSET_MINUTES).toBe(360);
    const from = Date.UTC(2010, 0, 1);
    const to = Date.UTC(2040, 0, 1);
    for (let t = from; t < to; t += 7 * 3_600_000 + 1_234_567) {
      expect(tzdbOffsetMinutes(new Date(t))).toBe(VENUE_UTC_OFFSET_MINUTES);
    }
    // And the 2009 daylight-saving spell is where the database disagrees: the check can see a difference.
    expect(tzdbOffsetMinutes(new Date('2009-08-01T00:00:00Z'))).toBe(420);
  });
});

describe('venueDayAt', () => {
  it('is the date whose first slot (6:00 am at the venue) began last: the early hours are the night before', () => {
    // Saturday, November 28, 2026 at the venue (UTC+6).
    expect(venueDayAt(new Date('2026-11-28T00:00:00Z'))).toBe('2026-11-28'); // 6:00 am
    expect(venueDayAt(new Date('2026-11-28T16:00:00Z'))).toBe('2026-11-28'); // 10:00 pm
    expect(venueDayAt(new Date('2026-11-28T18:00:00Z'))).toBe('2026-11-28'); // Sunday 12:00 am
    expect(venueDayAt(new Date('2026-11-28T23:59:59Z'))).toBe('2026-11-28'); // Sunday 5:59:59 am
    expect(venueDayAt(new Date('2026-11-29T00:00:00Z'))).toBe('2026-11-29'); // Sunday 6:00 am
  });
});
