import { NavLink, Outlet } from 'react-router-dom';
import { useAdminText } from '../../../i18n/admin-text';
import { PATHS } from '../../../lib/config';
import { useEndSession } from '../auth/use-session-end';
import { useBookingRequests } from '../booking-requests/api/get-booking-requests';
import { NotificationsSwitch } from './notifications-switch';
import { useAppBadge } from './use-app-badge';

/** Sidebar `Admin Panel` on desktop; on a phone a slim top bar and a bottom tab bar within thumb reach. */
export function AdminLayout() {
  // Polled here, not only on its page, so the count and the icon badge stay current on every admin screen.
  const requests = useBookingRequests();
  // The server's count of every waiting request; the list itself holds only the pages loaded.
  const pending = requests.data ? (requests.data.total ?? requests.data.items.length) : undefined;
  useAppBadge(pending);
  const endSession = useEndSession();
  const { layout: text, format } = useAdminText();

  return (
    <div className="adm">
      <a className="adm-skip" href="#adm-main">
        {text.skipToContent}
      </a>
      <aside className="adm-sidebar" aria-labelledby="adm-panel-title">
        <div className="adm-sidebar__top">
          <p className="adm-sidebar__title" id="adm-panel-title">
            {text.panelTitle}
          </p>
          <button type="button" className="adm-button adm-button--logout" onClick={() => endSession()}>
            {text.logOut}
          </button>
        </div>
        <nav className="adm-nav" aria-labelledby="adm-panel-title">
          <NavLink className="adm-nav__link" to={PATHS.adminBookingRequests}>
            <svg className="adm-nav__icon" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 4h16v16H4z M8 9h8 M8 13h8 M8 17h5" />
            </svg>
            <span>{text.nav.requests}</span>
            {pending !== undefined && (
              <span className={pending > 0 ? 'adm-count' : 'adm-count adm-count--zero'}>
                {format.number(pending)}
                <span className="adm-sr-only">{text.pending}</span>
              </span>
            )}
          </NavLink>
          <NavLink className="adm-nav__link" to={PATHS.adminDatabase}>
            <svg className="adm-nav__icon" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3v12c0 1.7-3.6 3-8 3s-8-1.3-8-3z M4 6c0 1.7 3.6 3 8 3s8-1.3 8-3 M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3" />
            </svg>
            <span>{text.nav.database}</span>
          </NavLink>
          <NavLink className="adm-nav__link" to={PATHS.adminSchedule}>
            <svg className="adm-nav__icon" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 6h16v14H4z M4 10h16 M8 3v5 M16 3v5 M8 14h3 M13 14h3 M8 17h3" />
            </svg>
            <span>{text.nav.schedule}</span>
          </NavLink>
          <NavLink className="adm-nav__link" to={PATHS.adminReports}>
            <svg className="adm-nav__icon" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 20h16 M6 20V12 M11 20V6 M16 20v-9 M21 20V9" />
            </svg>
            <span>{text.nav.reports}</span>
          </NavLink>
          <NavLink className="adm-nav__link" to={PATHS.adminSettings}>
            <svg className="adm-nav__icon" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 6h9 M17 6h3 M4 12h3 M11 12h9 M4 18h11 M19 18h1 M15 4v4 M9 10v4 M17 16v4" />
            </svg>
            <span>{text.nav.settings}</span>
          </NavLink>
        </nav>
        <NotificationsSwitch />
      </aside>
      <main className="adm-main" id="adm-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
