import type { PushSubscriptionBody } from '@turf/sync-contract/schemas';
import { notificationPermission, pushSupport } from '../../lib/push-support';
import { askPermission, ensureSubscription } from '../../lib/web-push';

/** How long a join waits for the browser's subscription before it goes without one. */
const SUBSCRIBE_WAIT_MS = 8_000;

/** What the join form says of notifications: on already, on offer (a box to tick), or out of reach here. */
export type OfferNotices = 'on' | 'ask' | 'none';

export function offerNotices(): OfferNotices {
  if (pushSupport() !== 'supported') return 'none';
  const permission = notificationPermission();
  return permission === 'granted' ? 'on' : permission === 'default' ? 'ask' : 'none';
}

/**
 * The subscription a join sends, so the offer is pushed to this phone: where notifications are allowed already, or the
 * visitor ticked the box (the browser asks then: this runs first on the submit's tap, as a prompt must). None where they
 * are not, or the push service cannot be reached: the join goes without it, and `/my-requests` shows the offer.
 */
export async function offerSubscription(wanted: boolean): Promise<PushSubscriptionBody | undefined> {
  const notices = offerNotices();
  if (notices === 'none' || (notices === 'ask' && !wanted)) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    if ((await askPermission()) !== 'granted') return undefined;
    // The push service answers the browser, not us: a slow one must not keep the visitor's join waiting long.
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(resolve, SUBSCRIBE_WAIT_MS, undefined);
    });
    return await Promise.race([ensureSubscription(), late]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
