import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { useAdminText } from '../../../i18n/admin-text';
import { useEndSession } from '../auth/use-session-end';
import { useBookingRequests } from '../booking-requests/api/get-booking-requests';
import { ADMIN_NAV_ITEMS } from './admin-nav-items';
import { NotificationsSwitch } from './notifications-switch';
import { ScreenLoading } from './screen-loading';
import { useAppBadge } from './use-app-badge';
import './admin-layout.css';

/**
 * Sidebar `Admin Panel` on desktop; on a phone a slim top bar and a bottom tab bar within thumb reach. The build paints
 * the same frame from the HTML before the app runs (admin-frame.tsx): a change to one is a change to the other.
 */
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
          {ADMIN_NAV_ITEMS.map((item) => (
            <NavLink key={item.to} className="adm-nav__link" to={item.to}>
              <svg className="adm-nav__icon" viewBox="0 0 24 24" aria-hidden="true">
                <path d={item.icon} />
              </svg>
              <span>{text.nav[item.label]}</span>
              {item.count && pending !== undefined && (
                <span className={pending > 0 ? 'adm-count' : 'adm-count adm-count--zero'}>
                  {format.number(pending)}
                  <span className="adm-sr-only">{text.pending}</span>
                </span>
              )}
            </NavLink>
          ))}
        </nav>
        <NotificationsSwitch />
      </aside>
      <main className="adm-main" id="adm-main" tabIndex={-1}>
        {/* Each screen is a chunk of its own (admin-screens.ts): the frame stays while one arrives. */}
        <Suspense fallback={<ScreenLoading text={text.loading} />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
