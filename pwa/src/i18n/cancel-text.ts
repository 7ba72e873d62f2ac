import { cancelBn } from './cancel-bn';
import { type CancelCatalogue, cancelEn } from './cancel-en';
import { useText } from './text';

/** A visitor's own cancellation's texts in the page's language; both load with `/my-requests`, as the advance's do. */
export function useCancelText(): CancelCatalogue {
  return useText().locale === 'bn' ? cancelBn : cancelEn;
}
