import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches, kept current as the window changes size. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The "medium width" of docs/product.md#limits-and-constants: a desktop layout from here, phone bars below. */
export const DESKTOP_QUERY = '(min-width: 768px)';
