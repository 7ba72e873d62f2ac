import { SLOT_IDS } from '@turf/sync-contract/slots';

const SLOT_POSITION = new Map<string, number>(SLOT_IDS.map((id, i) => [id, i]));

/** A day's slots in the spec's display order (Morning first, Late Night last), as the board and /slots show them. */
export function bySlotOrder(a: { slotId: string }, b: { slotId: string }): number {
  return (SLOT_POSITION.get(a.slotId) ?? 99) - (SLOT_POSITION.get(b.slotId) ?? 99);
}

/** By date, then by the day's display order: how every list of the schedule board comes. */
export function byDateAndSlot(a: { date: string; slotId: string }, b: { date: string; slotId: string }): number {
  return a.date === b.date ? bySlotOrder(a, b) : a.date < b.date ? -1 : 1;
}
