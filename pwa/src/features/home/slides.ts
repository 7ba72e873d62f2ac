import poolArt from '../../assets/images/slide-pool.svg?no-inline';
import type { Catalogue } from '../../i18n/catalogue-en';
// The first slide is the page's largest paint: inlined as a data URL, it paints with the HTML. The others are files,
// fetched at low priority.
import tournamentArt from './images/slide-tournament.svg?inline';

export interface BannerSlide {
  /** Its texts in the catalogue (`home.slides`). */
  id: keyof Catalogue['home']['slides'];
  image: string;
  /** The image's `object-position`: which part stays in view when a narrow (4:3) frame crops the 2:1 art. */
  focus?: string;
}

export const SLIDES: readonly BannerSlide[] = [
  {
    id: 'tournament',
    image: tournamentArt,
    // The trophy stands right of centre (x 880-1080 of 1200): a phone's 4:3 crop keeps it whole from 70% on.
    focus: '78% 50%',
  },
  {
    id: 'pool',
    image: poolArt,
  },
  {
    id: 'trip',
    image: '/images/slide-trip.svg',
  },
];

export const SLIDE_INTERVAL_MS = 5000;
export const SLIDE_TRANSITION_MS = 700;
export const SWIPE_THRESHOLD_PX = 50;
/** How far the slide follows the finger: 0.2 of the drag, so it feels held but does not fly away. */
export const DRAG_ELASTICITY = 0.2;
