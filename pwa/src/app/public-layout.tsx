import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { ConnectivityBanner } from '../components/connectivity-banner';
import { useText } from '../i18n/text';
import type { UnseenRequest } from '../outbox/outbox-news';
import { usePageMeta } from './page-meta';
import { RecalledRequestDialog } from './recalled-request-dialog';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './layout.css';

/** Header, main and footer of every public page; the document's title and description follow the page. */
export function PublicLayout() {
  usePageMeta();
  const text = useText();
  const [recalled, setRecalled] = useState<UnseenRequest | null>(null);
  // The banner's button that opened the dialog is gone once its ID is seen: focus goes to the page instead.
  const closeRecalled = () => {
    setRecalled(null);
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <>
      <ScrollToTop />
      <a className="skip-link" href="#main">
        {text.shell.skipToContent}
      </a>
      <SiteHeader />
      <ConnectivityBanner onShowBookingId={setRecalled} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <RecalledRequestDialog request={recalled} onClose={closeRecalled} />
    </>
  );
}
