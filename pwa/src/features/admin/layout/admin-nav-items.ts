import type { AdminCatalogue } from '../../../i18n/admin-en';
import { PATHS } from '../../../lib/config';

export interface AdminNavItem {
  to: string;
  /** Its name in the manager's language: a key of the catalogue's `layout.nav`. */
  label: keyof AdminCatalogue['layout']['nav'];
  /** The icon's outline: one SVG path on a 24 x 24 grid, stroked. */
  icon: string;
  /** Shows the count of requests waiting on the server. */
  count?: boolean;
}

/** The panel's screens in the order the sidebar and the phone's tab bar list them (five: the bar's columns, admin-layout.css). */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  {
    to: PATHS.adminBookingRequests,
    label: 'requests',
    icon: 'M4 4h16v16H4z M8 9h8 M8 13h8 M8 17h5',
    count: true,
  },
  {
    to: PATHS.adminDatabase,
    label: 'database',
    icon: 'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3v12c0 1.7-3.6 3-8 3s-8-1.3-8-3z M4 6c0 1.7 3.6 3 8 3s8-1.3 8-3 M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  },
  {
    to: PATHS.adminSchedule,
    label: 'schedule',
    icon: 'M4 6h16v14H4z M4 10h16 M8 3v5 M16 3v5 M8 14h3 M13 14h3 M8 17h3',
  },
  { to: PATHS.adminReports, label: 'reports', icon: 'M4 20h16 M6 20V12 M11 20V6 M16 20v-9 M21 20V9' },
  {
    to: PATHS.adminSettings,
    label: 'settings',
    icon: 'M4 6h9 M17 6h3 M4 12h3 M11 12h9 M4 18h11 M19 18h1 M15 4v4 M9 10v4 M17 16v4',
  },
];
