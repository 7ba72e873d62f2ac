import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The query parameter a notification's tap carries: the request to show (`?request=K7Q-M4X-PAR`). */
export const HIGHLIGHT_PARAM = 'request';
const HIGHLIGHT_MS = 6_000;

/**
 * A notification opened this page for one request: once its card is on the page, scroll it into view, move focus to
 * it (so a screen reader reads it) and mark it `data-highlighted` for a few seconds (the page's CSS draws it). The
 * mark is an attribute React does not manage, so a re-render keeps it. A request not on the page (decided, on a later
 * page) is left: the page is still the right one.
 */
export function useHighlightFromQuery(
  domIdOf: (id: string) => string,
  /** The list the cards are drawn from; undefined while it loads. A new list is looked through again. */
  list: unknown,
  /** Called once per request not found in the list: a request newer than the list, worth a refresh. */
  onMissing?: () => void,
  /** The parameter naming it: a request's (`request`), or a waitlist entry's (`WAITLIST_HIGHLIGHT_PARAM`). */
  param: string = HIGHLIGHT_PARAM,
): void {
  const [params] = useSearchParams();
  const id = params.get(param);
  const done = useRef<string | null>(null);
  const missed = useRef<string | null>(null);

  useEffect(() => {
    if (!id || list === undefined || done.current === id) return;
    const element = document.getElementById(domIdOf(id));
    if (!element) {
      if (missed.current !== id) {
        missed.current = id;
        onMissing?.();
      }
      return;
    }
    done.current = id;
    element.scrollIntoView({ block: 'center' });
    if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
    element.focus({ preventScroll: true });
    element.dataset.highlighted = 'true';
    const timer = setTimeout(() => delete element.dataset.highlighted, HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [id, list, domIdOf, onMissing]);
}
