import { useCallback, useEffect, useRef } from 'react';

/**
 * A card the visitor removes leaves its list, and the browser would drop the focus to the page. Once it has left, the
 * focus goes to the card that took its place (the next one, else the one before), else to `fallback` (the list's or
 * the page's title). Returns the function to call as the visitor removes a card, before the list changes.
 */
export function useFocusAfterLeaving(
  items: readonly { id: string }[] | undefined,
  domIdOf: (id: string) => string,
  fallback: () => HTMLElement | null | undefined,
): (id: string) => void {
  /** The card removed, and the one that takes the focus once it has left the list (none: `fallback`). */
  const leaving = useRef<{ id: string; next: string | null } | null>(null);
  const latestFallback = useRef(fallback);
  latestFallback.current = fallback;

  useEffect(() => {
    const left = leaving.current;
    if (left === null || items === undefined || items.some((item) => item.id === left.id)) return;
    leaving.current = null;
    const next = left.next === null ? null : document.getElementById(domIdOf(left.next));
    (next ?? latestFallback.current())?.focus();
  }, [items, domIdOf]);

  return useCallback(
    (id: string) => {
      const list = items ?? [];
      const at = list.findIndex((item) => item.id === id);
      const others = list.filter((item) => item.id !== id);
      leaving.current = { id, next: (others[at] ?? others[at - 1])?.id ?? null };
    },
    [items],
  );
}
