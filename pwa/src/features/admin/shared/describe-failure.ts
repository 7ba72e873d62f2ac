import { ApiError, NetworkError } from '../../../lib/api-client';

export const OFFLINE_ACTION_MESSAGE = 'You are offline: nothing was changed. Try again when you are back online.';
export const TIMED_OUT_ACTION_MESSAGE =
  'The server took too long to answer: this may or may not have gone through. Refresh to check before trying again.';

/** A failed call as a sentence the manager can act on: the server's reason, or that the phone is offline. */
export function describeFailure(error: unknown): string {
  // A timeout is not "nothing changed": the server may have done it and only the answer was lost.
  if (error instanceof NetworkError) return error.timedOut ? TIMED_OUT_ACTION_MESSAGE : OFFLINE_ACTION_MESSAGE;
  if (error instanceof ApiError) return error.message;
  return 'Request failed';
}
