import type { SlotId } from '@turf/sync-contract/slots';
import type { OutboxItem } from '../../outbox';

/** Still waiting for the manager's word: kept on the phone, on its way, or pending at the venue. */
const UNDECIDED: ReadonlySet<OutboxItem['state']> = new Set(['queued', 'sending', 'sent']);

/** The slots of `date` this device has asked for and not heard back on: shown `Requested by you`. */
export function requestedSlots(items: readonly OutboxItem[], date: string | null): ReadonlySet<SlotId> {
  const slots = new Set<SlotId>();
  for (const item of items) if (item.date === date && UNDECIDED.has(item.state)) slots.add(item.slotId);
  return slots;
}
