import { type FocusEvent, useCallback, useLayoutEffect, useRef } from 'react';
import { focusIsLost } from '../shared/focus';

/**
 * Keeps focus inside a slot's card or cell while its content changes under the manager's finger: a pressed button
 * that was disabled for its call gets focus back once enabled again; one that went away with the change (`Book` on a
 * slot now booked, a decided request, `Unblock`) hands focus to `onRemoved` (the card itself, whose name says what
 * the slot is now). Focus the manager moved elsewhere is left alone. Returns the handlers for the element.
 */
export function useKeepFocus(onRemoved: () => void) {
  /** The control inside that last had focus, while focus is inside or fell from it to the page. */
  const lastFocused = useRef<HTMLElement | null>(null);
  const latest = useRef(onRemoved);
  latest.current = onRemoved;

  useLayoutEffect(() => {
    const last = lastFocused.current;
    if (last === null || !focusIsLost()) return;
    if (!last.isConnected) latest.current();
    else if (!last.matches(':disabled')) last.focus();
  });

  const onFocus = useCallback((event: FocusEvent) => {
    lastFocused.current = event.target instanceof HTMLElement ? event.target : null;
  }, []);
  const onBlur = useCallback((event: FocusEvent) => {
    const to = event.relatedTarget;
    if (to instanceof Node && !event.currentTarget.contains(to)) lastFocused.current = null;
  }, []);
  return { onFocus, onBlur };
}
