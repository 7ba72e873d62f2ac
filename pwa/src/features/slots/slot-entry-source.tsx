import type { SlotId } from '@turf/sync-contract/slots';
import { useCallback, useEffect } from 'react';
import { usePollWhileVisible } from '../../lib/use-poll-while-visible';
import { refreshWaitlistEntry } from '../../lib/waitlist/refresh-waitlist';
import { useSlotWaitlistEntry } from '../../lib/waitlist/use-slot-waitlist-entry';
import { type DeviceWaitlistEntry, isLiveEntry } from '../../lib/waitlist/waitlist-entry';

export interface SlotEntrySourceProps {
  date: string;
  slotId: SlotId;
  onChange(entry: DeviceWaitlistEntry | null): void;
}

/**
 * Loaded lazily (`NotifyMeButton`, on a phone that has joined a waitlist): it brings Dexie with it. Renders nothing;
 * reports this device's entry for the slot, and asks the venue how it stands while it is in line or offered and the
 * page is in view, as `/my-requests` does: the page itself tells the visitor of an offer while it is open (issue 31).
 */
export default function SlotEntrySource({ date, slotId, onChange }: SlotEntrySourceProps) {
  const entry = useSlotWaitlistEntry(date, slotId);
  const followed = entry && isLiveEntry(entry) ? entry.id : null;
  const refresh = useCallback(
    () => (followed === null ? Promise.resolve() : refreshWaitlistEntry(followed)),
    [followed],
  );
  usePollWhileVisible(followed !== null, refresh);
  useEffect(() => {
    if (entry !== undefined) onChange(entry);
  }, [entry, onChange]);
  return null;
}
