import { mailtoLink, telLink } from '@turf/sync-contract/venue';
import { Icon, type IconName } from '../components/icon';
import { useLocalText } from '../i18n/local-text';
import { useText } from '../i18n/text';
import { useClientValue } from '../lib/hydration';
import { displayPhone } from '../lib/venue';
import { useVenueSettings } from '../lib/venue-settings';

const DECORATIVE_SOCIAL: IconName[] = ['youtube', 'x', 'linkedin', 'tiktok'];

function currentYear(): number {
  return new Date().getFullYear();
}

export function SiteFooter() {
  // The prerendered page leaves the year out rather than carry the build's.
  const year = useClientValue(currentYear);
  const text = useText();
  const local = useLocalText();
  const venue = useVenueSettings((settings) => settings.venue);
  const name = local(venue.name);
  const tagline = local(venue.tagline);
  const address = local(venue.address);
  // The venue's pages, each only when the manager has given it.
  const social = [
    { label: 'Facebook', icon: 'facebook', href: venue.facebookUrl },
    { label: 'Instagram', icon: 'instagram', href: venue.instagramUrl },
  ] as const;
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="footer-brand">
            {name}
          </h2>
          {tagline ? <p className="footer-tagline">{tagline}</p> : null}
          <p className="footer-follow">{text.footer.followUs}</p>
          <ul className="social">
            {social.map(({ label, icon, href }) =>
              href ? (
                <li key={label}>
                  <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
                    <Icon name={icon} size={20} />
                  </a>
                </li>
              ) : null,
            )}
            {DECORATIVE_SOCIAL.map((icon) => (
              <li key={icon} aria-hidden="true" className="social-decor">
                <Icon name={icon} size={20} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-more">
          <h2 id="footer-more">{text.footer.moreInfo}</h2>
          <ul className="footer-list footer-plain">
            <li>{text.footer.contactUs}</li>
            <li>{text.footer.faq}</li>
          </ul>
        </section>
        <section aria-labelledby="footer-legals">
          <h2 id="footer-legals">{text.footer.legals}</h2>
          <ul className="footer-list footer-plain">
            <li>{text.footer.terms}</li>
            <li>{text.footer.privacy}</li>
            <li>{text.footer.refund}</li>
          </ul>
        </section>
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts">{text.footer.contacts}</h2>
          <ul className="footer-list footer-contacts">
            {address ? (
              <li>
                <Icon name="pin" size={18} />
                <span>{address}</span>
              </li>
            ) : null}
            <li>
              <Icon name="phone" size={18} />
              <a href={telLink(venue.phone)}>{displayPhone(venue.phone, text.locale)}</a>
            </li>
            {venue.email ? (
              <li>
                <Icon name="mail" size={18} />
                <a href={mailtoLink(venue.email)}>{venue.email}</a>
              </li>
            ) : null}
          </ul>
        </section>
      </div>
      <p className="copyright">{text.footer.copyright(year, name)}</p>
    </footer>
  );
}
