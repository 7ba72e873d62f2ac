import { codeOfAnswer } from '@turf/sync-contract/answer-code';
import { type AdminCatalogue, adminEn } from '../../../i18n/admin-en';
import { ApiError, NetworkError } from '../../../lib/api-client';

/** In English (tests name them); the panel says them in its own language. */
export const OFFLINE_ACTION_MESSAGE = adminEn.common.offlineAction;
export const TIMED_OUT_ACTION_MESSAGE = adminEn.common.timedOutAction;

/**
 * A failed call as a sentence the manager can act on, in the panel's language: the catalogue's text for the server's
 * code, else the server's own reason, or that the phone is offline.
 */
export function describeFailure(error: unknown, text: AdminCatalogue = adminEn): string {
  // A timeout is not "nothing changed": the server may have done it and only the answer was lost.
  if (error instanceof NetworkError) return error.timedOut ? text.common.timedOutAction : text.common.offlineAction;
  if (error instanceof ApiError) {
    const code = codeOfAnswer(error.code);
    return (code ? text.errors[code] : undefined) ?? error.message;
  }
  return text.common.requestFailed;
}
