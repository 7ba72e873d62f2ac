import type { Locale } from '@turf/sync-contract/locale';
import type { LocalText } from '@turf/sync-contract/schemas';
import { useText } from './text';

/** A text of the venue's settings in `locale`: the manager's Bangla when written, else the English every text has. */
export function localText(text: LocalText, locale: Locale): string {
  return text[locale] ?? text.en;
}

/** Picks a settings text in the page's language; an optional field the manager left out stays absent. */
export interface PickLocalText {
  (text: LocalText): string;
  (text: LocalText | undefined): string | undefined;
}

/** The settings' texts in the visitor's language (the page's catalogue names it), e.g. `local(venue.name)`. */
export function useLocalText(): PickLocalText {
  const { locale } = useText();
  return ((text: LocalText | undefined) => (text ? localText(text, locale) : undefined)) as PickLocalText;
}
