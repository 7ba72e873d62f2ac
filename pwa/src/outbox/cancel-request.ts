import { codeOfAnswer } from '@turf/sync-contract/answer-code';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { ShownProblem } from '@turf/sync-contract/error-codes';
import type { BookingRequestStatus, CancelBookingRequestBody } from '@turf/sync-contract/schemas';
import { ApiError, apiRequest, NetworkError } from '../lib/api-client';
import { db } from '../lib/db';
import { getOutboxItem, recordOwnCancellation } from './outbox-repository';
import { refreshSentStatuses } from './request-status';

/** What the visitor's own cancellation came to (issue 31). */
export type CancelOutcome =
  /** The venue has freed the slot; the item reads `cancelled` on this phone from now on. */
  | { kind: 'cancelled' }
  /** The venue was not reached: nothing was cancelled, and nothing is queued to be (a late cancel would surprise). */
  | { kind: 'offline' }
  /** The venue said no: too late, an advance reported, already closed, not this phone's request, … */
  | { kind: 'refused'; problem: ShownProblem };

/** Long enough for one bar of signal; the visitor is waiting on the button, so not the minute mobile data can hang. */
const CANCEL_TIMEOUT_MS = 10_000;

/**
 * `POST /api/booking-requests/:id/cancel` with the key this phone made the request with, read here from the outbox so
 * no screen ever holds it. Sent once, at the visitor's word, never from the outbox's queue: a cancellation that went
 * out hours later, once the phone was back online, could free a slot the visitor had come to play in. The server
 * answers a repeat of a done cancellation 200 again, so a retry after a lost answer is safe.
 */
export async function cancelRequest(id: string): Promise<CancelOutcome> {
  const cancelKey = (await getOutboxItem(db, id))?.cancelKey;
  // The screens offer Cancel only with a key; an item gone meanwhile (removed in another tab) has none to prove it with.
  if (cancelKey === undefined)
    return {
      kind: 'refused',
      problem: { message: 'This request was not made on this phone', code: 'CANCEL_KEY_INVALID' },
    };
  const body: CancelBookingRequestBody = { cancelKey };
  try {
    await apiRequest<BookingRequestStatus>(API_PATHS.bookingRequestCancel(id), {
      method: 'POST',
      body,
      timeoutMs: CANCEL_TIMEOUT_MS,
    });
  } catch (error) {
    // Anything but an answer (a browser's bug, a broken proxy) is as good as no answer: nothing was cancelled.
    if (error instanceof NetworkError || !(error instanceof ApiError)) return { kind: 'offline' };
    const code = codeOfAnswer(error.code);
    // Already rejected, expired or cancelled by the manager: this phone had not heard yet, so it asks now.
    if (code === 'REQUEST_CLOSED') void refreshSentStatuses();
    return { kind: 'refused', problem: { message: error.message, ...(code ? { code } : {}) } };
  }
  await recordOwnCancellation(db, id, Date.now());
  return { kind: 'cancelled' };
}
