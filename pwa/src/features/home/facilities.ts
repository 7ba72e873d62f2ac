import type { Catalogue } from '../../i18n/catalogue-en';

export interface Facility {
  /** Its texts in the catalogue (`home.facilities`). */
  id: keyof Catalogue['home']['facilities'];
  image: string;
}

export const FACILITIES: readonly Facility[] = [
  { id: 'football', image: '/images/facility-football.svg' },
  { id: 'cricket', image: '/images/facility-cricket.svg' },
  { id: 'arena', image: '/images/facility-arena.svg' },
  { id: 'footballNight', image: '/images/facility-football-night.svg' },
];
