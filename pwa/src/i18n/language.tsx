import { LOCALE_COOKIE, type Locale } from '@turf/sync-contract/locale';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { Catalogue } from './catalogue-en';
import { loadCatalogue } from './catalogues';
import { TextProvider } from './text';

/** How long the switch's choice is kept on the device: a year, renewed by every switch. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

interface Language {
  locale: Locale;
  /** Shows every screen in `locale` at once: no reload, so data and what the visitor typed stay. */
  switchTo(locale: Locale): Promise<void>;
}

const LanguageContext = createContext<Language | null>(null);

/**
 * The page's language and its texts, and the switch between them (decision 043). A switch loads the other catalogue
 * (precached, so it works offline), remembers the choice in the `lang` cookie the server and the service worker read,
 * moves the address to the language's own (`moveAddress`, the router's) and renders the same tree with the new texts:
 * nothing is remounted, so a half-filled form keeps its fields.
 */
export function LanguageProvider({
  locale: initialLocale,
  text: initialText,
  moveAddress,
  children,
}: {
  locale: Locale;
  text: Catalogue;
  moveAddress: (locale: Locale) => void;
  children: ReactNode;
}) {
  const [shown, setShown] = useState({ locale: initialLocale, text: initialText });
  const wanted = useRef(initialLocale);
  const switchTo = useCallback(
    async (locale: Locale) => {
      wanted.current = locale;
      const text = await loadCatalogue(locale);
      // A second tap on the other language while this one loaded wins.
      if (wanted.current !== locale) return;
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers visitors use (older Safari, Firefox); this works in all.
      document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
      document.documentElement.lang = locale;
      moveAddress(locale);
      setShown({ locale, text });
    },
    [moveAddress],
  );
  const language = useMemo(() => ({ locale: shown.locale, switchTo }), [shown.locale, switchTo]);
  return (
    <LanguageContext.Provider value={language}>
      <TextProvider text={shown.text}>{children}</TextProvider>
    </LanguageContext.Provider>
  );
}

/** The page's language and the switch; `null` where no `LanguageProvider` is (a test of one screen). */
export function useLanguage(): Language | null {
  return useContext(LanguageContext);
}
