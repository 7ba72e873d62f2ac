import { useEffect } from 'react';

/** The pending count on the installed app's icon, where the platform has the Badging API. */
export function useAppBadge(count: number | undefined): void {
  useEffect(() => {
    if (count === undefined || typeof navigator.setAppBadge !== 'function') return;
    const done = count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge();
    // Refused (not installed, no permission): the badge is a nicety, the list itself shows the count.
    void done.catch(() => undefined);
  }, [count]);
}
