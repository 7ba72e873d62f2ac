import poolArt from '../../assets/images/slide-pool.svg?inline';
import type { Catalogue } from '../../i18n/catalogue-en';
import { useText } from '../../i18n/text';
import { venue } from '../../lib/venue';
import cupArt from './images/event-cup.svg?inline';
import './events.css';

interface EventCard {
  /** Its texts in the catalogue (`events.cards`). */
  id: keyof Catalogue['events']['cards'];
  image: string;
  action: 'seeDetails' | 'viewMenu';
}

const EVENTS: readonly EventCard[] = [
  {
    id: 'swim',
    image: poolArt,
    action: 'seeDetails',
  },
  {
    id: 'tableTennis',
    image: '/images/event-table-tennis.svg',
    action: 'seeDetails',
  },
  {
    id: 'dining',
    image: '/images/event-dining.svg',
    action: 'viewMenu',
  },
];

/** `/events`: the featured tournament and what is coming soon. The detail buttons do nothing yet (docs/product.md#events). */
export function EventsPage() {
  const text = useText().events;
  return (
    <div className="page events-page">
      <h1 className="page-title">{text.title}</h1>
      <p className="page-lead">{text.lead(venue.name)}</p>
      <article className="featured-event card">
        {/* This picture (on a wide screen) and the first card's (on a phone) are the page's largest paint: inlined as
            data URLs, they paint with the HTML instead of after two more requests. */}
        <img src={cupArt} alt="" width="1200" height="600" decoding="sync" />
        <div className="featured-body">
          <p className="event-tag">{text.featuredTag}</p>
          <h2>{text.featured.title}</h2>
          <p>{text.featured.text}</p>
          <button type="button" className="button">
            {text.seeDetails}
          </button>
        </div>
      </article>
      <ul className="event-grid">
        {EVENTS.map((event, index) => (
          <li key={event.id} className="event-card card">
            <img
              src={event.image}
              alt=""
              width="480"
              height="300"
              decoding={index === 0 ? 'sync' : 'async'}
              loading={index === 0 ? undefined : 'lazy'}
            />
            <div className="event-body">
              <p className="event-tag">{text.comingSoon}</p>
              <h2>{text.cards[event.id].title}</h2>
              <p>{text.cards[event.id].text}</p>
              <button type="button" className="button button-ghost">
                {text[event.action]}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <p className="events-banner">{text.banner}</p>
    </div>
  );
}
