import type { WaitlistEntry } from '@turf/sync-contract/schemas';
import { slotKeyOf } from './slot-card';

/** A slot with nobody waiting: one shared empty list, so a cell without a waitlist keeps its props from render to render. */
export const NO_WAITLIST: readonly WaitlistEntry[] = [];

/** The week's waitlists by slot (`slotKeyOf`), each in line order, the first in line first. */
export function waitlistBySlot(entries: readonly WaitlistEntry[]): ReadonlyMap<string, readonly WaitlistEntry[]> {
  const bySlot = new Map<string, WaitlistEntry[]>();
  for (const entry of entries) {
    const key = slotKeyOf(entry);
    const line = bySlot.get(key);
    if (line) line.push(entry);
    else bySlot.set(key, [entry]);
  }
  for (const line of bySlot.values()) line.sort((a, b) => a.position - b.position);
  return bySlot;
}
