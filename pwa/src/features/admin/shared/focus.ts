import { type FocusEvent, useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Focus fell to the page itself: the focused control went away (a decided card, a deleted row) or was disabled
 * while its action ran. Only then is focus put somewhere on the manager's behalf; focus the manager moved stays.
 */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

/** The first control of an element (a link, a button, a field), or the element itself when it has none. */
export function focusFirstControl(element: HTMLElement | null): boolean {
  if (!element) return false;
  const control = element.querySelector<HTMLElement>('a[href], button:not([disabled]), input:not([disabled])');
  (control ?? element).focus();
  return true;
}

export interface FocusAfterRemoval {
  /** Reads the id of the list item an element belongs to, or null outside any item. */
  itemOf(element: Element): string | null;
  /** Puts focus in the item with this id (false when it is not on the page). */
  focusItem(id: string): boolean;
  /** The list is empty now: where focus goes instead (the page's heading). */
  focusEmpty(): void;
}

/**
 * Keeps focus in a list whose items leave it (a request decided, a booking deleted, a row a filter no longer shows).
 * The browser drops focus to the page when the focused element goes, and a keyboard or screen-reader user would
 * start again from the top; instead focus moves to the item that took its place (the next one), else to the one
 * before it, else to `focusEmpty`. Returns the handlers for the element around the list.
 */
export function useFocusAfterRemoval(ids: readonly string[], options: FocusAfterRemoval) {
  const shownIds = useRef(ids);
  /** The item that last held focus, while focus is in the list or was lost from it. */
  const focusedItem = useRef<string | null>(null);
  const latest = useRef(options);
  latest.current = options;

  useLayoutEffect(() => {
    const before = shownIds.current;
    shownIds.current = ids;
    const gone = focusedItem.current;
    if (gone === null || ids.includes(gone) || !focusIsLost()) return;
    focusedItem.current = null;
    const at = before.indexOf(gone);
    const remaining = new Set(ids);
    const candidates = at < 0 ? ids : [...before.slice(at + 1), ...before.slice(0, at).reverse()];
    for (const id of candidates) if (remaining.has(id) && latest.current.focusItem(id)) return;
    latest.current.focusEmpty();
  }, [ids]);

  const onFocus = useCallback((event: FocusEvent) => {
    focusedItem.current = latest.current.itemOf(event.target);
  }, []);
  // Focus the manager moves out of the list is theirs; focus that falls to the page (relatedTarget null) is not.
  const onBlur = useCallback((event: FocusEvent) => {
    const to = event.relatedTarget;
    if (to instanceof Node && !event.currentTarget.contains(to)) focusedItem.current = null;
  }, []);
  return { onFocus, onBlur };
}
