import { db } from '../db';
import { recordPushedOffer } from './waitlist-repository';

/**
 * The service worker heard an offer for an entry of this device (issue 31): kept on the device, so `/my-requests` shows
 * its time left even if the phone is offline by the time the visitor opens it. Best effort: the page asks anyway.
 */
export async function notePushedOffer(entryId: string, offerEndsAt: string): Promise<void> {
  await recordPushedOffer(db, entryId, offerEndsAt, Date.now()).catch(() => undefined);
}
