import type { IconName } from '../components/icon';
import { PATHS } from '../lib/config';

export interface NavItem {
  to: string;
  label: string;
  icon: IconName;
  /** Shows the count of requests waiting on this device. */
  badge?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: PATHS.home, label: 'Home', icon: 'home' },
  { to: PATHS.slots, label: 'Slots', icon: 'calendar' },
  { to: PATHS.events, label: 'Events', icon: 'trophy' },
  { to: PATHS.contact, label: 'Contact us', icon: 'chat' },
  { to: PATHS.myRequests, label: 'My requests', icon: 'inbox', badge: true },
];
