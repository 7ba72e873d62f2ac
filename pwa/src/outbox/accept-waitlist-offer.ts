import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { AcceptWaitlistOfferBody, BookingRequest } from '@turf/sync-contract/schemas';
import { apiRequest } from '../lib/api-client';
import { db } from '../lib/db';
import { ANSWER_TIMEOUT_MS, type FailedAnswer, failedAnswer, NOT_THIS_PHONE } from '../lib/waitlist/answer-waitlist';
import { refreshWaitlist } from '../lib/waitlist/refresh-waitlist';
import { awaitsRecording } from '../lib/waitlist/waitlist-entry';
import {
  getWaitlistEntry,
  keepAcceptCancelKey,
  listWaitlistEntries,
  recordAcceptedRequestKept,
  recordStanding,
} from '../lib/waitlist/waitlist-repository';
import { newCancelKey } from './cancel-key';
import { addAcceptedRequest, getOutboxItem } from './outbox-repository';
import { STATE_OF } from './request-status';
import { askedAdvance } from './send-request';

/** What `Take the slot` came to: the request the offer became (recorded on this phone), or why not. */
export type AcceptOutcome = { kind: 'taken'; requestId: string } | FailedAnswer;

/**
 * `Take the slot` (issue 31): `POST /api/waitlist/:id/accept` with the key this phone joined with and the cancel key of
 * the request the offer becomes. The server makes the request in the entry's name and phone; the phone records it
 * among its own requests exactly as one the form sent and the venue acknowledged (its cancel key kept, no phone), so
 * `/my-requests` shows it, follows it for push, polls it and lets the visitor cancel it. Sent once, at the visitor's
 * word, never queued. A repeat is safe: the server answers the same request, and the cancel key kept on the entry
 * before the first try is the one sent again. Once the request is recorded, nothing is sent for the entry again.
 */
export async function acceptWaitlistOffer(id: string): Promise<AcceptOutcome> {
  const entry = await getWaitlistEntry(db, id);
  const { state, requestId } = entry?.standing ?? {};
  // Recorded already (its key is the request's now): a repeat would bring back a request the visitor removed.
  if (entry && state === 'accepted' && requestId && entry.acceptCancelKey === undefined) {
    return { kind: 'taken', requestId };
  }
  const cancelKey = entry && (await keepAcceptCancelKey(db, id, newCancelKey()));
  if (!entry || cancelKey === undefined) return NOT_THIS_PHONE;
  const body: AcceptWaitlistOfferBody = { key: entry.key, cancelKey };
  const askedAt = Date.now();
  let request: BookingRequest;
  try {
    request = await apiRequest<BookingRequest>(API_PATHS.waitlistAccept(id), {
      method: 'POST',
      body,
      timeoutMs: ANSWER_TIMEOUT_MS,
    });
  } catch (error) {
    return failedAnswer(id, error);
  }
  const advance = askedAdvance(request);
  await addAcceptedRequest(
    db,
    {
      id: request._id,
      date: request.date,
      slotId: request.slotId,
      time: request.time,
      name: request.name,
      lang: request.lang ?? entry.lang,
      cancelKey,
      state: STATE_OF[request.status],
      ...(request.price === undefined ? {} : { price: request.price }),
      ...(advance ? { advance } : {}),
    },
    Date.now(),
  );
  await recordAcceptedRequestKept(db, id);
  await recordStanding(
    db,
    id,
    { ...entry.standing, state: 'accepted', position: null, offerEndsAt: null, requestId: request._id },
    askedAt,
  );
  return { kind: 'taken', requestId: request._id };
}

/**
 * Entries the server calls accepted whose request this phone has not recorded: the answer to `Take the slot` was lost
 * on the way (the connection dropped), and a poll heard the acceptance. The accept is sent again with the cancel key
 * kept, and the repeat's answer, the same request, is recorded. One whose request is on the phone already (recorded by
 * a version that kept the key on, or by another tab) is marked recorded instead.
 */
async function recordLostAcceptances(): Promise<void> {
  for (const entry of await listWaitlistEntries(db)) {
    const { requestId } = entry.standing;
    if (!awaitsRecording(entry) || requestId === null) continue;
    if (await getOutboxItem(db, requestId)) await recordAcceptedRequestKept(db, entry.id);
    else await acceptWaitlistOffer(entry.id);
  }
}

/** `/my-requests`' poll of the waitlist: every entry's standing, then any acceptance this phone has not recorded. */
export async function refreshWaitlistStandings(): Promise<void> {
  await refreshWaitlist();
  await recordLostAcceptances();
}
