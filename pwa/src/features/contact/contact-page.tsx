import { mailtoLink, telLink, whatsappLink } from '@turf/sync-contract/venue';
import { Icon, type IconName } from '../../components/icon';
import { displayPhone, venue } from '../../lib/venue';
import './contact.css';

interface ContactCard {
  title: string;
  detail: string;
  action: string;
  href: string;
  icon: IconName;
  tone: string;
  external: boolean;
}

const CARDS: readonly ContactCard[] = [
  {
    title: 'Messenger',
    detail: 'Chat with the turf manager on Messenger.',
    action: 'Chat on Messenger',
    href: venue.messengerUrl,
    icon: 'messenger',
    tone: 'messenger',
    external: true,
  },
  {
    title: 'WhatsApp',
    detail: 'Send your Booking ID on WhatsApp.',
    action: 'Chat on WhatsApp',
    href: whatsappLink(venue),
    icon: 'whatsapp',
    tone: 'whatsapp',
    external: true,
  },
  {
    title: 'Phone',
    detail: displayPhone(venue.phone),
    action: 'Call us',
    href: telLink(venue),
    icon: 'phone',
    tone: 'phone',
    external: false,
  },
  {
    title: 'Email',
    detail: venue.email,
    action: 'Send Mail',
    href: mailtoLink(venue),
    icon: 'mail',
    tone: 'mail',
    external: false,
  },
];

/** `/contact`: the ways to reach the venue. */
export function ContactPage() {
  return (
    <div className="page contact-page">
      <h1 className="page-title">Contact us</h1>
      <p className="page-lead">Questions or a Booking ID to confirm? We answer fastest on chat.</p>
      <ul className="contact-grid">
        {CARDS.map((card) => (
          <li key={card.title} className={`contact-card card tone-${card.tone}`}>
            <span className="contact-icon" aria-hidden="true">
              <Icon name={card.icon} size={28} />
            </span>
            <h2>{card.title}</h2>
            <p>{card.detail}</p>
            <a
              className="button"
              href={card.href}
              {...(card.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {card.action}
            </a>
          </li>
        ))}
      </ul>
      <p className="contact-address">
        <Icon name="pin" size={20} />
        <span>{venue.address}</span>
      </p>
    </div>
  );
}
