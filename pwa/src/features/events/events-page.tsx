import type { EventSettings } from '@turf/sync-contract/schemas';
import { useId, useState } from 'react';
import poolArt from '../../assets/images/slide-pool.svg?inline';
import { Icon } from '../../components/icon';
import { useLocalText } from '../../i18n/local-text';
import { useText } from '../../i18n/text';
import { useVenueSettings } from '../../lib/venue-settings';
import cupArt from './images/event-cup.svg?inline';
import './events.css';

/** The grid cards' pictures, in turn: the site's own art, while the cards' texts are the venue's settings. */
const CARD_ART: readonly [string, ...string[]] = [
  poolArt,
  '/images/event-table-tennis.svg',
  '/images/event-dining.svg',
];

/**
 * An event's status as its tag, its title and when, in the visitor's language; its button (what the manager wrote for
 * it, or See Details) opens the card on the event's own text, its description (decision 078: the spec's buttons do
 * nothing). A disclosure button, so a screen reader says whether the text is open.
 */
function EventBody({ event, featured }: { event: EventSettings; featured: boolean }) {
  const text = useText().events;
  const local = useLocalText();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <div className={featured ? 'featured-body' : 'event-body'}>
      <p className="event-tag">{local(event.status)}</p>
      <h2>{local(event.title)}</h2>
      <p className="event-date">{local(event.dateText)}</p>
      <button
        type="button"
        className={featured ? 'button event-toggle' : 'button button-ghost event-toggle'}
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((was) => !was)}
      >
        {local(event.button) ?? text.seeDetails}
        <Icon name="down" size={18} />
      </button>
      <p id={detailsId} className="event-details" hidden={!open}>
        {local(event.description)}
      </p>
    </div>
  );
}

/** `/events`: the venue's events as its settings list them, the first featured, and the banner under them. */
export function EventsPage() {
  const text = useText().events;
  const local = useLocalText();
  const name = useVenueSettings((settings) => settings.venue.name);
  const { items, banner } = useVenueSettings((settings) => settings.events);
  const [featured, ...others] = items;
  return (
    <div className="page events-page">
      <h1 className="page-title">{text.title}</h1>
      <p className="page-lead">{text.lead(local(name))}</p>
      {featured ? (
        <article className="featured-event card">
          {/* This picture (on a wide screen) and the first card's (on a phone) are the page's largest paint: inlined
              as data URLs, they paint with the HTML instead of after two more requests. */}
          <img src={cupArt} alt="" width="1200" height="600" decoding="sync" />
          <EventBody event={featured} featured />
        </article>
      ) : (
        <p className="events-none">{text.none}</p>
      )}
      {others.length > 0 ? (
        <ul className="event-grid">
          {others.map((event, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the settings list events in order, and two may share a title.
            <li key={index} className="event-card card">
              <img
                src={CARD_ART[index % CARD_ART.length]}
                alt=""
                width="480"
                height="300"
                decoding={index === 0 ? 'sync' : 'async'}
                loading={index === 0 ? undefined : 'lazy'}
              />
              <EventBody event={event} featured={false} />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="events-banner">{local(banner)}</p>
    </div>
  );
}
