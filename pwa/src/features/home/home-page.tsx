import { Link } from 'react-router-dom';
import { PATHS } from '../../lib/config';
import { venue } from '../../lib/venue';
import { FACILITIES } from './facilities';
import { SLIDES } from './slides';
import { Slideshow } from './slideshow';
import './home.css';

/** `/`: the slideshow, the booking call to action and the venue's facilities. */
export function HomePage() {
  return (
    <div className="page home">
      <h1 className="visually-hidden">{venue.name}: football turf booking</h1>
      <div className="hero">
        <Slideshow slides={SLIDES} />
        <aside className="promo card" aria-labelledby="promo-title">
          <p className="promo-kicker">7/8-a-side · floodlit · open 24/7</p>
          <h2 id="promo-title">Book Your Turf Now!</h2>
          <p className="promo-text">
            Pick a date, choose one of 16 slots of 1.5 hours and get your Booking ID in a minute.
          </p>
          <p className="promo-price">
            from <strong>BDT 2000</strong> per slot
          </p>
          <Link to={PATHS.slots} className="button">
            Explore Slots →
          </Link>
        </aside>
      </div>
      <section className="facilities" aria-labelledby="facilities-title">
        <h2 id="facilities-title" className="section-title">
          Our facilities
        </h2>
        <ul className="facility-grid">
          {FACILITIES.map((facility) => (
            <li key={facility.id} className="facility card">
              <img src={facility.image} alt="" width="480" height="300" loading="lazy" decoding="async" />
              <div className="facility-body">
                <h3>{facility.title}</h3>
                <p>{facility.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
