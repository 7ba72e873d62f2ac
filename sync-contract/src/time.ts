import { getSlot, SLOT_MINUTES, type SlotId } from './slots';

/** The venue's clock. Every "today", every "has this slot started" is judged here, not on the phone's clock zone. */
export const VENUE_TIME_ZONE = 'Asia/Dhaka';

/**
 * How far ahead a visitor may request a slot, until the manager saves another horizon: the settings'
 * `bookingHorizonDays` is what the API enforces (decision 044); this is its first-start default.
 */
export const MAX_DAYS_AHEAD = 60;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const ISO_DATE_PATTERN_SOURCE = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

/** A real calendar date written `YYYY-MM-DD` (so `2026-02-30` is not one). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Asia/Dhaka has been UTC+6 all year since 2010 (its one daylight-saving spell, in 2009, is long over), so the
 * venue's clock is plain arithmetic. Intl would give the same answer, but a phone's first Intl.DateTimeFormat
 * costs some 60 ms of main thread at start-up; `time.test.ts` holds this offset against the time-zone database
 * and fails the day that database moves Dhaka.
 */
export const VENUE_UTC_OFFSET_MINUTES = 6 * 60;
const VENUE_OFFSET_MS = VENUE_UTC_OFFSET_MINUTES * 60_000;

/** Today's date at the venue, `YYYY-MM-DD`. */
export function todayAtVenue(now: Date = new Date()): string {
  return new Date(now.getTime() + VENUE_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The venue's day `now` falls in: from its first slot (6:00 am) to the end of the Late Night after it (6:00 am next),
 * so the early hours of a date count as the night before (issue 29), as a manager and a team say "tonight".
 */
export function venueDayAt(now: Date = new Date()): string {
  return todayAtVenue(new Date(now.getTime() - getSlot('M-1').startMinutes * 60_000));
}

/** The venue's wall-clock minute of the day of an instant (an ISO string or a Date): a hold's end, read as every slot is. */
export function venueMinuteOfDay(instant: string | Date): number {
  const at = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  const wall = new Date(at + VENUE_OFFSET_MS);
  return wall.getUTCHours() * 60 + wall.getUTCMinutes();
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The UTC instant of a wall-clock time at the venue. */
export function venueWallTimeToInstant(date: string, minutesOfDay: number): Date {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  const asUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 0, minutesOfDay);
  return new Date(asUtc - VENUE_OFFSET_MS);
}

/** A slot on date D starts at D + its start time (L-1 on D starts at D 00:00). */
export function slotStartInstant(date: string, slotId: SlotId): Date {
  return venueWallTimeToInstant(date, getSlot(slotId).startMinutes);
}

export function slotEndInstant(date: string, slotId: SlotId): Date {
  return venueWallTimeToInstant(date, getSlot(slotId).startMinutes + SLOT_MINUTES);
}

export function hasSlotStarted(date: string, slotId: SlotId, now: Date = new Date()): boolean {
  return slotStartInstant(date, slotId).getTime() <= now.getTime();
}

export type BookableDateProblem = 'past' | 'too-far';

/** Whether a date may be requested today: not before today at the venue, at most `horizonDays` ahead. */
export function bookableDateProblem(
  date: string,
  now: Date = new Date(),
  horizonDays: number = MAX_DAYS_AHEAD,
): BookableDateProblem | null {
  const diff = daysBetween(todayAtVenue(now), date);
  if (diff < 0) return 'past';
  if (diff > horizonDays) return 'too-far';
  return null;
}

/** English month names, January first: the product's texts are English, and Intl is not worth its start-up here. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** `November 22, 2026`: how docs/product.md#slots-page writes a chosen date. */
export function formatLongDate(date: string): string {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  return `${MONTH_NAMES[Number(match[2]) - 1]} ${Number(match[3])}, ${match[1]}`;
}

/** The days of the week by their English names, Sunday first, as `Date#getUTCDay` counts them. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAY_NAMES)[number];

/** Each day's short name (heads a calendar column) and long name (read out), Sunday first. */
export const WEEKDAYS: readonly (readonly [string, Weekday])[] = WEEKDAY_NAMES.map((name) => [name.slice(0, 3), name]);

/** 0 for Sunday to 6 for Saturday, of a `YYYY-MM-DD` date. */
export function dayOfWeek(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** `November 2026`: a calendar's title (`month` 1-12). */
export function formatMonthTitle({ year, month }: { year: number; month: number }): string {
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

/** `Sunday, November 22, 2026`: the name a screen reader gives a day. */
export function formatDayLabel(date: string): string {
  return `${WEEKDAY_NAMES[dayOfWeek(date)]}, ${formatLongDate(date)}`;
}

/** `Sunday, November 22`: a day near enough to need no year. */
export function formatWeekdayAndDay(date: string): string {
  return `${WEEKDAY_NAMES[dayOfWeek(date)]}, ${MONTH_NAMES[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}`;
}
