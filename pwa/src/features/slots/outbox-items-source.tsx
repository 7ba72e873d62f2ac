import { useEffect } from 'react';
import { type OutboxItem, useOutboxItems } from '../../outbox';

/** Loaded lazily (`DeviceRequests`): it brings the outbox and Dexie with it. Renders nothing; reports the items. */
export default function OutboxItemsSource({ onChange }: { onChange(items: readonly OutboxItem[]): void }) {
  const items = useOutboxItems();
  useEffect(() => {
    if (items) onChange(items);
  }, [items, onChange]);
  return null;
}
