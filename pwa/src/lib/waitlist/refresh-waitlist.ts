import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { WaitlistStanding } from '@turf/sync-contract/schemas';
import { ApiError, apiRequest } from '../api-client';
import { db } from '../db';
import { isLiveEntry } from './waitlist-entry';
import { listWaitlistEntries, recordGone, recordStanding } from './waitlist-repository';

/** A poll, not the visitor's tap: a phone on one bar of signal gets this long before the next one tries again. */
const STANDING_TIMEOUT_MS = 8_000;

/** `GET /api/waitlist/:id` for one entry, recorded as heard when it was asked (a later answer of another call wins). */
export async function refreshWaitlistEntry(id: string): Promise<void> {
  const askedAt = Date.now();
  try {
    const standing = await apiRequest<WaitlistStanding>(API_PATHS.waitlistEntry(id), {
      timeoutMs: STANDING_TIMEOUT_MS,
    });
    await recordStanding(db, id, standing, askedAt);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) await recordGone(db, id);
    // Anything else (offline, a passing server error): the last standing stays, and the next poll asks again.
  }
}

/**
 * Asks how every entry still in line or offered stands, and keeps the answers on the device, so `/my-requests` shows
 * them offline later too (issue 31). An offer is pushed too; asking is what tells a visitor with no notifications.
 */
export async function refreshWaitlist(): Promise<void> {
  const live = (await listWaitlistEntries(db)).filter((entry) => isLiveEntry(entry));
  for (const entry of live) await refreshWaitlistEntry(entry.id);
}
