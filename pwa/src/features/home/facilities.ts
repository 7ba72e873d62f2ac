export interface Facility {
  id: string;
  title: string;
  description: string;
  image: string;
}

export const FACILITIES: readonly Facility[] = [
  {
    id: 'football',
    title: 'Football Turfs',
    description: 'Premium artificial grass for 5-a-side or 7-a-side matches, with goals, nets and bibs ready.',
    image: '/images/facility-football.svg',
  },
  {
    id: 'cricket',
    title: 'Cricket Nets',
    description: 'Practice lanes with a true-bounce pitch for batting and bowling drills, day or evening.',
    image: '/images/facility-cricket.svg',
  },
  {
    id: 'arena',
    title: 'Multi-Sport Arena',
    description: 'A covered court for futsal, basketball and badminton when the monsoon rolls in.',
    image: '/images/facility-arena.svg',
  },
  {
    id: 'football-night',
    title: 'Football Turfs',
    description: 'Bright LED floodlights keep the game going late into the night, until 6:00 am.',
    image: '/images/facility-football-night.svg',
  },
];
