import { Navigate, Route, Routes } from 'react-router-dom';
import { QueryProvider } from '../../lib/query-client';
import { RequireAdmin } from './auth/require-admin';
import { useLogoutOnUnauthorized } from './auth/use-session-end';
import { BookingRequestsPage } from './booking-requests/booking-requests-page';
import { DatabasePage } from './bookings/database-page';
import { AdminLayout } from './layout/admin-layout';
import './admin.css';

function AdminRoutes() {
  useLogoutOnUnauthorized();
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to="/admin/booking-requests" replace />} />
        <Route path="booking-requests" element={<BookingRequestsPage />} />
        <Route path="database" element={<DatabasePage />} />
        <Route path="*" element={<Navigate to="/admin/booking-requests" replace />} />
      </Route>
    </Routes>
  );
}

/** Route module (react-router lazy) for /admin/*: its own chunk, with Dexie and React Query, never loaded by a visitor. */
export function Component() {
  return (
    <QueryProvider>
      <RequireAdmin>
        <AdminRoutes />
      </RequireAdmin>
    </QueryProvider>
  );
}
