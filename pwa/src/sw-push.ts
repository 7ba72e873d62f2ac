/// <reference lib="webworker" />

import { API_PATHS } from '@turf/sync-contract/api-paths';
import { type Locale, localePath } from '@turf/sync-contract/locale';
import type { PushMessage } from '@turf/sync-contract/schemas';
import { NOTICE_TEXTS } from './i18n/notice-texts';
import { apiRequest } from './lib/api-client';
import { PATHS, WAITLIST_HIGHLIGHT_PARAM } from './lib/config';
import { subscriptionBody } from './lib/web-push';
import { chosenLocale } from './sw-locale';
import { openNoticePage } from './sw-notification-click';

/**
 * Web Push in the service worker (issue 14): a message from the server becomes a notification (and the count on the
 * app's icon), a tap on it opens the page of its request, and a subscription the browser renews is told to the
 * server. The message carries data only (sync-contract `PushMessage`); the words are written here.
 */

declare const self: ServiceWorkerGlobalScope;

/** Every new-request notice shares one tag: a burst of requests is one notice, updated, not a pile of them. */
const NEW_REQUESTS_TAG = 'turf-new-requests';

interface NoticeData {
  url: string;
  /** How many requests this notice stands for (a burst merged into one). */
  count: number;
}

interface Notice {
  title: string;
  options: NotificationOptions & { data: NoticeData; renotify?: boolean };
}

function pageOf(path: string, id: string): string {
  return `${path}?request=${encodeURIComponent(id)}`;
}

/**
 * The notice for a message, in its language: a visitor's in the language of the request (the server sends it), the
 * manager's in this device's. A new request merges with the new-request notice still showing.
 */
async function noticeFor(message: PushMessage): Promise<{ notice: Notice; locale: Locale }> {
  // A visitor's notice carries the request's language; the manager's are in this device's.
  const locale = 'lang' in message && message.lang ? message.lang : await chosenLocale();
  const text = NOTICE_TEXTS[locale];
  const place = { slotId: message.slotId, date: message.date };
  switch (message.kind) {
    case 'new-request': {
      const showing = await self.registration.getNotifications({ tag: NEW_REQUESTS_TAG });
      const before = showing.reduce((sum, notice) => sum + ((notice.data as NoticeData | null)?.count ?? 1), 0);
      const count = before + 1;
      const notice = {
        title: text.newRequests(count),
        options: {
          body: text.newRequestBody(place, message.name, count),
          tag: NEW_REQUESTS_TAG,
          renotify: true,
          data: { url: pageOf(PATHS.adminBookingRequests, message.id), count },
        },
      };
      return { notice, locale };
    }
    case 'decision':
      return {
        notice: {
          title: text.decision[message.status],
          options: {
            body: text.visitorBody(place, message.id),
            tag: `turf-request-${message.id}`,
            renotify: true,
            data: { url: pageOf(PATHS.myRequests, message.id), count: 1 },
          },
        },
        locale,
      };
    case 'reminder':
      return {
        notice: {
          title: text.reminder,
          options: {
            body: text.visitorBody(place, message.id),
            tag: `turf-reminder-${message.id}`,
            data: { url: pageOf(PATHS.myRequests, message.id), count: 1 },
          },
        },
        locale,
      };
    // The visitor's (issue 30): the request the outbox sent waits for its advance. It shares the decision's tag, so
    // the confirmation that the payment brings takes its place.
    case 'advance-due':
      return {
        notice: {
          title: text.advanceDue,
          options: {
            body: text.advanceDueBody(place, message.id, message.amount, message.payBy),
            tag: `turf-request-${message.id}`,
            renotify: true,
            data: { url: pageOf(PATHS.myRequests, message.id), count: 1 },
          },
        },
        locale,
      };
    // The manager's, about money (issue 30): the board of the slot's date shows the booking and its advance.
    case 'advance-paid':
    case 'advance-refunded': {
      const paid = message.kind === 'advance-paid';
      return {
        notice: {
          title: paid ? text.advancePaid : text.advanceRefunded,
          options: {
            body: paid
              ? text.advancePaidBody(place, message.name, message.amount)
              : text.advanceRefundedBody(place, message.id, message.amount),
            tag: `turf-advance-${message.id}`,
            data: { url: `${PATHS.adminSchedule}?date=${message.date}`, count: 1 },
          },
        },
        locale,
      };
    }
    // The visitor's (issue 31): a slot they wait for is held for them. One notice per entry (a second offer for it
    // replaces the first); the tap opens `/my-requests` in the notice's language at the entry, where it is taken.
    case 'waitlist-offer':
      return {
        notice: {
          title: text.waitlistOffer,
          options: {
            body: text.waitlistOfferBody(place, message.offerEndsAt),
            tag: `turf-waitlist-${message.entryId}`,
            renotify: true,
            requireInteraction: true,
            data: {
              url: `${localePath(locale, PATHS.myRequests)}?${WAITLIST_HIGHLIGHT_PARAM}=${encodeURIComponent(message.entryId)}`,
              count: 1,
            },
          },
        },
        locale,
      };
    // The manager's (issue 31): a visitor cancelled, so the slot is free; the board of its date shows it so.
    case 'visitor-cancelled':
      return {
        notice: {
          title: message.booked ? text.visitorCancelled.booked : text.visitorCancelled.pending,
          options: {
            body: text.visitorCancelledBody(place, message.name),
            tag: `turf-visitor-cancelled-${message.id}`,
            data: { url: `${PATHS.adminSchedule}?date=${message.date}`, count: 1 },
          },
        },
        locale,
      };
  }
}

