import type { Settings } from './schemas/settings';
import { DEFAULT_WEEKEND_DAYS } from './settings';
import { PERIOD_PRICE } from './slots';
import { MAX_DAYS_AHEAD } from './time';
import { EXAMPLE_VENUE } from './venue';

/**
 * The first-start settings: what a new install shows until the manager edits it (issue 16). Built from the constants
 * the site is made of today (the example venue, the period prices, the booking horizon), so no value is written
 * twice; the page texts (events, banner, slide captions, promo) are the PWA's own today.
 */
/** Today's site, as a new install shows it until the manager edits it. English only: no Bangla text exists yet. */
export const DEFAULT_SETTINGS: Settings = {
  venue: {
    name: { en: EXAMPLE_VENUE.name },
    shortName: { en: EXAMPLE_VENUE.shortName },
    tagline: { en: EXAMPLE_VENUE.tagline },
    address: { en: EXAMPLE_VENUE.address },
    phone: EXAMPLE_VENUE.phone,
    email: EXAMPLE_VENUE.email,
    messengerUrl: EXAMPLE_VENUE.messengerUrl,
    whatsappNumber: EXAMPLE_VENUE.whatsappNumber,
    facebookUrl: EXAMPLE_VENUE.facebookUrl,
    instagramUrl: EXAMPLE_VENUE.instagramUrl,
  },
  prices: { regular: { ...PERIOD_PRICE }, weekendDays: [...DEFAULT_WEEKEND_DAYS] },
  bookingHorizonDays: MAX_DAYS_AHEAD,
  events: {
    items: [
      {
        title: { en: 'Turf Football Cup' },
        dateText: { en: 'Coming soon' },
        description: { en: 'Teams of seven, knockout rounds under the floodlights, and a trophy for the champions.' },
        status: { en: 'Featured' },
      },
      {
        title: { en: 'Swim & Chill Weekend' },
        dateText: { en: 'Coming soon' },
        description: {
          en: 'Our new swimming pool is coming soon. Cool off after the match and bring the whole family.',
        },
        status: { en: 'Coming soon' },
      },
      {
        title: { en: 'Table Tennis Challange' },
        dateText: { en: 'Coming soon' },
        description: { en: 'A new table tennis arena is coming soon, with weekly challenges for every level.' },
        status: { en: 'Coming soon' },
      },
      {
        title: { en: 'Dining Delights' },
        dateText: { en: 'Coming soon' },
        description: { en: 'Fresh food and cold drinks are coming soon, right beside the turf.' },
        status: { en: 'Coming soon' },
      },
    ],
    banner: { en: 'More exciting features are on the way! Stay tuned' },
  },
  home: {
    slides: [
      {
        title: { en: 'Upcoming Football Tournament' },
        subtitle: { en: "Don't miss the exciting matches coming soon!" },
      },
      {
        title: { en: 'Swimming Pool Opening Soon' },
        subtitle: { en: `Get ready to swim and relax at ${EXAMPLE_VENUE.name}!` },
      },
      {
        title: { en: 'Day-long Trip & Fun' },
        subtitle: { en: 'Enjoy games, food, music, and more — all in one place!' },
      },
    ],
    promoText: { en: 'Pick a date, choose one of 16 slots of 1.5 hours and get your Booking ID in a minute.' },
  },
};
