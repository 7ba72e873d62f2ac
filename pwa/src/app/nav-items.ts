import type { IconName } from '../components/icon';

export interface NavItem {
  to: string;
  label: string;
  icon: IconName;
  /** Shows the count of requests waiting on this device. */
  badge?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home', icon: 'home' },
  { to: '/slots', label: 'Slots', icon: 'calendar' },
  { to: '/events', label: 'Events', icon: 'trophy' },
  { to: '/contact', label: 'Contact us', icon: 'chat' },
  { to: '/my-requests', label: 'My requests', icon: 'inbox', badge: true },
];
