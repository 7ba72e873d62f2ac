import { ApiError, NetworkError } from '../../../lib/api-client';

export const OFFLINE_ACTION_MESSAGE = 'You are offline: nothing was changed. Try again when you are back online.';

/** A failed call as a sentence the manager can act on: the server's reason, or that the phone is offline. */
export function describeFailure(error: unknown): string {
  if (error instanceof NetworkError) return OFFLINE_ACTION_MESSAGE;
  if (error instanceof ApiError) return error.message;
  return 'Request failed';
}
