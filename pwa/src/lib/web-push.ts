import { API_PATHS } from '@turf/sync-contract/api-paths';
import type { PushPublicKey, PushSubscriptionBody } from '@turf/sync-contract/schemas';
import { apiRequest } from './api-client';

/**
 * This device's push subscription, made with the server's VAPID key. Loaded only when a person turns notifications
 * on (the offer's tap, the manager's switch) or a wish to be notified waits to be sent. Permission is asked only on
 * a tap (`askPermission`); subscribing needs the network (the browser registers with its push service), so a wish
 * made offline is subscribed later, when the permission is already there and no prompt is needed.
 */

/** Asks (from a tap: browsers refuse a prompt nobody asked for); the answer, which the browser keeps. */
export async function askPermission(): Promise<NotificationPermission> {
  return Notification.permission === 'default' ? Notification.requestPermission() : Notification.permission;
}

/** The service worker's registration, from a page or from the worker itself. */
async function pushRegistration(): Promise<ServiceWorkerRegistration> {
  const worker = (globalThis as { registration?: ServiceWorkerRegistration }).registration;
  return worker ?? navigator.serviceWorker.ready;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The subscription as the API takes it (`PushSubscription.toJSON()` has optional fields in its typing). */
export function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * This device's subscription with the server's key, made if need be (permission must already be granted). One made
 * with another key (the server's keys changed) is replaced.
 */
export async function ensureSubscription(): Promise<PushSubscriptionBody> {
  const [{ publicKey }, registration] = await Promise.all([
    apiRequest<PushPublicKey>(API_PATHS.pushKey),
    pushRegistration(),
  ]);
  const key = fromBase64Url(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return subscriptionBody(subscription);
}

/** This device's subscription if it has one (without asking anything). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await pushRegistration()).pushManager.getSubscription();
}
