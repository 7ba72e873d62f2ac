import { NOTE_MAX_LENGTH } from '@turf/sync-contract/messages';
import { isPlainText } from '@turf/sync-contract/plain-text';
import type { AdminCatalogue } from '../../../i18n/admin-en';

/** What is wrong with a trimmed note under the contract's rules (too long, hidden characters), or undefined. */
export function noteProblem(note: string, text: AdminCatalogue): string | undefined {
  if (note.length > NOTE_MAX_LENGTH) return text.bookingForm.noteTooLong;
  if (!isPlainText(note)) return text.bookingForm.noteHidden;
  return undefined;
}
