import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { adminTokenExpiry, readStoredToken } from '../../../lib/admin-session';
import { PATHS } from '../../../lib/config';
import type { LoginRedirectState } from '../../../lib/login-redirect';
import { clearAdminCache } from '../shared/admin-cache';

/** Longest wait setTimeout handles (about 24.8 days); longer tokens are simply re-checked then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Opens the panel only for a stored token with role `admin` whose `exp` lies ahead; otherwise /login, keeping
 * the place the manager asked for. A token that runs out while the panel is open ends the session at that moment.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [now, setNow] = useState(() => Date.now());
  const expiresAt = adminTokenExpiry(readStoredToken(), now);

  useEffect(() => {
    if (expiresAt === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(expiresAt - Date.now() + 50, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [expiresAt]);

  const sessionRanOut = expiresAt === null && readStoredToken() !== null;
  useEffect(() => {
    // The device copy of requests and bookings (names, phones) goes with the session.
    if (sessionRanOut) void clearAdminCache();
  }, [sessionRanOut]);

  if (expiresAt === null) {
    // A stored but unusable token means a session that ran out; /login clears it.
    const hadToken = readStoredToken() !== null;
    const state: LoginRedirectState = {
      from: `${location.pathname}${location.search}`,
      ...(hadToken ? { reason: 'session-ended' as const } : {}),
    };
    return <Navigate to={PATHS.login} replace state={state} />;
  }
  return children;
}
