import type { BookingRequest } from '@turf/sync-contract/schemas';

/** IDs of pending requests that want the same date and slot as another one: only one of them can be confirmed. */
export function findSlotClashes(requests: readonly Pick<BookingRequest, '_id' | 'date' | 'slotId'>[]): Set<string> {
  const bySlot = new Map<string, string[]>();
  for (const request of requests) {
    const key = `${request.date} ${request.slotId}`;
    bySlot.set(key, [...(bySlot.get(key) ?? []), request._id]);
  }
  const clashing = new Set<string>();
  for (const ids of bySlot.values()) if (ids.length > 1) for (const id of ids) clashing.add(id);
  return clashing;
}

/** Oldest first, as the manager works through them. */
export function sortOldestFirst<T extends Pick<BookingRequest, 'createdAt'>>(requests: readonly T[]): T[] {
  return [...requests].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}
