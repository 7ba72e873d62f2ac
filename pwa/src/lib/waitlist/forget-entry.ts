import { db } from '../db';
import { removeWaitlistEntry } from './waitlist-repository';

/** The visitor's Remove on an entry that ended (declined, lapsed, left, taken): it leaves this device only. */
export function forgetWaitlistEntry(id: string): Promise<void> {
  return removeWaitlistEntry(db, id);
}
