import { isDeepStrictEqual } from 'node:util';
import type { SettingsFieldChange } from '@turf/sync-contract/schemas';

type Container = Record<string, unknown> | unknown[];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Lists of objects (events, slides) are followed item by item; lists of plain values (weekend days) are one value. */
function isFollowed(value: unknown): value is Container {
  return isObject(value) || (Array.isArray(value) && value.every(isObject));
}

function keysOf(before: Container, after: Container): string[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    return Array.from({ length: Math.max(before.length, after.length) }, (_, i) => String(i));
  }
  return [...new Set([...Object.keys(before), ...Object.keys(after)])];
}

/**
 * What changed from one settings document to the next, leaf by leaf, as the change log shows it: the path of each
 * field (`prices.regular.Night`, `events.items.2.title.en`) with its value before and after; `before` is absent for a
 * field added, `after` for one removed. Key order does not count (PostgreSQL's jsonb keeps its own).
 */
export function settingsDiff(before: unknown, after: unknown, path = ''): SettingsFieldChange[] {
  if (isFollowed(before) && isFollowed(after) && Array.isArray(before) === Array.isArray(after)) {
    return keysOf(before, after).flatMap((key) => {
      const at = path === '' ? key : `${path}.${key}`;
      const had = Object.hasOwn(before, key);
      const has = Object.hasOwn(after, key);
      const was = (before as Record<string, unknown>)[key];
      const is = (after as Record<string, unknown>)[key];
      if (had && has) return settingsDiff(was, is, at);
      return had ? [{ path: at, before: was }] : [{ path: at, after: is }];
    });
  }
  return isDeepStrictEqual(before, after) ? [] : [{ path, before, after }];
}
