import { describe, expect, it } from 'vitest';
import { CHANNELS } from '../../src/lib/config';
import { openNoticePage, type TapClients } from '../../src/sw-notification-click';

/**
 * The service worker's `notificationclick` (issue 14), on a `clients` of our own: which tab is told to route, which is
 * focused, and when a window is opened instead. (The browser e2e runs the same handler in Chromium's worker with a
 * tab open; a tap with no tab open needs the operating system's tap, which no test can give, so that branch is here.)
 */
const ORIGIN = 'https://turf.example';
const URL_OF_NOTICE = '/admin/booking-requests?request=ABC-DEF-GH2';

function fakeClients(urls: string[]) {
  const said: { tab: string; message: unknown }[] = [];
  const focused: string[] = [];
  const opened: string[] = [];
  const clients: TapClients = {
    async matchAll(options) {
      expect(options).toEqual({ type: 'window', includeUncontrolled: true });
      return urls.map((url) => ({
        url,
        postMessage: (message: unknown) => said.push({ tab: url, message }),
        focus: async () => {
          focused.push(url);
          return undefined as unknown as WindowClient;
        },
      }));
    },
    async openWindow(url) {
      opened.push(url);
      return null;
    },
  };
  return { clients, said, focused, opened };
}

describe("a tap on a notice (the service worker's notificationclick)", () => {
  it("tells the app's open tab to route to the notice's page and focuses it; opens no window", async () => {
    const fake = fakeClients(['https://elsewhere.example/', `${ORIGIN}/my-requests`, `${ORIGIN}/slots`]);
    expect(await openNoticePage(URL_OF_NOTICE, fake.clients, ORIGIN)).toBe('focused');
    expect(fake.said).toEqual([
      { tab: `${ORIGIN}/my-requests`, message: { type: CHANNELS.openFromNotification, url: URL_OF_NOTICE } },
    ]);
    expect(fake.focused).toEqual([`${ORIGIN}/my-requests`]);
    expect(fake.opened).toEqual([]);
  });

  it('opens a window at the page when no tab of the app is open (a tab of another site does not count)', async () => {
    const fake = fakeClients(['https://elsewhere.example/']);
    expect(await openNoticePage('/my-requests?request=ABC-DEF-GH2', fake.clients, ORIGIN)).toBe('opened');
    expect(fake.opened).toEqual(['/my-requests?request=ABC-DEF-GH2']);
    expect(fake.said).toEqual([]);
  });

  it('still routes the tab when the browser refuses to focus it', async () => {
    const fake = fakeClients([`${ORIGIN}/`]);
    const [tab] = await fake.clients.matchAll({ type: 'window', includeUncontrolled: true });
    if (!tab) throw new Error('no tab');
    const refusing: TapClients = {
      matchAll: async () => [{ ...tab, focus: () => Promise.reject(new Error('InvalidAccessError')) }],
      openWindow: fake.clients.openWindow,
    };
    expect(await openNoticePage(URL_OF_NOTICE, refusing, ORIGIN)).toBe('focused');
    expect(fake.said).toHaveLength(1);
    expect(fake.opened).toEqual([]);
  });
});
