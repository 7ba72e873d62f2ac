import { isServiceErrorCode } from '@turf/sync-contract/answer-code';
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
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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
  const { response, token } = await send(path, options, 'application/json');
  if (response.status === 204) return { body: undefined as T, headers: response.headers };
  const text = await response.text();
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    payload = undefined;
  }
  if (!response.ok) throw refusal(response.status, payload, token, path);
  return { body: payload as T, headers: response.headers };
}

/**
 * A file the server makes (the bookings' CSV): the bytes as a Blob and the name the server gave it
 * (`Content-Disposition`), with the same token, timeout and errors as every call. A link cannot send the bearer token,
 * so the panel fetches the file and offers it itself (lib/save-file.ts).
 */
export async function apiDownload(
  path: string,
  options: Omit<ApiRequestOptions, 'method' | 'body'> & { accept: string },
): Promise<{ blob: Blob; fileName: string | null }> {
  const { response, token } = await send(path, options, options.accept);
  if (!response.ok) {
    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      payload = undefined;
    }
    throw refusal(response.status, payload, token, path);
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (error) {
    // The connection dropped in the middle of the file: the same calm state as one that never started.
    if (options.signal?.aborted) throw error;
    throw new NetworkError();
  }
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) };
}

/** `attachment; filename="turf-bookings-2026-01-01-to-2026-01-31.csv"` -> the name, or null. */
function fileNameOf(disposition: string | null): string | null {
  const match = disposition === null ? null : /filename="([^"]+)"/.exec(disposition);
  return match?.[1] ?? null;
}

/** The request every call makes: the bearer token, a timeout, and an unreachable server as a NetworkError. */
async function send(
  path: string,
  options: ApiRequestOptions,
  accept: string,
): Promise<{ response: Response; token: string | null }> {
  const { method = 'GET', body, timeoutMs = 10_000, cache = 'no-store' } = options;
  const headers: Record<string, string> = { accept };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;

  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    const response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      cache,
    });
    return { response, token };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError(timeout.aborted ? 'The server took too long to answer' : 'You are offline', timeout.aborted);
  }
}

/** A refused call as the error the screens show: the server's `{ error, code }`, or the calm offline state. */
function refusal(status: number, payload: unknown, token: string | null, path: string): Error {
  const answer = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const message = typeof answer.error === 'string' ? answer.error : 'Request failed';
  const code = typeof answer.code === 'string' ? answer.code : undefined;
  if (status === 401 && token) unauthorizedListener?.(path);
  // A gateway or proxy answering for a server that is down is the same to the visitor as being offline; the app's own
  // word that bKash is down or refused is an answer, with a code to word it.
  if ((status === 502 || status === 503 || status === 504) && !isServiceErrorCode(code))
    return new NetworkError('The server is not reachable right now');
  return new ApiError(status, message, code);
}
