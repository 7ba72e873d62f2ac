import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { AdvanceReportBody, AdvanceStanding, BkashCheckout } from '@turf/sync-contract/schemas';
import type { AdvanceCatalogue } from '../../i18n/advance-en';
import { ApiError, apiRequest, NetworkError } from '../../lib/api-client';

/** bKash's create call is slow on a bad day: the visitor waits this long before being told to try again. */
const BKASH_TIMEOUT_MS = 25_000;

/** `Pay with bKash`: the server starts the payment and answers the bKash page to send the visitor to. */
export function startBkashPayment(requestId: string): Promise<BkashCheckout> {
  return apiRequest<BkashCheckout>(API_PATHS.bookingRequestBkash(requestId), {
    method: 'POST',
    timeoutMs: BKASH_TIMEOUT_MS,
  });
}

/** `Send money`: the advance sent by hand, for the manager to check. */
export function reportAdvance(requestId: string, body: AdvanceReportBody): Promise<AdvanceStanding> {
  return apiRequest<AdvanceStanding>(API_PATHS.bookingRequestAdvanceReport(requestId), { method: 'POST', body });
}

/** The code of a refusal, when the server gave one. */
export function codeOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/**
 * A failed payment call in the visitor's words: the catalogue's text for its code, else the server's own. No answer
 * (offline, a gateway's 503: bKash's own 503 comes back so too) is `unreachable`, which the caller words.
 */
export function problemOf(error: unknown, text: AdvanceCatalogue, unreachable: string): string {
  if (error instanceof NetworkError) return unreachable;
  if (error instanceof ApiError) {
    const worded = error.code ? text.errors[error.code as keyof AdvanceCatalogue['errors']] : undefined;
    return worded ?? error.message;
  }
  return text.problems.failed;
}
