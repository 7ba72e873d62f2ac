import type { DayAvailability } from '@turf/sync-contract/schemas';
import { STORAGE_KEYS } from '../../../lib/config';
import type { DeviceCopy, DeviceCopyStore } from '../../../lib/device-copy';

/**
 * The last answer the server gave for each date's availability, kept on the phone so the slot list works offline
 * (decision 057). A few slot IDs and a time per date: localStorage holds them in one small entry, written at once and
 * read at once, so a first visit to /slots loads no database library to keep them.
 */

/** Dates kept at most; the copies the server gave longest ago go first. */
export const MOST_DATES_KEPT = 60;

type Copies = Record<string, DeviceCopy<DayAvailability>>;

const isSlotList = (value: unknown): value is DayAvailability['booked'] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');

/**
 * A kept copy as this version reads it. A version before decision 080 kept the day's taken slots as one list, with
 * no word of which were closed: they read as booked, as that version showed them. Anything else is no copy.
 */
function asCopy(value: unknown): DeviceCopy<DayAvailability> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { value: kept, fetchedAt } = value as Partial<DeviceCopy<unknown>>;
  if (typeof fetchedAt !== 'number' || !Number.isFinite(fetchedAt)) return undefined;
  if (isSlotList(kept)) return { value: { booked: kept, closed: [] }, fetchedAt };
  if (typeof kept !== 'object' || kept === null) return undefined;
  const { booked, closed } = kept as Partial<DayAvailability>;
  return isSlotList(booked) && isSlotList(closed) ? { value: { booked, closed }, fetchedAt } : undefined;
}

/** Every copy kept; nothing when storage is blocked or holds something else. */
function readCopies(): Copies {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.availabilityCopies) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const copies: Copies = {};
    for (const [date, kept] of Object.entries(parsed)) {
      const copy = asCopy(kept);
      if (copy) copies[date] = copy;
    }
    return copies;
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
export function availabilityCopy(date: string): DeviceCopyStore<DayAvailability> {
  return {
    read: async () => readCopies()[date],
    write: ({ value, fetchedAt }) => writeCopies({ ...readCopies(), [date]: { value, fetchedAt } }),
  };
}
