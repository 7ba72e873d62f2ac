import { usePollWhileVisible } from '../../lib/use-poll-while-visible';
import { refreshSentStatuses } from '../../outbox';

/**
 * Polls the status of sent requests (or, with `refresh`, of something else the page follows: the waitlist's entries)
 * while the page is in view: a hidden tab costs no data. `refresh` must be a stable (module-level) function.
 */
export function useStatusPolling(enabled: boolean, refresh: () => Promise<void> = refreshSentStatuses): void {
  usePollWhileVisible(enabled, refresh);
}
