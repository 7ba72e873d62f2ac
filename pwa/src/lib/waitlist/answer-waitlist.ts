import { codeOfAnswer } from '@turf/sync-contract/answer-code';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { ShownProblem } from '@turf/sync-contract/error-codes';
import type { WaitlistKeyBody, WaitlistStanding } from '@turf/sync-contract/schemas';
import { ApiError, apiRequest, NetworkError } from '../api-client';
import { db } from '../db';
import { refreshWaitlistEntry } from './refresh-waitlist';
import { getWaitlistEntry, recordStanding } from './waitlist-repository';

/** What an answer the visitor gives for an entry (No thanks, Leave the waitlist, Take the slot) came to. */
export type WaitlistAnswerOutcome =
  /** The venue has it; the entry reads so on this phone from now on. */
  | { kind: 'done' }
  /** The venue was not reached: nothing changed, and nothing is queued (a late answer would surprise). */
  | { kind: 'offline' }
  /** The venue said no: the offer lapsed or was answered, this phone did not join, … */
  | { kind: 'refused'; problem: ShownProblem };

/** The visitor is waiting on the button. */
export const ANSWER_TIMEOUT_MS = 10_000;

/** What an answer that did not go through came to. */
export type FailedAnswer = Exclude<WaitlistAnswerOutcome, { kind: 'done' }>;

/** An answer's failure as an outcome; a refusal means the phone's copy is behind, so the entry is asked about again. */
export async function failedAnswer(id: string, error: unknown): Promise<FailedAnswer> {
  // Anything but an answer (a browser's bug, a broken proxy) is as good as no answer: nothing changed.
  if (error instanceof NetworkError || !(error instanceof ApiError)) return { kind: 'offline' };
  const code = codeOfAnswer(error.code);
  await refreshWaitlistEntry(id);
  return { kind: 'refused', problem: { message: error.message, ...(code ? { code } : {}) } };
}

/** A refusal for an entry whose key this phone no longer has (removed in another tab meanwhile). */
export const NOT_THIS_PHONE: FailedAnswer = {
  kind: 'refused',
  problem: { message: 'This waitlist entry was not made on this phone', code: 'WAITLIST_KEY_INVALID' },
};

/**
 * `POST /api/waitlist/:id/decline` with the key this phone joined with: `No thanks` to an offer (the slot goes to the
 * next in line, never to this entry again), or `Leave the waitlist` while waiting. Sent once, at the visitor's word.
 */
export async function declineWaitlist(id: string): Promise<WaitlistAnswerOutcome> {
  const entry = await getWaitlistEntry(db, id);
  if (!entry) return NOT_THIS_PHONE;
  const body: WaitlistKeyBody = { key: entry.key };
  const askedAt = Date.now();
  try {
    const standing = await apiRequest<WaitlistStanding>(API_PATHS.waitlistDecline(id), {
      method: 'POST',
      body,
      timeoutMs: ANSWER_TIMEOUT_MS,
    });
    await recordStanding(db, id, standing, askedAt);
    return { kind: 'done' };
  } catch (error) {
    return failedAnswer(id, error);
  }
}
