import type { ErrorCode } from '@turf/sync-contract/error-codes';
import { STORAGE_KEYS } from './config';

/**
 * The server answered, with a status, a message a person can read (the server's English) and the answer's machine
 * code (decision 037): a screen may show its own text for a code it knows, and the message for any other. `code` is
 * undefined when the answer had none (a proxy's error page, an older server).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode | string,
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
  /**
   * The browser's HTTP cache: bypassed by default (`no-store`). `no-cache` keeps the answer and asks the server each
   * time whether it is still current, so an unchanged answer costs a 304 with no body.
   */
  cache?: 'no-store' | 'no-cache';
}

function readToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEYS.adminToken) ?? null;
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
  return (await apiResponse<T>(path, options)).body;
}

/** `apiRequest` with the answer's headers too, for the calls that say more there (a list's next page). */
export async function apiResponse<T>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<{ body: T; headers: Headers }> {
  const { method = 'GET', body, timeoutMs = 10_000, cache = 'no-store' } = options;
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
      cache,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError(timeout.aborted ? 'The server took too long to answer' : 'You are offline', timeout.aborted);
  }

  if (response.status === 204) return { body: undefined as T, headers: response.headers };
  const text = await response.text();
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    payload = undefined;
  }
  if (!response.ok) {
    const answer = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
    const message = typeof answer.error === 'string' ? answer.error : 'Request failed';
    const code = typeof answer.code === 'string' ? answer.code : undefined;
    if (response.status === 401 && token) unauthorizedListener?.(path);
    // A gateway or proxy answering for a server that is down is the same to the visitor as being offline.
    if (response.status === 502 || response.status === 503 || response.status === 504) {
      throw new NetworkError('The server is not reachable right now');
    }
    throw new ApiError(response.status, message, code);
  }
  return { body: payload as T, headers: response.headers };
}
