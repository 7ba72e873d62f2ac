import type { AdminCatalogue } from '../../../i18n/admin-en';
import { ADMIN_FRAME_ATTRIBUTE } from '../../../lib/config';
import { ADMIN_NAV_ITEMS } from './admin-nav-items';
import { ScreenLoading } from './screen-loading';

/**
 * The panel's frame as the build writes it into the admin shell's HTML (`<locale>/admin-shell.html`, decision 075):
 * the top bar or sidebar, the nav and a loading line, painted from the HTML before any script, as the public pages
 * are. Drawn with AdminLayout's classes and structure, so the live panel replaces it without moving it. Before the
 * app runs, its links are plain links (a tap opens that screen's address) and no tab is marked: one HTML serves every
 * panel address.
 */
export function AdminFrame({ text }: { text: AdminCatalogue }) {
  const layout = text.layout;
  return (
    <div className="adm" {...{ [ADMIN_FRAME_ATTRIBUTE]: '' }}>
      <a className="adm-skip" href="#adm-main">
        {layout.skipToContent}
      </a>
      <aside className="adm-sidebar" aria-labelledby="adm-panel-title">
        <div className="adm-sidebar__top">
          <p className="adm-sidebar__title" id="adm-panel-title">
            {layout.panelTitle}
          </p>
          <button type="button" className="adm-button adm-button--logout">
            {layout.logOut}
          </button>
        </div>
        <nav className="adm-nav" aria-labelledby="adm-panel-title">
          {ADMIN_NAV_ITEMS.map((item) => (
            <a key={item.to} className="adm-nav__link" href={item.to}>
              <svg className="adm-nav__icon" viewBox="0 0 24 24" aria-hidden="true">
                <path d={item.icon} />
              </svg>
              <span>{layout.nav[item.label]}</span>
            </a>
          ))}
        </nav>
      </aside>
      <main className="adm-main" id="adm-main" tabIndex={-1}>
        {/* The page's heading until the screen brings its own, which names it. */}
        <h1 className="adm-sr-only">{layout.panelTitle}</h1>
        <ScreenLoading text={layout.loading} />
      </main>
    </div>
  );
}
