import { Outlet } from 'react-router-dom';
import { ConnectivityBanner } from '../components/connectivity-banner';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './layout.css';

/** Header, main and footer of every public page. */
export function PublicLayout() {
  return (
    <>
      <ScrollToTop />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <ConnectivityBanner />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
