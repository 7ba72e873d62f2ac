import { MONTH_NAMES, todayAtVenue, VENUE_UTC_OFFSET_MINUTES } from '@turf/sync-contract/time';

/**
 * When a device copy was made (`Offline - as of ...`), on the venue's clock like every other time of the site: a
 * phone set to another zone still shows the venue's time. `3:45 PM` for today at the venue, `Nov 21, 3:45 PM` for
 * an older copy. Plain arithmetic on the venue's fixed offset, not Intl (decision 017): the slots page shows this
 * offline, and a first Intl formatter costs more than the whole page's other work there. The English catalogue's
 * `dates.asOf`; the Bangla one writes the same in Bangla.
 */
export function formatAsOf(epochMs: number, now: number = Date.now()): string {
  const wall = new Date(epochMs + VENUE_UTC_OFFSET_MINUTES * 60_000);
  const hours = wall.getUTCHours();
  const minutes = String(wall.getUTCMinutes()).padStart(2, '0');
  // A no-break space: the clock and its AM/PM never part at a line end.
  const clock = `${hours % 12 || 12}:${minutes}\u00a0${hours < 12 ? 'AM' : 'PM'}`;
  if (todayAtVenue(new Date(epochMs)) === todayAtVenue(new Date(now))) return clock;
  return `${(MONTH_NAMES[wall.getUTCMonth()] ?? '').slice(0, 3)} ${wall.getUTCDate()}, ${clock}`;
}
