import type { SlotId } from '@turf/sync-contract/slots';
import { STORAGE_KEYS } from '../../../lib/config';
import type { DeviceCopy, DeviceCopyStore } from '../../../lib/device-copy';

/**
 * The last answer the server gave for each date's taken slots, kept on the phone so the slot list works offline
 * (decision 057). A few slot IDs and a time per date: localStorage holds them in one small entry, written at once and
 * read at once, so a first visit to /slots loads no database library to keep them.
 */

/** Dates kept at most; the copies the server gave longest ago go first. */
export const MOST_DATES_KEPT = 60;

type Copies = Record<string, DeviceCopy<SlotId[]>>;

function isCopy(value: unknown): value is DeviceCopy<SlotId[]> {
  if (typeof value !== 'object' || value === null) return false;
  const copy = value as Partial<DeviceCopy<unknown>>;
  return (
    Array.isArray(copy.value) &&
    copy.value.every((id) => typeof id === 'string') &&
    typeof copy.fetchedAt === 'number' &&
    Number.isFinite(copy.fetchedAt)
  );
}

/** Every copy kept; nothing when storage is blocked or holds something else (another version's shape). */
function readCopies(): Copies {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.availabilityCopies) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, copy]) => isCopy(copy))) as Copies;
  } catch {
    return {};
  }
}

function writeCopies(copies: Copies): void {
  const newest = Object.entries(copies)
    .sort(([, a], [, b]) => b.fetchedAt - a.fetchedAt)
    .slice(0, MOST_DATES_KEPT);
  try {
    localStorage.setItem(STORAGE_KEYS.availabilityCopies, JSON.stringify(Object.fromEntries(newest)));
  } catch {
    // Private mode or a full disk: the page still shows the fresh answer; only the offline copy is missing.
  }
}

/** Where `date`'s copy is kept, for `loadWithDeviceCopy`. */
export function availabilityCopy(date: string): DeviceCopyStore<SlotId[]> {
  return {
    read: async () => readCopies()[date],
    write: ({ value, fetchedAt }) => writeCopies({ ...readCopies(), [date]: { value, fetchedAt } }),
  };
}
