import poolArt from '../../assets/images/slide-pool.svg?no-inline';
// The first slide is the page's largest paint: inlined as a data URL, it paints with the HTML. The others are files,
// fetched at low priority.
import tournamentArt from './images/slide-tournament.svg?inline';

/** A slide's picture: the site's own art, while its caption is the venue's settings (`home.slides`). */
export interface SlideArt {
  image: string;
  /** The image's `object-position`: which part stays in view when a narrow (4:3) frame crops the 2:1 art. */
  focus?: string;
}

export const SLIDE_ART: readonly [SlideArt, ...SlideArt[]] = [
  {
    image: tournamentArt,
    // The trophy stands right of centre (x 880-1080 of 1200): a phone's 4:3 crop keeps it whole from 70% on.
    focus: '78% 50%',
  },
  { image: poolArt },
  { image: '/images/slide-trip.svg' },
];

/** The picture of the slide at `index`: the manager may write up to 10 captions, so the art repeats in turn. */
export function slideArt(index: number): SlideArt {
  return SLIDE_ART[index % SLIDE_ART.length] ?? SLIDE_ART[0];
}

export const SLIDE_INTERVAL_MS = 5000;
export const SLIDE_TRANSITION_MS = 700;
export const SWIPE_THRESHOLD_PX = 50;
/** How far the slide follows the finger: 0.2 of the drag, so it feels held but does not fly away. */
export const DRAG_ELASTICITY = 0.2;
