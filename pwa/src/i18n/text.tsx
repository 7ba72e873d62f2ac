import type { ShownProblem } from '@turf/sync-contract/error-codes';
import { MESSAGES } from '@turf/sync-contract/messages';
import { startMinutesOfTimeText } from '@turf/sync-contract/slots';
import { createContext, type ReactNode, useContext } from 'react';
import type { Catalogue } from './catalogue-en';

// No catalogue by default: the app, the prerenderer and the language switch always provide the page's own, and
// importing one here would ship it with every page in both languages (decision 043).
const TextContext = createContext<Catalogue | null>(null);
let withoutProvider: Catalogue | null = null;

/**
 * The catalogue a screen rendered with no `TextProvider` above it reads: the tests' setup names English, the spec's
 * language, so a test of one screen needs no provider. The app never relies on it.
 */
export function setTextWithoutProvider(text: Catalogue): void {
  withoutProvider = text;
}

/** Gives the screens below it their language's texts (the app's root, the prerenderer, a test). */
export function TextProvider({ text, children }: { text: Catalogue; children: ReactNode }) {
  return <TextContext.Provider value={text}>{children}</TextContext.Provider>;
}

/** The texts of the visitor's language. */
export function useText(): Catalogue {
  const text = useContext(TextContext) ?? withoutProvider;
  if (!text) throw new Error('useText() needs a TextProvider above it');
  return text;
}

/**
 * How a problem reads in the visitor's language: the catalogue's text for its code, else its own message (the spec's
 * English, or the server's for a code the catalogue does not know yet). A problem with no code that says only
 * `Request failed` is the client's own fallback, so the catalogue words it too.
 */
export function useProblemText(): (problem: ShownProblem) => string {
  const { errors, requestFailed } = useText();
  return (problem) =>
    (problem.code ? errors[problem.code] : problem.message === MESSAGES.requestFailed ? requestFailed : undefined) ??
    problem.message;
}

/**
 * The chat message a visitor sends the manager about a request (the success dialog, `/my-requests`), in the visitor's
 * language. `time` is the slot's own time text, as every request carries it; its start is all another language needs.
 */
export function useVisitorMessage(): (request: { id: string; name: string; date: string; time: string }) => string {
  const { chat, dates, slots } = useText();
  return ({ id, name, date, time }) =>
    chat.visitorMessage({
      id,
      name,
      date: dates.longDate(date),
      time: slots.slotTime({ time, startMinutes: startMinutesOfTimeText(time) }),
    });
}
