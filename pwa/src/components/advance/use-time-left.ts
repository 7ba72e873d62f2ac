import { useEffect, useState } from 'react';

/**
 * Milliseconds left until `until` (an ISO timestamp), counted on this phone's clock each second; 0 once it has passed,
 * and the ticking stops. The server's clock decides the hold (decision 086): this is only what the visitor reads.
 */
export function useTimeLeft(until: string | undefined): number {
  const end = until === undefined ? Number.NaN : Date.parse(until);
  const [msLeft, setMsLeft] = useState(() => leftUntil(end));
  useEffect(() => {
    setMsLeft(leftUntil(end));
    if (leftUntil(end) === 0) return;
    const timer = setInterval(() => {
      const now = leftUntil(end);
      setMsLeft(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [end]);
  return msLeft;
}

function leftUntil(end: number): number {
  return Number.isNaN(end) ? 0 : Math.max(0, end - Date.now());
}

/** What a screen reader is told, and only when it changes: 5 minutes left, 1 minute left, the time is over. */
export type HoldMoment = 'five' | 'one' | 'over' | null;

export function holdMoment(msLeft: number): HoldMoment {
  if (msLeft <= 0) return 'over';
  if (msLeft <= 60_000) return 'one';
  if (msLeft <= 5 * 60_000) return 'five';
  return null;
}
