import poolArt from '../../assets/images/slide-pool.svg?inline';
import { venue } from '../../lib/venue';
import cupArt from './images/event-cup.svg?inline';
import './events.css';

interface EventCard {
  title: string;
  text: string;
  image: string;
  action: string;
}

const EVENTS: readonly EventCard[] = [
  {
    title: 'Swim & Chill Weekend',
    text: 'Our new swimming pool is coming soon. Cool off after the match and bring the whole family.',
    image: poolArt,
    action: 'See Details',
  },
  {
    title: 'Table Tennis Challange',
    text: 'A new table tennis arena is coming soon, with weekly challenges for every level.',
    image: '/images/event-table-tennis.svg',
    action: 'See Details',
  },
  {
    title: 'Dining Delights',
    text: 'Fresh food and cold drinks are coming soon, right beside the turf.',
    image: '/images/event-dining.svg',
    action: 'View Menu',
  },
];

/** `/events`: the featured tournament and what is coming soon. The detail buttons do nothing yet (docs/product.md#events). */
export function EventsPage() {
  return (
    <div className="page events-page">
      <h1 className="page-title">Events</h1>
      <p className="page-lead">What is on at {venue.name}, and what is coming next.</p>
      <article className="featured-event card">
        {/* This picture (on a wide screen) and the first card's (on a phone) are the page's largest paint: inlined as
            data URLs, they paint with the HTML instead of after two more requests. */}
        <img src={cupArt} alt="" width="1200" height="600" decoding="sync" />
        <div className="featured-body">
          <p className="event-tag">Featured</p>
          <h2>Turf Football Cup</h2>
          <p>Teams of seven, knockout rounds under the floodlights, and a trophy for the champions.</p>
          <button type="button" className="button">
            See Details
          </button>
        </div>
      </article>
      <ul className="event-grid">
        {EVENTS.map((event, index) => (
          <li key={event.title} className="event-card card">
            <img
              src={event.image}
              alt=""
              width="480"
              height="300"
              decoding={index === 0 ? 'sync' : 'async'}
              loading={index === 0 ? undefined : 'lazy'}
            />
            <div className="event-body">
              <p className="event-tag">Coming soon</p>
              <h2>{event.title}</h2>
              <p>{event.text}</p>
              <button type="button" className="button button-ghost">
                {event.action}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <p className="events-banner">More exciting features are on the way! Stay tuned</p>
    </div>
  );
}
