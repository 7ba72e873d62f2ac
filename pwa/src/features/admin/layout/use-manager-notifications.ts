import { API_PATHS } from '@turf/sync-contract/api-paths';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { STORAGE_KEYS } from '../../../lib/config';
import { notificationPermission, type PushSupport, pushSupport } from '../../../lib/push-support';
import { askPermission, currentSubscription, ensureSubscription, subscriptionBody } from '../../../lib/web-push';

/** Where the manager's notifications stand on this device. */
export type ManagerNotifications =
  | { kind: 'unavailable'; support: Exclude<PushSupport, 'supported'> }
  | { kind: 'blocked' }
  | { kind: 'off' }
  | { kind: 'on' }
  | { kind: 'busy'; turningOn: boolean }
  | { kind: 'failed'; on: boolean };

function storedOn(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.adminNotifications) === 'on';
  } catch {
    return false;
  }
}

function storeOn(on: boolean): void {
  try {
    if (on) localStorage.setItem(STORAGE_KEYS.adminNotifications, 'on');
    else localStorage.removeItem(STORAGE_KEYS.adminNotifications);
  } catch {
    // Private mode: the switch still works for this visit.
  }
}

function initial(): ManagerNotifications {
  const support = pushSupport();
  if (support !== 'supported') return { kind: 'unavailable', support };
  if (notificationPermission() === 'denied') return { kind: 'blocked' };
  return storedOn() && notificationPermission() === 'granted' ? { kind: 'on' } : { kind: 'off' };
}

async function registerWithServer(): Promise<'on' | 'blocked'> {
  if ((await askPermission()) !== 'granted') return 'blocked';
  await apiRequest(API_PATHS.pushSubscriptions, { method: 'POST', body: await ensureSubscription() });
  return 'on';
}

/**
 * The manager's `Notifications` switch, per device (issue 14). Turning it on asks for permission (only then), subscribes
 * this browser and registers it with the server; off removes it from the server. While on, every start of the panel
 * registers the current subscription again (idempotent), so a subscription the browser renewed, or one made with an
 * older server key, is put right without a prompt.
 */
export function useManagerNotifications(): { state: ManagerNotifications; toggle(): void } {
  const [state, setState] = useState<ManagerNotifications>(initial);

  useEffect(() => {
    if (initial().kind !== 'on') return;
    registerWithServer().then(
      (result) => {
        if (result === 'blocked') setState({ kind: 'blocked' });
      },
      () => undefined, // Offline: the server still has the last registration.
    );
  }, []);

  const toggle = useCallback(() => {
    const turningOn = state.kind === 'off' || (state.kind === 'failed' && !state.on);
    if (state.kind === 'busy' || state.kind === 'unavailable' || state.kind === 'blocked') return;
    setState({ kind: 'busy', turningOn });
    const change = turningOn
      ? registerWithServer()
      : currentSubscription().then(async (subscription) => {
          if (subscription) {
            const { endpoint } = subscriptionBody(subscription);
            await apiRequest(API_PATHS.pushSubscriptions, { method: 'DELETE', body: { endpoint } });
          }
          return 'off' as const;
        });
    change.then(
      (result) => {
        storeOn(result === 'on');
        setState({ kind: result });
      },
      () => setState({ kind: 'failed', on: !turningOn }),
    );
  }, [state]);

  return { state, toggle };
}
