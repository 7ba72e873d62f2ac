import { mailtoLink, telLink, whatsappLink } from '@turf/sync-contract/venue';
import { Icon, type IconName } from '../../components/icon';
import type { Catalogue } from '../../i18n/catalogue-en';
import { useText } from '../../i18n/text';
import { displayPhone, venue } from '../../lib/venue';
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

const CARDS: readonly ContactCard[] = [
  {
    key: 'messenger',
    href: venue.messengerUrl,
    icon: 'messenger',
    tone: 'messenger',
    external: true,
  },
  {
    key: 'whatsapp',
    href: whatsappLink(venue),
    icon: 'whatsapp',
    tone: 'whatsapp',
    external: true,
  },
  {
    key: 'phone',
    detail: displayPhone(venue.phone),
    href: telLink(venue),
    icon: 'phone',
    tone: 'phone',
    external: false,
  },
  {
    key: 'email',
    detail: venue.email,
    href: mailtoLink(venue),
    icon: 'mail',
    tone: 'mail',
    external: false,
  },
];

/** `/contact`: the ways to reach the venue. */
export function ContactPage() {
  const text = useText().contact;
  return (
    <div className="page contact-page">
      <h1 className="page-title">{text.title}</h1>
      <p className="page-lead">{text.lead}</p>
      <ul className="contact-grid">
        {CARDS.map((card) => {
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
      <p className="contact-address">
        <Icon name="pin" size={20} />
        <span>{venue.address}</span>
      </p>
    </div>
  );
}
