import type { QueryClient } from '@tanstack/react-query';
import { PAGE_HEADERS } from '@turf/sync-contract/schemas';
import { apiResponse } from '../../../lib/api-client';
import { loadWithDeviceCopy } from '../../../lib/device-copy';
import { type AdminListCopy, adminListCopy } from './admin-cache';
import { type AdminListName, adminKeys } from './admin-keys';

/** A list as the panel shows it: fresh from the server, or the device's copy when the server is out of reach. */
export interface AdminListView<T> extends AdminListCopy<T> {
  source: 'server' | 'device';
  /** Epoch ms of the server answer shown. */
  asOf: number;
}

/**
 * The next page from a `Link: <...>; rel="next"` header. Only a path of this API is followed: the bearer token goes
 * with it, so an address elsewhere (a proxy's rewrite, a forged header) is never fetched.
 */
export function nextPageOf(headers: Headers): string | null {
  const target = /<([^>]*)>\s*;\s*rel="next"/.exec(headers.get(PAGE_HEADERS.next) ?? '')?.[1];
  return target?.startsWith('/api/') ? target : null;
}

/** `X-Total-Count` as a count, or null when absent or not one. */
export function totalOf(headers: Headers): number | null {
  const value = headers.get(PAGE_HEADERS.total);
  const total = value === null || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isSafeInteger(total) && total >= 0 ? total : null;
}

/** One page of a list as the server answers it: the items, and what its headers say of the rest. */
export async function fetchAdminPage<T>(path: string): Promise<Required<AdminListCopy<T>>> {
  const { body, headers } = await apiResponse<T[]>(path, { timeoutMs: 8_000 });
  return { items: body, next: nextPageOf(headers), total: totalOf(headers) };
}

/**
 * A list from the server with its device copy (lib/device-copy.ts); offline with no copy yet, the NetworkError, which
 * the screen words as "no saved copy yet". `fetchList` may combine the fresh page with what is shown before the copy
 * is written (a paged list keeps what the manager loaded beyond it).
 */
export async function loadAdminList<T>(
  name: AdminListName,
  fetchList: () => Promise<AdminListCopy<T>>,
): Promise<AdminListView<T>> {
  const loaded = await loadWithDeviceCopy(fetchList, adminListCopy<T>(name));
  if (loaded.source === 'none') throw loaded.error;
  return { ...loaded.value, source: loaded.source, asOf: loaded.asOf };
}

/** The list as shown now, if it was loaded. */
export function shownAdminList<T>(queryClient: QueryClient, name: AdminListName): AdminListView<T> | undefined {
  return queryClient.getQueryData<AdminListView<T>>(adminKeys.list(name));
}

/** A change the server has acknowledged, applied to the shown list and to its device copy alike. */
export function setAdminList<T>(
  queryClient: QueryClient,
  name: AdminListName,
  update: (view: AdminListView<T>) => AdminListView<T>,
): AdminListView<T> | undefined {
  const key = adminKeys.list(name);
  // An answer in flight left the server before this change and would undo it when it lands: it is dropped, and the
  // list asked for again.
  if (queryClient.isFetching({ queryKey: key, exact: true }) > 0) {
    void queryClient
      .cancelQueries({ queryKey: key, exact: true })
      .then(() => queryClient.invalidateQueries({ queryKey: key, exact: true }));
  }
  const next = queryClient.setQueryData<AdminListView<T>>(key, (view) => view && update(view));
  // The device copy follows; a full or blocked IndexedDB only leaves it older.
  if (next) void Promise.resolve(adminListCopy<T>(name).write({ value: next, fetchedAt: next.asOf })).catch(() => {});
  return next;
}

/** `setAdminList` for a change of items; items it takes away (decided, deleted) leave the server's total too. */
export function setAdminListItems<T>(queryClient: QueryClient, name: AdminListName, update: (items: T[]) => T[]): void {
  setAdminList<T>(queryClient, name, (view) => {
    const items = update(view.items);
    const total = view.total == null ? view.total : Math.max(0, view.total + items.length - view.items.length);
    return { ...view, items, total };
  });
}
