import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { db } from '../db';
import type { DeviceWaitlistEntry } from './waitlist-entry';
import { findEntryForSlot } from './waitlist-repository';

/**
 * This device's entry for a slot, live (this tab, the others, the worker's push): the newest one the visitor has not
 * removed; null when there is none, undefined until it has been read (and where there is no IndexedDB).
 */
export function useSlotWaitlistEntry(date: string, slotId: string): DeviceWaitlistEntry | null | undefined {
  const [entry, setEntry] = useState<DeviceWaitlistEntry | null | undefined>(undefined);
  useEffect(() => {
    const shown = async () => {
      const found = await findEntryForSlot(db, date, slotId);
      return found && !found.removed ? found : null;
    };
    const subscription = liveQuery(shown).subscribe({ next: setEntry, error: () => setEntry(undefined) });
    return () => subscription.unsubscribe();
  }, [date, slotId]);
  return entry;
}
