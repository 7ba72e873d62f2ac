/**
 * Can this browser get Web Push at all, and if not, why (the switch and the offer explain instead of failing)? Tiny
 * and synchronous, so the offer renders without loading the push code; `web-push.ts` is loaded on the tap.
 *
 * - `supported`: a service worker, the Push API and notifications are all there.
 * - `install-first`: iPhone or iPad Safari in a tab: Apple delivers push only to a web app added to the Home Screen.
 * - `unsupported`: an old browser, or one with push turned off (private windows in some browsers).
 */
export type PushSupport = 'supported' | 'install-first' | 'unsupported';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  try {
    const hasPush = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
    if (hasPush) return 'supported';
    const agent = navigator.userAgent;
    const apple = /iPad|iPhone|iPod/.test(agent) || (navigator.maxTouchPoints > 1 && /Macintosh/.test(agent));
    const standalone = window.matchMedia?.('(display-mode: standalone)').matches === true;
    return apple && !standalone ? 'install-first' : 'unsupported';
  } catch {
    // A browser that throws on these questions cannot be trusted with push either.
    return 'unsupported';
  }
}

/** The browser's answer so far: `granted`, `denied` (blocked in its settings) or `default` (not asked yet). */
export function notificationPermission(): NotificationPermission {
  return typeof Notification === 'undefined' ? 'denied' : Notification.permission;
}

/** What the switch and the offer say when push cannot work here. */
export const PUSH_UNAVAILABLE_TEXT: Record<Exclude<PushSupport, 'supported'>, string> = {
  'install-first':
    'To get notifications on an iPhone or iPad, add this site to your Home Screen (Share, then Add to Home Screen) and open it from there.',
  unsupported: 'This browser cannot show notifications from this site.',
};
export const PUSH_BLOCKED_TEXT = 'Blocked in browser settings';
