import { type Locale, localePath, splitLocalePath } from '@turf/sync-contract/locale';
import { type Location, type To, UNSAFE_createBrowserHistory } from 'react-router-dom';

/** react-router's history (its type is not exported by name). */
type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** The router's history, whose addresses carry the page's language (`/bn/slots`), and the switch's way to move it. */
export interface LanguageHistory extends History {
  /** Moves the address bar to `locale`'s own address of the same page: no navigation, nothing re-rendered by it. */
  setLanguage(locale: Locale): void;
}

/**
 * Every address carries its language (decision 043), but the routes do not: this history shows the router each
 * address without its `/en` or `/bn` and writes the language in front of every address the router makes (links,
 * navigations). A router's `basename` would do the same for a language fixed at start; a switch would then need a new
 * router, which remounts every screen and loses a half-filled form. Here the switch only changes what is written in
 * front. An unprefixed address (`/slots`, answered in the chosen language) becomes the language's own at once.
 */
export function createLanguageHistory(initial: Locale, window: Window = globalThis.window): LanguageHistory {
  let language = initial;
  const prefixed = (pathname: string) => localePath(language, splitLocalePath(pathname).path);
  const withLanguage = (to: To): To => {
    if (typeof to === 'string') return to.startsWith('/') ? prefixed(to) : to;
    return to.pathname?.startsWith('/') ? { ...to, pathname: prefixed(to.pathname) } : to;
  };
  const withoutLanguage = (location: Location): Location => ({
    ...location,
    pathname: splitLocalePath(location.pathname).path,
  });
  const moveAddress = (state: unknown = window.history.state) => {
    const { pathname, search, hash } = window.location;
    const address = `${prefixed(pathname)}${search}${hash}`;
    if (address !== `${pathname}${search}${hash}` || state !== window.history.state) {
      window.history.replaceState(state, '', address);
    }
  };
  // At start, one write of the address bar instead of two: react-router's history numbers its entries in the state
  // (`idx`) and gives a fresh entry its 0 with a replaceState of its own, which finding one here it skips.
  const start = window.history.state as { idx?: unknown } | null;
  moveAddress(start?.idx == null ? { ...start, idx: 0 } : start);
  const browser = UNSAFE_createBrowserHistory({ window });
  return {
    get action() {
      return browser.action;
    },
    get location() {
      return withoutLanguage(browser.location);
    },
    createHref: (to) => browser.createHref(withLanguage(to)),
    createURL: (to) => browser.createURL(to),
    encodeLocation: (to) => browser.encodeLocation(to),
    push: (to, state) => browser.push(withLanguage(to), state),
    replace: (to, state) => browser.replace(withLanguage(to), state),
    go: (delta) => browser.go(delta),
    // Back and forward may land on an address written before a switch (`/en/events` after switching to Bangla): the
    // page shows the chosen language, so the address says so too.
    listen: (listener) =>
      browser.listen((update) => {
        moveAddress();
        listener({ ...update, location: withoutLanguage(update.location) });
      }),
    setLanguage(locale) {
      language = locale;
      moveAddress();
    },
  };
}
