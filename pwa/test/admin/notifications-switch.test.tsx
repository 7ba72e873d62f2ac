import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsSwitch } from '../../src/features/admin/layout/notifications-switch';
import { STORAGE_KEYS } from '../../src/lib/config';

/** The manager's `Notifications` switch: asks only when turned on, says why when it cannot work. */

const SERVER_KEY = 'BI9BbBCLQHXQ2sygfa-rmyhcLhCv7vSiLfPfrgfeJuIQWaBZ7N18E7DzNqLnJ_pjsZIHA5k8vmlfLKx8-MrWXRE';
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/manager-phone',
  expirationTime: null,
  keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
};

let calls: { method: string; url: string; body: unknown }[];
let permission: NotificationPermission;
let requestPermission: ReturnType<typeof vi.fn>;

function installPush(answer: NotificationPermission) {
  permission = 'default';
  requestPermission = vi.fn(async () => {
    permission = answer;
    return answer;
  });
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission,
  });
  vi.stubGlobal('PushManager', class {});
  let subscribed = false;
  const subscription = {
    endpoint: SUBSCRIPTION.endpoint,
    options: { applicationServerKey: null },
    toJSON: () => SUBSCRIPTION,
    unsubscribe: async () => true,
  };
  const pushManager = {
    getSubscription: async () => (subscribed ? subscription : null),
    subscribe: async () => {
      subscribed = true;
      return subscription;
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
}

beforeEach(() => {
  localStorage.clear();
  calls = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    if (call.url === '/api/push/key') return Response.json({ publicKey: SERVER_KEY });
    return new Response(null, { status: 204 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the Notifications switch', () => {
  it('where the browser has no Push API, is off, cannot be used, and says why', () => {
    render(<NotificationsSwitch />);
    const toggle = screen.getByRole('switch', { name: 'Notifications' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription('This browser cannot show notifications from this site.');
  });

  it('takes one line while on or off: the state in a word beside it, the sentence only as its description', async () => {
    installPush('granted');
    render(<NotificationsSwitch />);
    const toggle = screen.getByRole('switch', { name: 'Notifications' });
    expect(toggle.parentElement).toHaveTextContent(/^NotificationsOff$/);
    expect(screen.getByText('Off on this device')).toHaveClass('adm-sr-only');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(toggle.parentElement).toHaveTextContent(/^NotificationsOn$/);
    expect(screen.getByText('On for this device: new booking requests show up here')).toHaveClass('adm-sr-only');
  });

  it('shows the whole sentence where it says what to do: no Push API in this browser', () => {
    render(<NotificationsSwitch />);
    expect(screen.getByText('This browser cannot show notifications from this site.')).not.toHaveClass('adm-sr-only');
  });

  it('asks for permission only when turned on, registers the device, and off removes it', async () => {
    installPush('granted');
    render(<NotificationsSwitch />);
    const toggle = screen.getByRole('switch', { name: 'Notifications' });
    expect(requestPermission).not.toHaveBeenCalled();
    expect(toggle).toHaveAccessibleDescription('Off on this device');

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.url === '/api/push/subscriptions')).toEqual([
      { method: 'POST', url: '/api/push/subscriptions', body: SUBSCRIPTION },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.adminNotifications)).toBe('on');
    expect(toggle).toHaveAccessibleDescription('On for this device: new booking requests show up here');

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(calls.filter((c) => c.url === '/api/push/subscriptions').at(-1)).toEqual({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      body: { endpoint: SUBSCRIPTION.endpoint },
    });
    expect(localStorage.getItem(STORAGE_KEYS.adminNotifications)).toBeNull();
  });

  it('while on, each start of the panel registers the current subscription again, without asking', async () => {
    installPush('granted');
    permission = 'granted';
    localStorage.setItem(STORAGE_KEYS.adminNotifications, 'on');
    render(<NotificationsSwitch />);
    const toggle = screen.getByRole('switch', { name: 'Notifications' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/push/subscriptions')).toEqual([
        { method: 'POST', url: '/api/push/subscriptions', body: SUBSCRIPTION },
      ]),
    );
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('when the manager says no, stays off and says it is blocked in the browser settings', async () => {
    installPush('denied');
    render(<NotificationsSwitch />);
    const toggle = screen.getByRole('switch', { name: 'Notifications' });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAccessibleDescription('Blocked in browser settings'));
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toBeDisabled();
    expect(calls.filter((c) => c.url === '/api/push/subscriptions')).toEqual([]);
  });
});
