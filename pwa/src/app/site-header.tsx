import { Link, NavLink } from 'react-router-dom';
import { Icon } from '../components/icon';
import { useLocalText } from '../i18n/local-text';
import { useText } from '../i18n/text';
import { PATHS } from '../lib/config';
import { useVenueSettings } from '../lib/venue-settings';
import { LanguageSwitch, LanguageTab } from './language-switch';
import { NavBadge } from './nav-badge';
import { NAV_ITEMS } from './nav-items';

function Brand() {
  const local = useLocalText();
  const name = useVenueSettings((settings) => settings.venue.name);
  return (
    <Link to={PATHS.home} className="brand">
      <img src="/favicon.svg" alt="" width="32" height="32" />
      <span>{local(name)}</span>
    </Link>
  );
}

/**
 * From 768 px up: one top bar with the brand, the links and the language switch. Below it: a sticky brand bar and a
 * fixed bottom tab bar whose last cell switches the language, in reach of the thumb. Both are in the DOM; CSS shows one (display: none also hides the other from screen readers).
 */
export function SiteHeader() {
  const text = useText();
  return (
    <>
      <header className="site-header">
        <div className="site-header-inner">
          <Brand />
          <nav aria-label={text.shell.mainNavigation} className="top-nav">
            <ul>
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === PATHS.home}>
                    {text.shell.nav[item.label]}
                    {item.badge ? <NavBadge /> : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitch />
        </div>
      </header>
      <nav aria-label={text.shell.mainNavigation} className="tab-bar">
        <ul>
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === PATHS.home}>
                <span className="tab-icon">
                  <Icon name={item.icon} />
                  {item.badge ? <NavBadge /> : null}
                </span>
                <span className="tab-label">{text.shell.nav[item.label]}</span>
              </NavLink>
            </li>
          ))}
          <li>
            <LanguageTab />
          </li>
        </ul>
      </nav>
    </>
  );
}
