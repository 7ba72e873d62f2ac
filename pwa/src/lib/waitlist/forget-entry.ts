import { todayAtVenue } from '@turf/sync-contract/time';
import { db } from '../db';
import { removeWaitlistEntry } from './waitlist-repository';

/** The visitor's Remove on an entry that ended (declined, lapsed, left, taken): it leaves the page, on this device only. */
export function forgetWaitlistEntry(id: string): Promise<void> {
  return removeWaitlistEntry(db, id, todayAtVenue());
}
