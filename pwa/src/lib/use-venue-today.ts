import { todayAtVenue } from '@turf/sync-contract/time';
import { useClientValue } from './hydration';

/** How often an open page looks at the clock: a day rolls over at most this late. */
const CHECK_EVERY_MS = 30_000;

function watchClock(onChange: () => void): () => void {
  const timer = window.setInterval(onChange, CHECK_EVERY_MS);
  // A phone wakes a sleeping tab without running its timers first: look at the clock as soon as it is seen.
  document.addEventListener('visibilitychange', onChange);
  window.addEventListener('focus', onChange);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onChange);
    window.removeEventListener('focus', onChange);
  };
}

function venueToday(): string {
  return todayAtVenue();
}

/**
 * Today at the venue, `YYYY-MM-DD`, kept current while the page stays open (an installed app left open
 * overnight moves on to the new day). Null in the prerendered page and while it hydrates: the build machine's
 * day is not the visitor's, so what depends on it renders once the app runs on the phone.
 */
export function useVenueToday(): string | null {
  return useClientValue(venueToday, watchClock);
}
