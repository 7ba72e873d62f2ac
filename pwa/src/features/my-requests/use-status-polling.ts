import { useEffect } from 'react';
import { refreshSentStatuses } from '../../outbox';

/** While the page is visible and something is pending at the venue, how often to ask how it stands. */
export const STATUS_POLL_MS = 20_000;

/**
 * Polls the status of sent requests (or, with `refresh`, of something else the page follows: the waitlist's entries)
 * while the page is in view: a hidden tab costs no data. `refresh` must be a stable (module-level) function.
 */
export function useStatusPolling(enabled: boolean, refresh: () => Promise<void> = refreshSentStatuses): void {
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
      timer = setInterval(() => void refresh(), STATUS_POLL_MS);
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
