import type { IconName } from '../components/icon';
import type { Catalogue } from '../i18n/catalogue-en';
import { PATHS } from '../lib/config';

export interface NavItem {
  to: string;
  /** Its name in the visitor's language: a key of the catalogue's `shell.nav`. */
  label: keyof Catalogue['shell']['nav'];
  icon: IconName;
  /** Shows the count of requests waiting on this device. */
  badge?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: PATHS.home, label: 'home', icon: 'home' },
  { to: PATHS.slots, label: 'slots', icon: 'calendar' },
  { to: PATHS.events, label: 'events', icon: 'trophy' },
  { to: PATHS.contact, label: 'contact', icon: 'chat' },
  { to: PATHS.myRequests, label: 'myRequests', icon: 'inbox', badge: true },
];
