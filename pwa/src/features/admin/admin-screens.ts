import { splitLocalePath } from '@turf/sync-contract/locale';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { PATHS } from '../../lib/config';

type ScreenPath =
  | typeof PATHS.adminBookingRequests
  | typeof PATHS.adminDatabase
  | typeof PATHS.adminSchedule
  | typeof PATHS.adminSettings
  | typeof PATHS.adminReports
  | typeof PATHS.adminActivity;

/**
 * Each screen of the panel is a chunk of its own (issue 29, decision 075): opening the requests does not wait for the
 * board, the reports or the settings. A loader per address; the bundler keeps each import's chunk apart.
 */
const LOADERS: Readonly<Record<ScreenPath, () => Promise<ComponentType>>> = {
  [PATHS.adminBookingRequests]: () =>
    import('./booking-requests/booking-requests-page').then((m) => m.BookingRequestsPage),
  [PATHS.adminDatabase]: () => import('./bookings/database-page').then((m) => m.DatabasePage),
  [PATHS.adminSchedule]: () => import('./schedule/schedule-page').then((m) => m.SchedulePage),
  [PATHS.adminSettings]: () => import('./settings/settings-page').then((m) => m.SettingsPage),
  [PATHS.adminReports]: () => import('./reports/reports-page').then((m) => m.ReportsPage),
  [PATHS.adminActivity]: () => import('./activity/activity-page').then((m) => m.ActivityPage),
};

/**
 * Source file of each screen, for the build (scripts/prerender-plugin.ts): the panel's shell names each screen's chunks
 * by its address, and the boot script fetches the one opened beside the panel's own (no second round trip after the
 * panel has started). Kept beside LOADERS, and checked against them by a test.
 */
const REQUESTS_MODULE = 'src/features/admin/booking-requests/booking-requests-page.tsx';
export const ADMIN_SCREEN_MODULES: Readonly<Record<ScreenPath | typeof PATHS.admin, string>> = {
  // The panel's bare address opens the requests (admin-panel.tsx).
  [PATHS.admin]: REQUESTS_MODULE,
  [PATHS.adminBookingRequests]: REQUESTS_MODULE,
  [PATHS.adminDatabase]: 'src/features/admin/bookings/database-page.tsx',
  [PATHS.adminSchedule]: 'src/features/admin/schedule/schedule-page.tsx',
  [PATHS.adminSettings]: 'src/features/admin/settings/settings-page.tsx',
  [PATHS.adminReports]: 'src/features/admin/reports/reports-page.tsx',
  [PATHS.adminActivity]: 'src/features/admin/activity/activity-page.tsx',
};

/** The screen at a panel address, rendered once its chunk is in (a Suspense boundary shows the wait). */
export const ADMIN_SCREENS = Object.fromEntries(
  Object.entries(LOADERS).map(([path, load]) => [path, lazy(() => load().then((screen) => ({ default: screen })))]),
) as Readonly<Record<ScreenPath, LazyExoticComponent<ComponentType>>>;

/**
 * Starts fetching the screen of the address opened (`/bn/admin/schedule?date=…` -> the board) while the panel's own
 * chunk is still being evaluated, instead of after its first render asks for it. The panel's bare address opens the
 * requests.
 */
export function preloadScreenAt(pathname: string): void {
  const { path } = splitLocalePath(pathname);
  const own = path.replace(/\/+$/, '');
  const load = own === PATHS.admin ? LOADERS[PATHS.adminBookingRequests] : LOADERS[own as ScreenPath];
  // A failure is the screen's own to show, when React.lazy asks again.
  load?.().catch(() => {});
}
