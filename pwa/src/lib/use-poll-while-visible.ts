import { useEffect } from 'react';

/** While the page is visible and something is pending at the venue, how often to ask how it stands. */
export const POLL_MS = 20_000;

/**
 * Runs `refresh` now and every `POLL_MS` while `enabled` and the page is in view (a hidden tab costs no data), and
 * again as the page comes back into view or the browser back online. `refresh` must be stable (module-level, or
 * memoised on what it asks about).
 */
export function usePollWhileVisible(enabled: boolean, refresh: () => Promise<void>): void {
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      if (timer !== undefined || document.visibilityState !== 'visible') return;
      void refresh();
      timer = setInterval(() => void refresh(), POLL_MS);
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? start() : stop());
    start();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', start);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', start);
    };
  }, [enabled, refresh]);
}
