import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { db } from '../lib/db';
import type { OutboxItem } from './outbox-item';
import { listItems } from './outbox-repository';

/** Every request on this device, newest first, live: it follows changes from this tab, others and the worker. */
export function useOutboxItems(): OutboxItem[] | undefined {
  const [items, setItems] = useState<OutboxItem[] | undefined>(undefined);
  useEffect(() => {
    const subscription = liveQuery(() => listItems(db)).subscribe({
      next: setItems,
      error: () => setItems([]),
    });
    return () => subscription.unsubscribe();
  }, []);
  return items;
}
