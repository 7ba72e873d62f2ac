import type { Locale } from '@turf/sync-contract/locale';

/**
 * Every name the app gives to something the browser keeps or shares, and every address of its screens, in one
 * place: two modules can never disagree on a key, and a rename is one edit. The API's paths are the contract's
 * (`@turf/sync-contract/api-paths`).
 */

/** The screens' addresses. The route table (app/routes.tsx), links and redirects are written from these. */
export const PATHS = {
  home: '/',
  slots: '/slots',
  events: '/events',
  contact: '/contact',
  myRequests: '/my-requests',
  login: '/login',
  admin: '/admin',
  adminBookingRequests: '/admin/booking-requests',
  adminDatabase: '/admin/database',
  adminSchedule: '/admin/schedule',
  adminSettings: '/admin/settings',
  adminReports: '/admin/reports',
  /** Under Reports: its tab stays lit on the page of changes. */
  adminActivity: '/admin/reports/activity',
} as const;

/**
 * The query parameter a waitlist offer's notice opens `/my-requests` with (issue 31): the entry to show
 * (`?waitlist=…`), as a request's notice names its request (`?request=…`).
 */
export const WAITLIST_HIGHLIGHT_PARAM = 'waitlist';

/**
 * Keys in the browser's storage. Phones keep what was stored under these names: renaming one forgets it (a
 * signed-in manager signs in again, the badge reads 0 until the outbox next counts).
 */
export const STORAGE_KEYS = {
  /** IndexedDB: the one Dexie database (lib/db.ts). */
  database: 'turf',
  /** localStorage: the last answer of each date's taken slots, for the slot list offline (decision 057). */
  availabilityCopies: 'turf.availability',
  /** localStorage: the manager's bearer token; every API call adds it when present. */
  adminToken: 'turf.adminToken',
  /** localStorage: `on` while the manager has notifications turned on for this device (issue 14). */
  adminNotifications: 'turf.admin.notifications',
  /** localStorage: this device's token for the login limits (decision 006). */
  adminDevice: 'turf.admin.device',
  /** localStorage: how many requests wait in the outbox, for the nav badge without loading Dexie. */
  outboxWaitingCount: 'turf.outbox.waiting',
  /** localStorage: how many requests' Booking IDs the visitor has not been shown yet (the shell starts the outbox). */
  outboxUnseenCount: 'turf.outbox.unseen',
  /** sessionStorage: when this tab last reloaded for a new version (no reload loops). */
  updateReloadedAt: 'turf.updateReloadedAt',
} as const;

/** Names that tabs and the service worker share to work together. */
export const CHANNELS = {
  /** BroadcastChannel carrying the outbox's news (waiting count, requests sent) between tabs and the worker. */
  outboxNews: 'turf-outbox-news',
  /** Web Lock held by whichever tab or worker is sending the outbox: one sender at a time. */
  outboxLock: 'turf-outbox',
  /** Background Sync tag on which the service worker sends the outbox. */
  outboxSync: 'outbox',
  /** Message type the service worker posts to an open tab: a notification was tapped, route to its page. */
  openFromNotification: 'turf-open-from-notification',
  /** Message type a page posts to the service worker: the venue's settings changed, fetch the pages again. */
  refreshPages: 'turf-refresh-pages',
  /** Message type a page posts to the active service worker that does not control it: take this page over. */
  claimPage: 'turf-claim-page',
} as const;

/** Whether a path without its language (`/admin/schedule`) is one of the panel's. */
export function isAdminPath(path: string): boolean {
  return path === PATHS.admin || path.startsWith(`${PATHS.admin}/`);
}

/** Marks the panel's frame in the admin shell's HTML: the app renders over it (src/main.tsx), never attaches to it. */
export const ADMIN_FRAME_ATTRIBUTE = 'data-admin-frame';

/**
 * User Timing marks (`performance.mark`): moments a person never sees, shown in DevTools' performance panel and
 * waited on by the browser tests instead of a fixed sleep.
 */
export const MARKS = {
  /** This tab's outbox has nothing in flight: the start found no work for it, or a run ended and the banner was told. */
  outboxIdle: 'turf:outbox-idle',
} as const;

/**
 * Files of the build the app asks for by name. (The precache's Cache Storage names are Workbox's own, and
 * every other asset name is hashed by the build.)
 */
export const BUILD_FILES = {
  serviceWorker: '/sw.js',
  /**
   * The bare app shell in a language, for every address without a prerendered page (written by
   * scripts/prerender-plugin.ts, one per language: decision 043).
   */
  appShell: (locale: Locale) => `/${locale}/app-shell.html`,
  /** The panel's shell in a language, its frame painted (decision 075): every `/admin` address. */
  adminShell: (locale: Locale) => `/${locale}/admin-shell.html`,
  index: '/index.html',
} as const;
