import { useText } from './text';
import { waitlistBn } from './waitlist-bn';
import { type WaitlistCatalogue, waitlistEn } from './waitlist-en';

/**
 * The waitlist's texts in the page's language. Both load with the chunks that show them (the slot list's `Notify me`,
 * `/my-requests`), never with a page's first load, as the cancellation's and the advance's do.
 */
export function useWaitlistText(): WaitlistCatalogue {
  return useText().locale === 'bn' ? waitlistBn : waitlistEn;
}
