import { advanceBn } from './advance-bn';
import { type AdvanceCatalogue, advanceEn } from './advance-en';
import { useText } from './text';

/** The advance payment's texts in the page's language; both live in the advance's lazy chunk, as the panel's do. */
export function useAdvanceText(): AdvanceCatalogue {
  return useText().locale === 'bn' ? advanceBn : advanceEn;
}
