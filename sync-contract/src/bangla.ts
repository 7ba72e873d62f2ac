/**
 * How the product writes its numbers, dates and slot times in Bangla (issue 15): Bangla digits, `৳` before whole
 * taka, Bangla month and day names, and each clock time led by the word for the part of the day it falls in
 * (`সকাল ৬:০০ - ৭:৩০`), as people in Dhaka say a time without am/pm. Arithmetic and tables, no Intl: a phone's first
 * Intl formatter costs tens of milliseconds (decision 017). The tests hold the tables to Intl's `bn-BD` names.
 * The Booking ID and the API's wire values stay Latin; only what a person reads changes.
 */
import { type Period, SLOT_MINUTES, type Slot } from './slots';
import { dayOfWeek } from './time';

const BANGLA_DIGITS = ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯'] as const;

/** Every ASCII digit of a text in Bangla (`2026-11-22` becomes `২০২৬-১১-২২`); nothing else changes. Never for a Booking ID, which stays Latin. */
export function banglaDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (digit) => BANGLA_DIGITS[Number(digit)] ?? digit);
}

/** Month names, January first, as Bangladesh writes the Gregorian months (and as Intl's `bn-BD` does). */
export const BANGLA_MONTH_NAMES = [
  'জানুয়ারি',
  'ফেব্রুয়ারি',
  'মার্চ',
  'এপ্রিল',
  'মে',
  'জুন',
  'জুলাই',
  'আগস্ট',
  'সেপ্টেম্বর',
  'অক্টোবর',
  'নভেম্বর',
  'ডিসেম্বর',
] as const;

/** Day names, Sunday first (`Date.getUTCDay`'s order). */
export const BANGLA_WEEKDAY_NAMES = ['রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার'] as const;

/** Short day names for a calendar's head, Sunday first. */
export const BANGLA_WEEKDAY_SHORT = ['রবি', 'সোম', 'মঙ্গল', 'বুধ', 'বৃহস্পতি', 'শুক্র', 'শনি'] as const;

/** The venue's four periods, as the slot tabs name them. */
export const BANGLA_PERIOD_NAMES: Readonly<Record<Period, string>> = {
  Morning: 'সকাল',
  Afternoon: 'বিকেল',
  Night: 'রাত',
  'Late Night': 'গভীর রাত',
};

/** `৳২০০০`: whole taka, the sign first, no grouping (prices here are four digits). */
export function formatTakaBangla(amount: number): string {
  return `৳${banglaDigits(Math.round(amount))}`;
}

/** `২২ নভেম্বর ২০২৬` for `2026-11-22`. */
export function formatLongDateBangla(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  return `${banglaDigits(Number(match[3]))} ${BANGLA_MONTH_NAMES[Number(match[2]) - 1]} ${banglaDigits(match[1] ?? '')}`;
}

/** `নভেম্বর ২০২৬`: a calendar's title (`month` 1-12). */
export function formatMonthTitleBangla({ year, month }: { year: number; month: number }): string {
  return `${BANGLA_MONTH_NAMES[month - 1]} ${banglaDigits(year)}`;
}

/** `রবিবার, ২২ নভেম্বর ২০২৬`: the name a screen reader gives a day. */
export function formatDayLabelBangla(date: string): string {
  return `${BANGLA_WEEKDAY_NAMES[dayOfWeek(date)]}, ${formatLongDateBangla(date)}`;
}

/** `রবিবার, ২২ নভেম্বর`: a day near enough to need no year. */
export function formatWeekdayAndDayBangla(date: string): string {
  return `${BANGLA_WEEKDAY_NAMES[dayOfWeek(date)]}, ${banglaDigits(Number(date.slice(8, 10)))} ${BANGLA_MONTH_NAMES[Number(date.slice(5, 7)) - 1]}`;
}

/**
 * The word for the part of the day a clock time falls in: ভোর (4-6), সকাল (6-12), দুপুর (12-3 pm), বিকেল (3-6 pm),
 * সন্ধ্যা (6-8 pm), রাত (8 pm-4 am). A time on a boundary belongs to the part it starts (6:00 pm is সন্ধ্যা).
 */
export function partOfDayBangla(minutesOfDay: number): string {
  const hour = Math.floor((((minutesOfDay % 1440) + 1440) % 1440) / 60);
  if (hour >= 4 && hour < 6) return 'ভোর';
  if (hour >= 6 && hour < 12) return 'সকাল';
  if (hour >= 12 && hour < 15) return 'দুপুর';
  if (hour >= 15 && hour < 18) return 'বিকেল';
  if (hour >= 18 && hour < 20) return 'সন্ধ্যা';
  return 'রাত';
}

/** `৬:০০`: the 12-hour clock in Bangla digits; the part of the day says what am/pm would. */
function clockBangla(minutesOfDay: number): string {
  const minutes = ((minutesOfDay % 1440) + 1440) % 1440;
  const h24 = Math.floor(minutes / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return banglaDigits(`${h12}:${String(minutes % 60).padStart(2, '0')}`);
}

/** A clock time with its part of the day: `সন্ধ্যা ৭:৩০`. */
export function formatClockBangla(minutesOfDay: number): string {
  return `${partOfDayBangla(minutesOfDay)} ${clockBangla(minutesOfDay)}`;
}

/**
 * A slot's time: `সকাল ৬:০০ - ৭:৩০`; the end names its own part of the day only where it changes
 * (`সকাল ১০:৩০ - দুপুর ১২:০০`).
 */
export function slotTimeBangla(slot: Pick<Slot, 'startMinutes'>, slotMinutes = SLOT_MINUTES): string {
  const end = slot.startMinutes + slotMinutes;
  const endText =
    partOfDayBangla(end) === partOfDayBangla(slot.startMinutes) ? clockBangla(end) : formatClockBangla(end);
  return `${formatClockBangla(slot.startMinutes)} - ${endText}`;
}
