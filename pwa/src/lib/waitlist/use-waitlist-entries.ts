import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { db } from '../db';
import type { DeviceWaitlistEntry } from './waitlist-entry';
import { listWaitlistEntries } from './waitlist-repository';

/**
 * Every waitlist entry on this device the visitor has not removed, newest first, live: it follows this tab, the others
 * and the worker.
 */
export function useWaitlistEntries(): DeviceWaitlistEntry[] | undefined {
  const [entries, setEntries] = useState<DeviceWaitlistEntry[] | undefined>(undefined);
  useEffect(() => {
    const shown = async () => (await listWaitlistEntries(db)).filter((entry) => !entry.removed);
    const subscription = liveQuery(shown).subscribe({
      next: setEntries,
      error: () => setEntries([]),
    });
    return () => subscription.unsubscribe();
  }, []);
  return entries;
}
