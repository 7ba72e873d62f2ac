import { visitorSettingsOf } from '@turf/sync-contract/settings-defaults';
import { useEffect, useState } from 'react';
import { useVenueSettings } from '../../lib/venue-settings';
import type { OutboxItem } from '../../outbox';
import { type CancelStanding, cancelStanding } from './cancel-standing';

/** setTimeout's longest delay (about 24.8 days); a later moment is reached by waking on the way. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The card's cancel offer as it stands now, by the venue's cutoff, and again the moment it changes: a page left open
 * across the cutoff stops offering Cancel then, not on the next tap (which the server would refuse anyway).
 */
export function useCancelStanding(
  item: Pick<OutboxItem, 'state' | 'date' | 'slotId' | 'cancelKey' | 'advance'>,
): CancelStanding {
  const cutoffHours = useVenueSettings((settings) => visitorSettingsOf(settings).cancelCutoffHours);
  const [now, setNow] = useState(Date.now);
  const standing = cancelStanding(item, cutoffHours, now);
  const changesAt = standing.kind === 'none' ? null : standing.until;
  useEffect(() => {
    if (changesAt === null) return;
    // Just past the moment (`until` itself is still allowed); a moment beyond the longest timer wakes it on the way, and
    // the new `now` sets the next one.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(changesAt - now + 1, 0), LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [changesAt, now]);
  return standing;
}
