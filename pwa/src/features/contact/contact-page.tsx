import type { Locale } from '@turf/sync-contract/locale';
import type { VenueSettings } from '@turf/sync-contract/schemas';
import { mailtoLink, telLink, whatsappLink } from '@turf/sync-contract/venue';
import { Icon, type IconName } from '../../components/icon';
import type { Catalogue } from '../../i18n/catalogue-en';
import { useLocalText } from '../../i18n/local-text';
import { useText } from '../../i18n/text';
import { displayPhone } from '../../lib/venue';
import { useVenueSettings } from '../../lib/venue-settings';
import './contact.css';

interface ContactCard {
  /** Its texts in the catalogue's `contact.cards`. */
  key: keyof Catalogue['contact']['cards'];
  /** The venue's own value shown instead of the catalogue's line, for a number or an address. */
  detail?: string;
  href: string;
  icon: IconName;
  tone: string;
  external: boolean;
}

/** The ways to reach the venue that its settings give: the phone always, the others when the manager has set them. */
function contactCards(venue: VenueSettings, locale: Locale): ContactCard[] {
  const cards: ContactCard[] = [];
  if (venue.messengerUrl) {
    cards.push({ key: 'messenger', href: venue.messengerUrl, icon: 'messenger', tone: 'messenger', external: true });
  }
  if (venue.whatsappNumber) {
    cards.push({
      key: 'whatsapp',
      href: whatsappLink(venue.whatsappNumber),
      icon: 'whatsapp',
      tone: 'whatsapp',
      external: true,
    });
  }
  cards.push({
    key: 'phone',
    detail: displayPhone(venue.phone, locale),
    href: telLink(venue.phone),
    icon: 'phone',
    tone: 'phone',
    external: false,
  });
  if (venue.email) {
    cards.push({
      key: 'email',
      detail: venue.email,
      href: mailtoLink(venue.email),
      icon: 'mail',
      tone: 'mail',
      external: false,
    });
  }
  return cards;
}

/** `/contact`: the ways to reach the venue. */
export function ContactPage() {
  const texts = useText();
  const text = texts.contact;
  const local = useLocalText();
  const venue = useVenueSettings((settings) => settings.venue);
  const address = local(venue.address);
  return (
    <div className="page contact-page">
      <h1 className="page-title">{text.title}</h1>
      <p className="page-lead">{text.lead}</p>
      <ul className="contact-grid">
        {contactCards(venue, texts.locale).map((card) => {
          const texts = text.cards[card.key];
          return (
            <li key={card.key} className={`contact-card card tone-${card.tone}`}>
              <span className="contact-icon" aria-hidden="true">
                <Icon name={card.icon} size={28} />
              </span>
              <h2>{texts.title}</h2>
              <p>{card.detail ?? ('detail' in texts ? texts.detail : '')}</p>
              <a
                className="button"
                href={card.href}
                {...(card.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {texts.action}
              </a>
            </li>
          );
        })}
      </ul>
      {address ? (
        <p className="contact-address">
          <Icon name="pin" size={20} />
          <span>{address}</span>
        </p>
      ) : null}
    </div>
  );
}
