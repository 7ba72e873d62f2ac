import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, kept up to date. Before the app runs (the prerendered page) and where there
 * is no `matchMedia`, false: a screen that renders differently by it must be one the server never renders.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
