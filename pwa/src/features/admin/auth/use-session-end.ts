import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearStoredToken } from '../../../lib/admin-session';
import { onUnauthorized } from '../../../lib/api-client';
import { PATHS } from '../../../lib/config';
import type { LoginRedirectState } from '../../../lib/login-redirect';
import { clearAdminCache } from '../shared/admin-cache';
import { adminKeys } from '../shared/admin-keys';

/** Ends the session on this device: token, lists in memory, the device copy of names and phones, the icon badge. */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (state?: LoginRedirectState) => {
      clearStoredToken();
      queryClient.removeQueries({ queryKey: adminKeys.all });
      void clearAdminCache().catch(() => undefined);
      void navigator.clearAppBadge?.().catch(() => undefined);
      navigate(PATHS.login, { replace: true, state });
    },
    [queryClient, navigate],
  );
}

/** A 401 from any call (token expired or revoked): back to /login with a short reason, remembering the page. */
export function useLogoutOnUnauthorized(): void {
  const endSession = useEndSession();
  const location = useLocation();
  const here = useRef('');
  here.current = `${location.pathname}${location.search}`;
  useEffect(() => {
    onUnauthorized(() => endSession({ from: here.current, reason: 'session-ended' }));
    return () => onUnauthorized(null);
  }, [endSession]);
}
