import { NetworkError } from './api-client';

/**
 * Server data with a copy kept on this device, so a screen stays readable without a connection (a date's taken
 * slots, the manager's lists). The server's answer always wins and is copied on its way through; the copy answers
 * only when the server cannot be reached, and says when the server gave it. The copy is a convenience: a full or
 * blocked store never fails the screen, it only leaves the offline answer missing.
 */

/** A server answer as kept on the device, with when the server gave it (epoch ms). */
export interface DeviceCopy<T> {
  value: T;
  fetchedAt: number;
}

/**
 * Where one piece of server data keeps its copy: a date's taken slots in localStorage
 * (features/slots/api/availability-copies.ts), a manager's list in IndexedDB (features/admin/shared/admin-cache.ts).
 */
export interface DeviceCopyStore<T> {
  read(): Promise<DeviceCopy<T> | undefined>;
  write(copy: DeviceCopy<T>): Promise<void> | void;
}

/** Where the answer came from: the server just now, the device copy (offline), or nowhere (offline, never copied). */
export type WithDeviceCopy<T> =
  | { source: 'server' | 'device'; value: T; asOf: number }
  | { source: 'none'; error: NetworkError };

/**
 * Asks the server and keeps a copy of the answer; when the server cannot be reached (offline, timeout, a gateway
 * answering for it), answers with the copy instead. Any other failure (the server said no) stays an error: an old
 * copy would hide it.
 */
export async function loadWithDeviceCopy<T>(
  fetchFromServer: () => Promise<T>,
  store: DeviceCopyStore<T>,
  now: () => number = Date.now,
): Promise<WithDeviceCopy<T>> {
  // The browser knows there is no network at all: answer at once instead of after the request's timeout.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return fromDevice(store, new NetworkError());
  let value: T;
  try {
    value = await fetchFromServer();
  } catch (error) {
    if (error instanceof NetworkError) return fromDevice(store, error);
    throw error;
  }
  const asOf = now();
  await Promise.resolve()
    .then(() => store.write({ value, fetchedAt: asOf }))
    .catch(() => undefined);
  return { source: 'server', value, asOf };
}

async function fromDevice<T>(store: DeviceCopyStore<T>, error: NetworkError): Promise<WithDeviceCopy<T>> {
  // IndexedDB unavailable (private mode on some browsers) is the same as no copy.
  const copy = await store.read().catch(() => undefined);
  return copy ? { source: 'device', value: copy.value, asOf: copy.fetchedAt } : { source: 'none', error };
}
