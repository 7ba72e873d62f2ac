/** What /login is told when the panel sends the manager there: where to return to, and why they left. */
export interface LoginRedirectState {
  from?: string;
  reason?: 'session-ended';
}

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

export const ADMIN_HOME = '/admin';

/** Only a path inside the panel may be returned to, so a crafted history state cannot send the manager elsewhere. */
export function returnPathFrom(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  return typeof from === 'string' && /^\/admin(\/|$|\?)/.test(from) ? from : ADMIN_HOME;
}

export function loginNoticeFrom(state: unknown): string | null {
  return (state as LoginRedirectState | null)?.reason === 'session-ended' ? SESSION_ENDED_MESSAGE : null;
}
