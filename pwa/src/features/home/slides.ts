import { venue } from '../../lib/venue';
// The first slide is the page's largest paint: inlined as a data URL it needs no request after the route's
// code arrives. The other slides load from /images as usual.
import tournamentArt from './images/slide-tournament.svg?inline';

export interface BannerSlide {
  image: string;
  title: string;
  desc: string;
}

export const SLIDES: readonly BannerSlide[] = [
  {
    image: tournamentArt,
    title: 'Upcoming Football Tournament',
    desc: "Don't miss the exciting matches coming soon!",
  },
  {
    image: '/images/slide-pool.svg',
    title: 'Swimming Pool Opening Soon',
    desc: `Get ready to swim and relax at ${venue.name}!`,
  },
  {
    image: '/images/slide-trip.svg',
    title: 'Day-long Trip & Fun',
    desc: 'Enjoy games, food, music, and more — all in one place!',
  },
];

export const SLIDE_INTERVAL_MS = 5000;
export const SLIDE_TRANSITION_MS = 700;
export const SWIPE_THRESHOLD_PX = 50;
/** How far the slide follows the finger: 0.2 of the drag, so it feels held but does not fly away. */
export const DRAG_ELASTICITY = 0.2;
