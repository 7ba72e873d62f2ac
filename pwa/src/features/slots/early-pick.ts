import { isIsoDate } from '@turf/sync-contract/time';

/**
 * A day tapped on the prerendered calendar before the app ran (issue 29): over slow data the calendar shows seconds
 * before the app can answer a tap, and the visitor should not have to tap twice. The early script
 * (prefill-calendar.ts) keeps the date on `<html>`, which the app never replaces; the slots page takes it once.
 */
export const EARLY_PICK_ATTRIBUTE = 'data-early-pick';

/** Keeps the tapped date until the app takes it. */
export function keepEarlyPick(date: string, root: Element = document.documentElement): void {
  root.setAttribute(EARLY_PICK_ATTRIBUTE, date);
}

/** The date tapped before the app ran, once: null when none was (or after the first call). */
export function takeEarlyPick(root: Element = document.documentElement): string | null {
  const date = root.getAttribute(EARLY_PICK_ATTRIBUTE);
  root.removeAttribute(EARLY_PICK_ATTRIBUTE);
  return isIsoDate(date) ? date : null;
}
