import { getSlot, SLOT_MINUTES, type SlotId } from './slots';

/** The venue's clock. Every "today", every "has this slot started" is judged here, not on the phone's clock zone. */
export const VENUE_TIME_ZONE = 'Asia/Dhaka';

/** How far ahead a visitor may request a slot. */
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

const dateFormatterCache = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = dateFormatterCache.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    dateFormatterCache.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Today's date at the venue, `YYYY-MM-DD`. */
export function todayAtVenue(now: Date = new Date()): string {
  const c = wallClock(now, VENUE_TIME_ZONE);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`;
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

/** The UTC instant of a wall-clock time at the venue (correct across any offset change the zone may have). */
export function venueWallTimeToInstant(date: string, minutesOfDay: number): Date {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  const asUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 0, minutesOfDay);
  // Guess with the offset at that instant, then correct once with the offset at the guess.
  let instant = asUtc - offsetMs(new Date(asUtc));
  instant = asUtc - offsetMs(new Date(instant));
  return new Date(instant);
}

function offsetMs(instant: Date): number {
  const c = wallClock(instant, VENUE_TIME_ZONE);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
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

/** Whether a date may be requested today: not before today at the venue, at most MAX_DAYS_AHEAD ahead. */
export function bookableDateProblem(date: string, now: Date = new Date()): BookableDateProblem | null {
  const diff = daysBetween(todayAtVenue(now), date);
  if (diff < 0) return 'past';
  if (diff > MAX_DAYS_AHEAD) return 'too-far';
  return null;
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });

/** `November 22, 2026`: the spec's form for a selected date. */
export function formatLongDate(date: string): string {
  return LONG_DATE.format(new Date(`${date}T00:00:00Z`));
}
