import type { SlotId } from '@turf/sync-contract/slots';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * When the visitor picks a slot, brings `fields` (the name and phone) into view if they are not, as on a phone, where
 * the form is a screen or more below the slots (issue 29). Only a scroll: focus stays on the slot just picked, so a
 * phone's keyboard does not open over the page uninvited, and a keyboard user's next Tab goes on from there.
 * `block: 'nearest'` moves as little as it can, and the page's scroll-padding keeps the fields clear of the sticky top
 * bar and the bottom tab bar (app/global.css).
 */
export function useRevealOnSlotPicked(slotId: SlotId | null, fields: RefObject<HTMLElement | null>): void {
  const shown = useRef(slotId);
  useEffect(() => {
    const picked = slotId !== null && slotId !== shown.current;
    shown.current = slotId;
    const element = fields.current;
    if (!picked || !element || isInView(element)) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    element.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [slotId, fields]);
}

/** Wholly between the top bar and the bottom tab bar (the room `scroll-padding` leaves for them). */
function isInView(element: HTMLElement): boolean {
  const root = getComputedStyle(document.documentElement);
  const top = Number.parseFloat(root.scrollPaddingTop) || 0;
  const bottom = Number.parseFloat(root.scrollPaddingBottom) || 0;
  const box = element.getBoundingClientRect();
  return box.top >= top && box.bottom <= window.innerHeight - bottom;
}
