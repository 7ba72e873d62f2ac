import { Navigate, Route, Routes } from 'react-router-dom';
import { PATHS } from '../../lib/config';
import { ADMIN_SCREENS, preloadScreenAt } from './admin-screens';
import { RequireAdmin } from './auth/require-admin';
import { useLogoutOnUnauthorized } from './auth/use-session-end';
import { AdminLayout } from './layout/admin-layout';
import './admin.css';

// Evaluated as the panel's chunk arrives: the screen opened is fetched at once, beside the rest of the panel's start.
if (typeof window !== 'undefined') preloadScreenAt(window.location.pathname);

/** A panel address as its nested route spells it: relative to `/admin/*`. */
function inPanel(path: string): string {
  return path.slice(PATHS.admin.length + 1);
}

function AdminRoutes() {
  useLogoutOnUnauthorized();
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to={PATHS.adminBookingRequests} replace />} />
        {Object.entries(ADMIN_SCREENS).map(([path, Screen]) => (
          <Route key={path} path={inPanel(path)} element={<Screen />} />
        ))}
        <Route path="*" element={<Navigate to={PATHS.adminBookingRequests} replace />} />
      </Route>
    </Routes>
  );
}

/** The manager's panel under `/admin/*`: only for a signed-in manager, else /login. Needs React Query above it. */
export function AdminPanel() {
  return (
    <RequireAdmin>
      <AdminRoutes />
    </RequireAdmin>
  );
}
