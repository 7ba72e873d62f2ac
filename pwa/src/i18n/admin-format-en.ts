import { VENUE_TIME_ZONE } from '@turf/sync-contract/time';

const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** `Sun, Nov 22, 2026` for a `YYYY-MM-DD` date (a calendar date, so no zone shift). */
export function formatShortDate(date: string): string {
  const instant = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(instant.getTime()) ? date : SHORT_DATE.format(instant);
}

const VENUE_DATE_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: VENUE_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An instant as the venue's wall clock: `Nov 22, 2026, 9:41 AM` (the clock and its AM/PM kept on one line). */
export function formatVenueDateTime(timestamp: string): string {
  const instant = new Date(timestamp);
  return Number.isNaN(instant.getTime()) ? timestamp : keepClockTogether(VENUE_DATE_TIME.format(instant));
}

const VENUE_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: VENUE_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const VENUE_CLOCK = new Intl.DateTimeFormat('en-US', { timeZone: VENUE_TIME_ZONE, hour: 'numeric', minute: '2-digit' });

/** The same instant split for a narrow table cell: `['Nov 22, 2026', '9:41 AM']`. */
export function formatVenueDateTimeParts(timestamp: string): [string, string] {
  const instant = new Date(timestamp);
  if (Number.isNaN(instant.getTime())) return [timestamp, ''];
  return [VENUE_DATE.format(instant), VENUE_CLOCK.format(instant)];
}

/** `6:00 pm - 7:30 pm` may break only around the dash, never between a clock and its am/pm. */
export function keepClockTogether(time: string): string {
  return time.replace(/ (am|pm)/gi, '\u00a0$1');
}
