import type { Locale } from '@turf/sync-contract/locale';
import type { WaitlistStanding, WaitlistState } from '@turf/sync-contract/schemas';
import type { SlotId } from '@turf/sync-contract/slots';

/**
 * A waitlist entry this device joined (issue 31), a row of the Dexie `waitlist` table. The device keeps what it needs to
 * show the entry offline and to answer for it: never the name or the phone, which only the venue needs.
 */
export interface DeviceWaitlistEntry {
  /** The server's random id: the entry's standing is public by it, so it names no one. */
  id: string;
  /** The secret that proves this device joined (as a request's cancel key): sent in bodies only, never shown. */
  key: string;
  date: string;
  slotId: SlotId;
  /** The slot's own time text, as a request keeps it. */
  time: string;
  /** The language the visitor joined in: the offer's notice is worded in it. */
  lang: Locale;
  /** What the server last said, kept so the entry reads the same offline. */
  standing: WaitlistStanding;
  /** Epoch ms the standing was heard. */
  heardAt: number;
  /**
   * The cancel key of the request an accepted offer becomes, made before the accept is sent and kept until that request
   * is recorded on this phone: an accept whose answer was lost is sent again with the same key (the server answers a
   * repeat with the same request), so the request this phone records can always be cancelled from it. Cleared once the
   * request is recorded (it keeps the key itself): from then on nothing sends the accept again, so a request the visitor
   * removed stays removed.
   */
  acceptCancelKey?: string;
  /** The server no longer knows the entry (404): it is over, and shown so. */
  gone?: true;
  /**
   * The visitor removed the ended entry from `/my-requests`. The row stays, unseen, for its key: joining the slot again
   * from this device sends the same one, and the venue never offers a slot to a key that let it go (decision 093).
   */
  removed?: true;
  createdAt: number;
}

/** States in which the entry may still change at the venue: the device keeps asking about them. */
export const LIVE_WAITLIST_STATES: readonly WaitlistState[] = ['waiting', 'offered'];

export type ShownWaitlistState = WaitlistState | 'gone';

/**
 * How the entry reads now. Offline, by the device's clock too: an offer whose time has run out on this phone reads as
 * lapsed at once, though the server (whose clock decides) has not said so yet. Online, an offer stands until the server
 * says it is over: a phone whose clock runs fast would otherwise take `Take the slot` away while the venue still holds
 * the slot (and the venue refuses a late accept itself, in words).
 */
export function shownWaitlistState(
  entry: Pick<DeviceWaitlistEntry, 'standing' | 'gone'>,
  now: number = Date.now(),
  online = false,
): ShownWaitlistState {
  if (entry.gone) return 'gone';
  const { state, offerEndsAt } = entry.standing;
  if (state === 'offered' && !online && offerEndsAt !== null && Date.parse(offerEndsAt) <= now) return 'lapsed';
  return state;
}

/** Whether the device should keep asking the server how the entry stands. */
export function isLiveEntry(entry: Pick<DeviceWaitlistEntry, 'standing' | 'gone' | 'removed'>): boolean {
  return !entry.gone && !entry.removed && LIVE_WAITLIST_STATES.includes(entry.standing.state);
}

/** Taken on the venue's word, and its request not recorded on this phone yet (the accept's answer was lost). */
export function awaitsRecording(entry: Pick<DeviceWaitlistEntry, 'standing' | 'acceptCancelKey'>): boolean {
  return (
    entry.standing.state === 'accepted' && entry.standing.requestId !== null && entry.acceptCancelKey !== undefined
  );
}
