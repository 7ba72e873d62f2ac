import { mailtoLink, telLink } from '@turf/sync-contract/venue';
import { Icon, type IconName } from '../components/icon';
import { useText } from '../i18n/text';
import { useClientValue } from '../lib/hydration';
import { displayPhone, venue } from '../lib/venue';

const DECORATIVE_SOCIAL: IconName[] = ['youtube', 'x', 'linkedin', 'tiktok'];

function currentYear(): number {
  return new Date().getFullYear();
}

export function SiteFooter() {
  // The prerendered page leaves the year out rather than carry the build's.
  const year = useClientValue(currentYear);
  const text = useText();
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="footer-brand">
            {venue.name}
          </h2>
          <p className="footer-tagline">{venue.tagline}</p>
          <p className="footer-follow">{text.footer.followUs}</p>
          <ul className="social">
            <li>
              <a href={venue.facebookUrl} target="_blank" rel="noopener noreferrer" aria-label="Facebook">
                <Icon name="facebook" size={20} />
              </a>
            </li>
            <li>
              <a href={venue.instagramUrl} target="_blank" rel="noopener noreferrer" aria-label="Instagram">
                <Icon name="instagram" size={20} />
              </a>
            </li>
            {DECORATIVE_SOCIAL.map((name) => (
              <li key={name} aria-hidden="true" className="social-decor">
                <Icon name={name} size={20} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-more">
          <h2 id="footer-more">{text.footer.moreInfo}</h2>
          <ul className="footer-list">
            <li>{text.footer.contactUs}</li>
            <li>{text.footer.faq}</li>
          </ul>
        </section>
        <section aria-labelledby="footer-legals">
          <h2 id="footer-legals">{text.footer.legals}</h2>
          <ul className="footer-list">
            <li>{text.footer.terms}</li>
            <li>{text.footer.privacy}</li>
            <li>{text.footer.refund}</li>
          </ul>
        </section>
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts">{text.footer.contacts}</h2>
          <ul className="footer-list footer-contacts">
            <li>
              <Icon name="pin" size={18} />
              <span>{venue.address}</span>
            </li>
            <li>
              <Icon name="phone" size={18} />
              <a href={telLink(venue)}>{displayPhone(venue.phone)}</a>
            </li>
            <li>
              <Icon name="mail" size={18} />
              <a href={mailtoLink(venue)}>{venue.email}</a>
            </li>
          </ul>
        </section>
      </div>
      <p className="copyright">{text.footer.copyright(year, venue.name)}</p>
    </footer>
  );
}
