import type { ErrorCode } from '@turf/sync-contract/error-codes';
import type { Locale } from '@turf/sync-contract/locale';
import { createContext, type ReactNode, useContext } from 'react';
import { type Catalogue, en } from './catalogue-en';

interface Texts {
  locale: Locale;
  text: Catalogue;
}

// English until a provider says otherwise: the spec's language, and what every screen showed before issue 15.
const TextContext = createContext<Texts>({ locale: 'en', text: en });

/** Gives the screens below it their language's texts (the app's root, the prerenderer, a test). */
export function TextProvider({ locale, text, children }: Texts & { children: ReactNode }) {
  return <TextContext.Provider value={{ locale, text }}>{children}</TextContext.Provider>;
}

/** The texts of the visitor's language. */
export function useText(): Catalogue {
  return useContext(TextContext).text;
}

/** The visitor's language, for what is formatted rather than looked up (digits, dates, prices). */
export function useLocale(): Locale {
  return useContext(TextContext).locale;
}

/**
 * How a problem reads in the visitor's language: the catalogue's text for its code, else its own message (the spec's
 * English, or the server's for a code the catalogue does not know yet).
 */
export function useProblemText(): (problem: { code?: ErrorCode; message: string }) => string {
  const { errors } = useText();
  return (problem) => (problem.code ? errors[problem.code] : undefined) ?? problem.message;
}
