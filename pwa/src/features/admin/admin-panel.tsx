import { Navigate, Route, Routes } from 'react-router-dom';
import { PATHS } from '../../lib/config';
import { ActivityPage } from './activity/activity-page';
import { RequireAdmin } from './auth/require-admin';
import { useLogoutOnUnauthorized } from './auth/use-session-end';
import { BookingRequestsPage } from './booking-requests/booking-requests-page';
import { DatabasePage } from './bookings/database-page';
import { AdminLayout } from './layout/admin-layout';
import { ReportsPage } from './reports/reports-page';
import { SchedulePage } from './schedule/schedule-page';
import { SettingsPage } from './settings/settings-page';
import './admin.css';

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
        <Route path={inPanel(PATHS.adminBookingRequests)} element={<BookingRequestsPage />} />
        <Route path={inPanel(PATHS.adminDatabase)} element={<DatabasePage />} />
        <Route path={inPanel(PATHS.adminSchedule)} element={<SchedulePage />} />
        <Route path={inPanel(PATHS.adminSettings)} element={<SettingsPage />} />
        <Route path={inPanel(PATHS.adminReports)} element={<ReportsPage />} />
        <Route path={inPanel(PATHS.adminActivity)} element={<ActivityPage />} />
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
