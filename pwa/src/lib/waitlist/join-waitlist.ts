import { codeOfAnswer } from '@turf/sync-contract/answer-code';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { ShownProblem } from '@turf/sync-contract/error-codes';
import type { JoinWaitlistBody, PushSubscriptionBody, WaitlistStanding } from '@turf/sync-contract/schemas';
import { newCancelKey } from '../../outbox/cancel-key';
import { ApiError, apiRequest, NetworkError } from '../api-client';
import { db } from '../db';
import { markJoinedOnDevice } from './joined-on-device';
import type { DeviceWaitlistEntry } from './waitlist-entry';
import { findEntryForSlot, recordJoined } from './waitlist-repository';

/** What asking to be told of a freed slot came to (issue 31). */
export type JoinOutcome =
  /** On the list: `entry.standing.position` is the place in line. */
  | { kind: 'joined'; entry: DeviceWaitlistEntry }
  /** The venue was not reached: nothing was saved, and nothing is queued (a late join could hold a slot's offer). */
  | { kind: 'offline' }
  /** The venue said no: a field, the waitlist off, the slot free or started, this phone's limit, too many tries… */
  | { kind: 'refused'; status: number; problem: ShownProblem };

export type JoinInput = Omit<JoinWaitlistBody, 'key' | 'subscription'> & {
  /** The slot's own time text, kept on the device to show the entry offline. */
  time: string;
};

/** The visitor is waiting on the button: long enough for one bar of signal, not the minute mobile data can hang. */
const JOIN_TIMEOUT_MS = 10_000;

/**
 * Keys of joins this page sent without hearing the answer, by slot: the server may have the entry, and knows this
 * device again only by the same key (it answers a re-join with the entry), so a second tap sends the one the first did.
 */
const unansweredKeys = new Map<string, string>();

/**
 * The key to join a slot with: that of any entry this device has had for it (in line, or ended: let go, lapsed, left,
 * removed from the page), else the unanswered join's, else a new one. One key per slot on a device: the venue never
 * offers a slot to a key that let it go (decision 093), whatever phone number joins with it, and knows a re-join from the
 * same number by it. Each slot gets its own, so nothing links one slot's entries to another's.
 */
async function keyFor(date: string, slotId: string): Promise<string> {
  const known = await findEntryForSlot(db, date, slotId).catch(() => undefined);
  return known?.key ?? unansweredKeys.get(`${date} ${slotId}`) ?? newCancelKey();
}

/**
 * `POST /api/waitlist` with a secret this device keeps (made as a request's cancel key is) and, when the visitor
 * allowed notifications, the push subscription the offer is pushed to. Sent at the visitor's word only, never queued:
 * joining is worth only while the slot is still to come and still taken. The entry is kept on the device once the
 * server has it.
 */
export async function joinWaitlist(input: JoinInput, subscription?: PushSubscriptionBody): Promise<JoinOutcome> {
  const { time, ...fields } = input;
  const slot = `${input.date} ${input.slotId}`;
  const key = await keyFor(input.date, input.slotId);
  const body: JoinWaitlistBody = { ...fields, key, ...(subscription ? { subscription } : {}) };
  let standing: WaitlistStanding;
  try {
    standing = await apiRequest<WaitlistStanding>(API_PATHS.waitlist, {
      method: 'POST',
      body,
      timeoutMs: JOIN_TIMEOUT_MS,
    });
  } catch (error) {
    if (error instanceof NetworkError || !(error instanceof ApiError)) {
      unansweredKeys.set(slot, key);
      return { kind: 'offline' };
    }
    unansweredKeys.delete(slot);
    const code = codeOfAnswer(error.code);
    return { kind: 'refused', status: error.status, problem: { message: error.message, ...(code ? { code } : {}) } };
  }
  unansweredKeys.delete(slot);
  markJoinedOnDevice();
  const joined = { id: standing.id, key, date: input.date, slotId: input.slotId, time, lang: input.lang ?? 'en' };
  const now = Date.now();
  try {
    return { kind: 'joined', entry: await recordJoined(db, joined, standing, now) };
  } catch {
    // No IndexedDB here (a private window in some browsers): the venue has the entry all the same, and says so by push.
    return { kind: 'joined', entry: { ...joined, standing, heardAt: now, createdAt: now } };
  }
}
