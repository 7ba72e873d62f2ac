import type { ErrorResponse } from '@turf/sync-contract/schemas';

/** Where the bearer token lives (spec: every call adds it from local storage when present). */
export const TOKEN_STORAGE_KEY = 'turf.adminToken';

/** The server answered, with a status and a message a person can read. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The server could not be reached (offline, DNS, timeout): a calm, retryable state, not a failure of the request. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    message = 'You are offline',
    readonly timedOut = false,
  ) {
    super(message);
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Abort and throw NetworkError after this long; mobile data can hang for a minute otherwise. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

function readToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

let unauthorizedListener: ((path: string) => void) | null = null;
/** The admin panel registers here: a 401 from any call logs the manager out. */
export function onUnauthorized(listener: ((path: string) => void) | null): void {
  unauthorizedListener = listener;
}

/** One fetch wrapper for every call: JSON in and out, bearer token, timeout, and errors as values. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, timeoutMs = 10_000 } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;

  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      cache: 'no-store',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError(timeout.aborted ? 'The server took too long to answer' : 'You are offline', timeout.aborted);
  }

  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    payload = undefined;
  }
  if (!response.ok) {
    const message =
      typeof payload === 'object' && payload !== null && typeof (payload as ErrorResponse).error === 'string'
        ? (payload as ErrorResponse).error
        : 'Request failed';
    if (response.status === 401 && token) unauthorizedListener?.(path);
    // A gateway or proxy answering for a server that is down is the same to the visitor as being offline.
    if (response.status === 502 || response.status === 503 || response.status === 504) {
      throw new NetworkError('The server is not reachable right now');
    }
    throw new ApiError(response.status, message);
  }
  return payload as T;
}
