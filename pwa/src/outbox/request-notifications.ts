import { codeOfAnswer } from '@turf/sync-contract/answer-code';
import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { PushSubscriptionBody } from '@turf/sync-contract/schemas';
import { ApiError, apiRequest } from '../lib/api-client';
import { db } from '../lib/db';
import { currentSubscription, ensureSubscription, subscriptionBody } from '../lib/web-push';
import type { PushFollow } from './outbox-item';
import { getOutboxItem, listFollowed, listWantingPush, setPushFollow, WAITING_STATES } from './outbox-repository';

/**
 * "Notify me when the manager decides" (issue 14). The wish is kept on the request's outbox item and the device's
 * subscription is sent to the server only once the request is there: a request made offline is followed after the
 * outbox has sent it (this runs after every outbox run, in a tab or in the service worker).
 */

/** Sends one follow; the item's new push state (`wanted` again when the server could not be reached). */
async function follow(id: string, subscription: PushSubscriptionBody): Promise<PushFollow> {
  try {
    await apiRequest(API_PATHS.bookingRequestSubscription(id), { method: 'POST', body: subscription });
    await setPushFollow(db, id, 'on');
    return 'on';
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
      const code = codeOfAnswer(error.code);
      await setPushFollow(db, id, 'refused', { message: error.message, ...(code ? { code } : {}) });
      return 'refused';
    }
    return 'wanted';
  }
}

/** Every wish whose request has reached the server is sent now; the rest wait for the outbox. */
export async function sendWantedFollows(): Promise<void> {
  const wanting = (await listWantingPush(db)).filter((item) => !WAITING_STATES.includes(item.state));
  if (wanting.length === 0) return;
  // Made here rather than at the tap when the tap was offline: the browser needs its push service to subscribe.
  const subscription = await ensureSubscription();
  for (const item of wanting) await follow(item.id, subscription);
}

/**
 * The visitor's tap, once permission is granted: the wish is kept, and sent at once if the request is on the server
 * and the network is there. Where the request's notices stand now.
 */
export async function notifyMeAbout(id: string): Promise<PushFollow> {
  await setPushFollow(db, id, 'wanted');
  await sendWantedFollows().catch(() => undefined);
  return (await getOutboxItem(db, id))?.push ?? 'wanted';
}

/** The browser renewed the subscription (`pushsubscriptionchange`): every followed request is told the new one. */
export async function refollowAll(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  for (const item of await listFollowed(db)) await follow(item.id, subscriptionBody(subscription));
}
