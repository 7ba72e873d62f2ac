import { afterEach, describe, expect, it, vi } from 'vitest';
import { chosenLocale } from '../../src/sw-locale';
import { handlePushEvents } from '../../src/sw-push';

/**
 * The language of the notices the service worker words itself: the device's choice (the switch's cookie, where the
 * worker can read it, else the browser's languages), run here on the page's globals in the worker's place.
 */
const scope = self as unknown as Record<string, unknown>;

function prefer(languages: string[], cookie?: string) {
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => languages });
  scope.cookieStore = { get: async (name: string) => (name === 'lang' && cookie ? { value: cookie } : null) };
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'languages');
  Reflect.deleteProperty(scope, 'cookieStore');
  Reflect.deleteProperty(scope, 'registration');
});

describe("the worker's language", () => {
  it("is the switch's choice where the cookie can be read, else the browser's first Bangla or English", async () => {
    prefer(['en-US', 'bn'], 'bn');
    expect(await chosenLocale()).toBe('bn');
    prefer(['bn-BD', 'en'], 'en');
    expect(await chosenLocale()).toBe('en');
    prefer(['fr-FR', 'bn-BD', 'en']);
    expect(await chosenLocale()).toBe('bn');
    prefer(['fr-FR']);
    expect(await chosenLocale()).toBe('en');
    // A browser without cookieStore (Safari, Firefox) goes by its languages.
    prefer(['bn-BD']);
    Reflect.deleteProperty(scope, 'cookieStore');
    expect(await chosenLocale()).toBe('bn');
  });

  it('words a push it cannot read in that language', async () => {
    const shown: [string, NotificationOptions][] = [];
    scope.registration = {
      showNotification: async (title: string, options: NotificationOptions) => {
        shown.push([title, options]);
      },
    };
    const listeners = new Map<string, (event: Event) => void>();
    vi.spyOn(self, 'addEventListener').mockImplementation((type: string, listener: unknown) => {
      listeners.set(type, listener as (event: Event) => void);
    });
    handlePushEvents(async () => {});
    const unreadablePush = async () => {
      let done: Promise<unknown> = Promise.resolve();
      listeners.get('push')?.({
        data: { json: () => 'not a message' },
        waitUntil: (p: Promise<unknown>) => (done = p),
      } as unknown as Event);
      await done;
    };

    prefer(['bn-BD']);
    await unreadablePush();
    prefer(['en-US']);
    await unreadablePush();
    expect(shown).toEqual([
      ['টার্ফ', { body: 'কী বদলেছে দেখতে অ্যাপটি খুলুন।', lang: 'bn' }],
      ['Turf', { body: 'Open the app to see what changed.', lang: 'en' }],
    ]);
  });
});
