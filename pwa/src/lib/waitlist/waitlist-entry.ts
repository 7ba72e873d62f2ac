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
   * The cancel key of the request an accepted offer becomes, made before the accept is sent and kept: an accept whose
   * answer was lost is sent again with the same key (the server answers a repeat with the same request), so the request
   * this phone records can always be cancelled from it.
   */
  acceptCancelKey?: string;
  /** The server no longer knows the entry (404): it is over, and shown so. */
  gone?: true;
  createdAt: number;
}

/** States in which the entry may still change at the venue: the device keeps asking about them. */
export const LIVE_WAITLIST_STATES: readonly WaitlistState[] = ['waiting', 'offered'];

/**
 * How the entry reads now, by the device's clock too: an offer whose time has run out on this phone reads as lapsed at
 * once, offline as well, though the server (whose clock decides) has not said so yet.
 */
export type ShownWaitlistState = WaitlistState | 'gone';

export function shownWaitlistState(
  entry: Pick<DeviceWaitlistEntry, 'standing' | 'gone'>,
  now: number = Date.now(),
): ShownWaitlistState {
  if (entry.gone) return 'gone';
  const { state, offerEndsAt } = entry.standing;
  if (state === 'offered' && offerEndsAt !== null && Date.parse(offerEndsAt) <= now) return 'lapsed';
  return state;
}

/** Whether the device should keep asking the server how the entry stands. */
export function isLiveEntry(entry: Pick<DeviceWaitlistEntry, 'standing' | 'gone'>): boolean {
  return !entry.gone && LIVE_WAITLIST_STATES.includes(entry.standing.state);
}
