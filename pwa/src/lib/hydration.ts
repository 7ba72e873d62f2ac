import { startTransition, useEffect, useState } from 'react';

let hydrating = false;

/** main.tsx, just before it attaches to a prerendered page. */
export function beginHydration(): void {
  hydrating = true;
}

/**
 * The app's first commit is done: components mounted from now on render with the device's values at once. The
 * page says so on `<html data-app="ready">`, for styles (and browser tests) that must tell the live app from the
 * prerendered HTML.
 */
export function endHydration(): void {
  hydrating = false;
  document.documentElement.dataset.app = 'ready';
}

/** True while the build prerenders a page (no DOM) and while the client attaches to that HTML. */
function renderingLikeTheServer(): boolean {
  return hydrating || typeof document === 'undefined';
}

/**
 * `read()` on the visitor's device; null in the prerendered HTML (built on another machine, another day, with no
 * storage) and while the client attaches to it, so the two agree. The device's value then follows in a transition:
 * React renders it in small slices instead of one long task on a slow phone. `subscribe`, when given, calls back
 * whenever `read()` may have changed. `read` must return a primitive (a changed value is a different one), and
 * both must be stable (module-level) functions.
 */
export function useClientValue<T extends string | number | boolean>(
  read: () => T,
  subscribe?: (onChange: () => void) => () => void,
): T | null {
  const [value, setValue] = useState<T | null>(() => (renderingLikeTheServer() ? null : read()));
  useEffect(() => {
    const update = () => setValue(read());
    // After hydration this brings the device's value; otherwise it reads the same one again, which renders nothing.
    startTransition(update);
    return subscribe?.(update);
  }, [read, subscribe]);
  return value;
}

function yes(): boolean {
  return true;
}

/**
 * False in the prerendered HTML and until the app has attached to it. Submit buttons wait for it: before then a
 * form would be sent by the browser itself, as a page load with its fields (a phone number, a password) in the URL.
 */
export function useAppReady(): boolean {
  return useClientValue(yes) === true;
}