/** The icon's count: what the notices showing stand for (the panel sets the exact pending count when opened). */
async function updateBadge(): Promise<void> {
  const notices = await self.registration.getNotifications();
  const count = notices.reduce((sum, notice) => sum + ((notice.data as NoticeData | null)?.count ?? 0), 0);
  const badge = self.navigator as Navigator & {
    setAppBadge?(n?: number): Promise<void>;
    clearAppBadge?(): Promise<void>;
  };
  try {
    if (count > 0) await badge.setAppBadge?.(count);
    else await badge.clearAppBadge?.();
  } catch {
    // Not installed, or no badge on this platform: the notice itself is what counts.
  }
}

function readMessage(event: PushEvent): PushMessage | null {
  try {
    const message = event.data?.json() as PushMessage | undefined;
    return message && typeof message === 'object' && 'kind' in message ? message : null;
  } catch {
    return null;
  }
}

/** A push that cannot be read, in this device's language: it carries none of its own. */
async function showUnreadable(): Promise<void> {
  const locale = await chosenLocale();
  const { title, body } = NOTICE_TEXTS[locale].unreadable;
  await self.registration.showNotification(title, { body, lang: locale });
}

async function showPush(message: PushMessage): Promise<void> {
  const { notice, locale } = await noticeFor(message);
  await self.registration.showNotification(notice.title, {
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-maskable-192.png',
    lang: locale,
    ...notice.options,
  });
  await updateBadge();
}

function base64Url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The server's VAPID public key, as the browser takes it. */
async function serverKey(): Promise<Uint8Array<ArrayBuffer>> {
  const { publicKey } = (await (await fetch(API_PATHS.pushKey)).json()) as { publicKey: string };
  const binary = atob(publicKey.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0)) as Uint8Array<ArrayBuffer>;
}

/**
 * `refollow`: tells the server the renewed subscription for every followed request. `noteOffer`: keeps a waitlist
 * offer on the device (issue 31), so the page shows its time left even if the phone is offline when it is opened.
 */
export function handlePushEvents(
  refollow: () => Promise<void>,
  noteOffer: (entryId: string, offerEndsAt: string) => Promise<void> = async () => {},
): void {
  self.addEventListener('push', (event) => {
    const message = readMessage(event);
    // Every push must show a notice (userVisibleOnly); one that cannot be read says so plainly.
    const shown = message ? showPush(message) : showUnreadable();
    const noted =
      message?.kind === 'waitlist-offer' ? noteOffer(message.entryId, message.offerEndsAt) : Promise.resolve();
    event.waitUntil(Promise.all([shown, noted]));
  });

  self.addEventListener('notificationclick', (event) => {
    const data = event.notification.data as NoticeData | null;
    event.notification.close();
    const clients = {
      // `type: 'window'` asks for windows only.
      matchAll: async (options: ClientQueryOptions) =>
        (await self.clients.matchAll(options)) as readonly WindowClient[],
      openWindow: (url: string) => self.clients.openWindow(url),
    };
    event.waitUntil(openNoticePage(data?.url ?? PATHS.home, clients, self.location.origin).then(updateBadge));
  });

  // The browser renewed this device's subscription: subscribe again with the same server key, and the server moves
  // to the new one whatever the old one heard (the manager's new requests when the manager had notifications on here,
  // the visitor's requests) and forgets the old one. The old one's auth secret is the proof: the worker holds no
  // manager token. Without an old subscription (some browsers give none) the followed requests are sent again, and
  // the manager's panel registers its device at its next start.
  self.addEventListener('pushsubscriptionchange', (event) => {
    const change = event as Event & { oldSubscription?: PushSubscription | null; waitUntil(p: Promise<unknown>): void };
    change.waitUntil(
      (async () => {
        const old = change.oldSubscription ?? null;
        const key = old?.options.applicationServerKey ?? (await serverKey());
        const renewed = await self.registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: key,
        });
        const oldAuth = old?.getKey('auth');
        if (old && oldAuth) {
          await apiRequest(API_PATHS.pushRenewal, {
            method: 'POST',
            body: { oldEndpoint: old.endpoint, oldAuth: base64Url(oldAuth), subscription: subscriptionBody(renewed) },
          });
        }
        await refollow();
      })().catch(() => undefined),
    );
  });
}
