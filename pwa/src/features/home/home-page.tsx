import type { PriceSettings } from '@turf/sync-contract/schemas';
import { Link } from 'react-router-dom';
import { useLocalText } from '../../i18n/local-text';
import { useText } from '../../i18n/text';
import { PATHS } from '../../lib/config';
import { useVenueSettings } from '../../lib/venue-settings';
import { FACILITIES } from './facilities';
import { Slideshow } from './slideshow';
import './home.css';

/** The lowest slot price, weekend prices included: what the promo says a slot costs "from". */
function fromPrice(prices: PriceSettings): number {
  return Math.min(...Object.values(prices.regular), ...Object.values(prices.weekend ?? {}));
}

/** `/`: the slideshow, the booking call to action and the venue's facilities. */
export function HomePage() {
  const text = useText();
  const { home } = text;
  const local = useLocalText();
  const name = useVenueSettings((settings) => settings.venue.name);
  const promoText = useVenueSettings((settings) => settings.home.promoText);
  const lowest = useVenueSettings((settings) => fromPrice(settings.prices));
  return (
    <div className="page home">
      <h1 className="visually-hidden">{home.title(local(name))}</h1>
      <div className="hero">
        <Slideshow />
        <aside className="promo card" aria-labelledby="promo-title">
          <p className="promo-kicker">{home.promo.kicker}</p>
          <h2 id="promo-title">{home.promo.title}</h2>
          <p className="promo-text">{local(promoText)}</p>
          <p className="promo-price">
            {home.promo.priceBefore}
            <strong>{text.slots.price(lowest)}</strong>
            {home.promo.priceAfter}
          </p>
          <Link to={PATHS.slots} className="button">
            {home.promo.explore}
          </Link>
        </aside>
      </div>
      <section className="facilities" aria-labelledby="facilities-title">
        <h2 id="facilities-title" className="section-title">
          {home.facilitiesTitle}
        </h2>
        <ul className="facility-grid">
          {FACILITIES.map((facility) => (
            <li key={facility.id} className="facility card">
              <img src={facility.image} alt="" width="480" height="300" loading="lazy" decoding="async" />
              <div className="facility-body">
                <h3>{home.facilities[facility.id].title}</h3>
                <p>{home.facilities[facility.id].description}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
