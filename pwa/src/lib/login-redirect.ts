import { PATHS } from './config';

/** What /login is told when the panel sends the manager there: where to return to, and why they left. */
export interface LoginRedirectState {
  from?: string;
  reason?: 'session-ended';
}

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** Only a path inside the panel may be returned to, so a crafted history state cannot send the manager elsewhere. */
export function returnPathFrom(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  const inPanel =
    typeof from === 'string' &&
    (from === PATHS.admin || ['/', '?'].some((next) => from.startsWith(PATHS.admin + next)));
  return inPanel ? from : PATHS.admin;
}

export function loginNoticeFrom(state: unknown): string | null {
  return (state as LoginRedirectState | null)?.reason === 'session-ended' ? SESSION_ENDED_MESSAGE : null;
}
