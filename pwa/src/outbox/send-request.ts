import { codeOfAnswer } from '@turf/sync-contract/answer-code';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { ErrorCode } from '@turf/sync-contract/error-codes';
import { MESSAGES } from '@turf/sync-contract/messages';
import type { BookingRequest, CreateBookingRequestBody } from '@turf/sync-contract/schemas';
import { ApiError, apiRequest, NetworkError } from '../lib/api-client';
import type { OutboxFailureReason, OutboxItem, RequestAdvance } from './outbox-item';

/** What one attempt to deliver a request came to; `retry` ones are tried again later, the rest are final. */
export type SendResult =
  /**
   * `price`: what the server stored for the request (decision 044); absent when it did not say (a replay of none).
   * `advance`: the slot is held while the visitor pays it (issue 30).
   */
  | { kind: 'sent'; price?: number; advance?: RequestAdvance }
  | { kind: 'retry'; reason: Extract<OutboxFailureReason, 'offline' | 'server'>; message: string; status?: number }
  | {
      kind: 'refused';
      reason: Extract<OutboxFailureReason, 'slot-taken' | 'invalid'>;
      message: string;
      status: number;
      code?: ErrorCode;
    };

/** A slow mobile network gets this long before the attempt counts as "could not reach the server". */
export const SEND_TIMEOUT_MS = 10_000;

/**
 * The advance the server's answer to a new request asks (issue 30): the slot is held while it is paid. The same for a
 * request the form sent and one a waitlist offer became (issue 31).
 */
export function askedAdvance(stored: BookingRequest | undefined): RequestAdvance | undefined {
  const asked = stored?.advance;
  return asked && { state: 'holding', amount: asked.amount, expiresAt: asked.holdExpiresAt, online: asked.online };
}

/** Posts one outbox item. The server dedupes by Booking ID, so sending it again is always safe. */
export async function sendBookingRequest(item: OutboxItem, timeoutMs = SEND_TIMEOUT_MS): Promise<SendResult> {
  if (!item.phone) {
    // Only items the server already acknowledged lose their phone; nothing left to send.
    return { kind: 'sent' };
  }
  const body: CreateBookingRequestBody = {
    id: item.id,
    date: item.date,
    slotId: item.slotId,
    name: item.name,
    phone: item.phone,
    time: item.time,
    ...(item.lang ? { lang: item.lang } : {}),
    ...(item.cancelKey ? { cancelKey: item.cancelKey } : {}),
  };
  try {
    const stored = await apiRequest<BookingRequest>(API_PATHS.bookingRequests, { method: 'POST', body, timeoutMs });
    const advance = askedAdvance(stored);
    return {
      kind: 'sent',
      ...(typeof stored?.price === 'number' ? { price: stored.price } : {}),
      ...(advance ? { advance } : {}),
    };
  } catch (error) {
    return classifySendError(error);
  }
}

export function classifySendError(error: unknown): Exclude<SendResult, { kind: 'sent' }> {
  if (error instanceof NetworkError) return { kind: 'retry', reason: 'offline', message: error.message };
  if (error instanceof ApiError) {
    const { status, message } = error;
    const answerCode = codeOfAnswer(error.code);
    const code = answerCode ? { code: answerCode } : {};
    // A 409 is a taken slot, or a phone that has reached its limit of requests waiting (decision 019): only the
    // first offers another slot; the second is a refusal whose reason the visitor reads.
    if (status === 409 && message && message !== MESSAGES.slotTaken)
      return { kind: 'refused', reason: 'invalid', message, status, ...code };
    if (status === 409)
      return { kind: 'refused', reason: 'slot-taken', message: message || MESSAGES.slotTaken, status, ...code };
    // Too many requests and request timeouts say "later", not "no".
    if (status === 408 || status === 429 || status >= 500) return { kind: 'retry', reason: 'server', message, status };
    return { kind: 'refused', reason: 'invalid', message: message || MESSAGES.requestFailed, status, ...code };
  }
  // Anything else (a bug in a browser, a broken proxy answer) is treated as a passing server problem.
  return { kind: 'retry', reason: 'server', message: error instanceof Error ? error.message : String(error) };
}
