import { useEffect, useState } from 'react';

/** How often the board looks at the clock: a slot shows as started at most this late. */
const TICK_MS = 30_000;

/**
 * The time now, kept current while the board is open: slots of today turn `Started` and then `Past` as the day goes,
 * and a phone woken from sleep looks again at once instead of at its next tick.
 */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const tick = () => setNow(new Date());
    const timer = window.setInterval(tick, TICK_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, []);
  return now;
}
