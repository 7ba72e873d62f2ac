import { type FocusEvent, useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Keeps the focus in an element whose focused control goes away under the visitor (an offer that lapses takes `Take the
 * slot` with it, a poll turns `Notify me` into a link): the browser drops the focus to the page, and a keyboard or
 * screen-reader user would start again from its top. `target` takes it instead. Focus the visitor moved elsewhere
 * (another control, a tap on the page) is theirs. Returns the handlers for the element.
 */
export function useFocusKept(target: () => HTMLElement | null | undefined) {
  /** The element in it that last had the focus, while the focus is in it or was lost from it. */
  const focused = useRef<Element | null>(null);
  const latest = useRef(target);
  latest.current = target;

  // After every render: the controls come and go with what the element shows.
  useLayoutEffect(() => {
    const gone = focused.current;
    if (gone === null || gone.isConnected) return;
    focused.current = null;
    const active = document.activeElement;
    if (active === null || active === document.body) latest.current()?.focus();
  });

  const onFocus = useCallback((event: FocusEvent) => {
    focused.current = event.target;
  }, []);
  const onBlur = useCallback((event: FocusEvent) => {
    const to = event.relatedTarget;
    if (to instanceof Node) {
      if (!event.currentTarget.contains(to)) focused.current = null;
      return;
    }
    // Focus to nowhere: a tap on the page (the control is still there), or the control going (it is not, by then).
    const from = event.target;
    queueMicrotask(() => {
      if (from.isConnected && focused.current === from) focused.current = null;
    });
  }, []);
  return { onFocus, onBlur };
}
