import { describe, expect, it } from 'vitest';
import {
  BANGLA_MONTH_NAMES,
  BANGLA_WEEKDAY_NAMES,
  BANGLA_WEEKDAY_SHORT,
  banglaDigits,
  formatClockBangla,
  formatDayLabelBangla,
  formatLongDateBangla,
  formatMonthTitleBangla,
  formatTakaBangla,
  formatWeekdayAndDayBangla,
  slotTimeBangla,
} from '../src/bangla';
import { PERIOD_PRICE, SLOTS } from '../src/slots';
import { addDays } from '../src/time';

const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('bn-BD', { timeZone: 'UTC', ...options });

describe('Bangla numbers, dates and slot times', () => {
  it('writes every ASCII digit in Bangla and leaves the rest', () => {
    expect(banglaDigits('0123456789')).toBe('০১২৩৪৫৬৭৮৯');
    expect(banglaDigits('2026-11-22, 7:30')).toBe('২০২৬-১১-২২, ৭:৩০');
    expect(banglaDigits(2500)).toBe('২৫০০');
    // The same digits Intl writes for bn-BD.
    expect(banglaDigits(1234567890)).toBe(new Intl.NumberFormat('bn-BD', { useGrouping: false }).format(1234567890));
  });

  it('puts ৳ before whole taka, as the issue writes ৳২০০০', () => {
    expect(formatTakaBangla(2000)).toBe('৳২০০০');
    expect(formatTakaBangla(PERIOD_PRICE.Night)).toBe('৳২৫০০');
  });

  it("names months and days as Intl's bn-BD does, every day of a leap year", () => {
    const long = intl({ month: 'long' });
    const weekday = intl({ weekday: 'long' });
    const short = intl({ weekday: 'short' });
    const dayMonthYear = intl({ day: 'numeric', month: 'long', year: 'numeric' });
    for (let date = '2028-01-01'; date < '2029-01-01'; date = addDays(date, 1)) {
      const instant = new Date(`${date}T00:00:00Z`);
      expect(BANGLA_MONTH_NAMES[instant.getUTCMonth()]).toBe(long.format(instant));
      expect(BANGLA_WEEKDAY_NAMES[instant.getUTCDay()]).toBe(weekday.format(instant));
      expect(BANGLA_WEEKDAY_SHORT[instant.getUTCDay()]).toBe(short.format(instant));
      // Intl writes `২২ নভেম্বর, ২০২৬`; a chosen date here drops the comma, as a Dhaka visitor writes it.
      expect(formatLongDateBangla(date)).toBe(dayMonthYear.format(instant).replace(',', ''));
      expect(formatDayLabelBangla(date)).toBe(`${weekday.format(instant)}, ${formatLongDateBangla(date)}`);
      expect(formatWeekdayAndDayBangla(date)).toBe(
        // Intl leaves out the comma after the day's name; the site keeps it, as in English.
        intl({ weekday: 'long', day: 'numeric', month: 'long' }).format(instant).replace(' ', ', '),
      );
      expect(formatMonthTitleBangla({ year: 2028, month: instant.getUTCMonth() + 1 })).toBe(
        intl({ month: 'long', year: 'numeric' }).format(instant),
      );
    }
  });

  it('refuses what is not a date', () => {
    expect(() => formatLongDateBangla('22/11/2026')).toThrow(RangeError);
  });

  it('leads each slot time with its part of the day, keeping the spec order', () => {
    expect(SLOTS.map((slot) => `${slot.slotId} ${slotTimeBangla(slot)}`)).toEqual([
      'M-1 সকাল ৬:০০ - ৭:৩০',
      'M-2 সকাল ৭:৩০ - ৯:০০',
      'M-3 সকাল ৯:০০ - ১০:৩০',
      'M-4 সকাল ১০:৩০ - দুপুর ১২:০০',
      'A-1 দুপুর ১২:০০ - ১:৩০',
      'A-2 দুপুর ১:৩০ - বিকেল ৩:০০',
      'A-3 বিকেল ৩:০০ - ৪:৩০',
      'A-4 বিকেল ৪:৩০ - সন্ধ্যা ৬:০০',
      'N-1 সন্ধ্যা ৬:০০ - ৭:৩০',
      'N-2 সন্ধ্যা ৭:৩০ - রাত ৯:০০',
      'N-3 রাত ৯:০০ - ১০:৩০',
      'N-4 রাত ১০:৩০ - ১২:০০',
      'L-1 রাত ১২:০০ - ১:৩০',
      'L-2 রাত ১:৩০ - ৩:০০',
      'L-3 রাত ৩:০০ - ভোর ৪:৩০',
      'L-4 ভোর ৪:৩০ - সকাল ৬:০০',
    ]);
  });

  it("agrees with Intl's bn-BD clock on the hour and minute of every slot start", () => {
    const clock = intl({ hour: 'numeric', minute: '2-digit', hour12: true });
    for (const slot of SLOTS) {
      const instant = new Date(Date.UTC(2026, 0, 1, 0, slot.startMinutes));
      // Intl writes `৬:০০ AM`-like text with its own day-period words; the digits must be the same.
      const intlDigits = clock.format(instant).match(/[০-৯]+:[০-৯]+/)?.[0];
      expect(formatClockBangla(slot.startMinutes).split(' ').at(-1)).toBe(intlDigits);
    }
  });
});
