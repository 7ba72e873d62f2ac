import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
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

/** The worker's push listener, run on the page's globals: what it shows, and a way to send it a message. */
function listenForPushes(noteOffer?: (entryId: string, offerEndsAt: string) => Promise<void>) {
  const shown: [string, NotificationOptions][] = [];
  scope.registration = {
    showNotification: async (title: string, options: NotificationOptions) => {
      shown.push([title, options]);
    },
    getNotifications: async () => [],
    setAppBadge: undefined,
  };
  const listeners = new Map<string, (event: Event) => void>();
  vi.spyOn(self, 'addEventListener').mockImplementation((type: string, listener: unknown) => {
    listeners.set(type, listener as (event: Event) => void);
  });
  handlePushEvents(async () => {}, noteOffer);
  const push = async (message: unknown) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get('push')?.({
      data: { json: () => message },
      waitUntil: (p: Promise<unknown>) => (done = p),
    } as unknown as Event);
    await done;
  };
  const tap = async (data: unknown) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get('notificationclick')?.({
      notification: { data, close: () => {} },
      waitUntil: (p: Promise<unknown>) => (done = p),
    } as unknown as Event);
    await done;
  };
  return { shown, push, tap };
}

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

  it("words the manager's advance notices in the device's language, opening the board of the slot's date", async () => {
    const { shown, push } = listenForPushes();
    const where = { id: 'K7Q-M4X-PAR', slotId: 'N-2', date: '2026-12-05', amount: 500 };
    prefer(['en-US']);
    await push({ kind: 'advance-paid', ...where, name: 'Rahim Uddin' });
    prefer(['bn-BD']);
    await push({ kind: 'advance-refunded', ...where });
    expect(shown.map(([title, options]) => [title, options.body, (options.data as { url: string }).url])).toEqual([
      [
        'Advance paid by bKash: booking confirmed',
        '7:30 pm - 9:00 pm, December 5, 2026 - Rahim Uddin, BDT 500',
        '/admin/schedule?date=2026-12-05',
      ],
      [
        'দেরিতে দেওয়া অগ্রিম বিকাশে ফেরত গেছে',
        expect.stringContaining('৳৫০০ ফেরত গেছে। বুকিং আইডি K7Q-M4X-PAR'),
        '/admin/schedule?date=2026-12-05',
      ],
    ]);
  });

  it("words the manager's visitor-cancelled notice in the device's language, opening the board of the slot's date", async () => {
    const { shown, push } = listenForPushes();
    const where = { id: 'K7Q-M4X-PAR', slotId: 'N-2', date: '2026-12-05', name: 'Rahim Uddin' };
    prefer(['en-US']);
    await push({ kind: 'visitor-cancelled', ...where, booked: true });
    await push({ kind: 'visitor-cancelled', ...where, booked: false });
    prefer(['bn-BD']);
    await push({ kind: 'visitor-cancelled', ...where, name: 'রহিম', booked: true });
    await push({ kind: 'visitor-cancelled', ...where, name: 'রহিম', booked: false });
    expect(
      shown.map(([title, options]) => [
        title,
        options.body,
        options.lang,
        options.tag,
        (options.data as { url: string }).url,
      ]),
    ).toEqual([
      [
        'Booking cancelled by the visitor',
        '7:30 pm - 9:00 pm, December 5, 2026 - Rahim Uddin',
        'en',
        'turf-visitor-cancelled-K7Q-M4X-PAR',
        '/admin/schedule?date=2026-12-05',
      ],
      [
        'Request withdrawn by the visitor',
        '7:30 pm - 9:00 pm, December 5, 2026 - Rahim Uddin',
        'en',
        'turf-visitor-cancelled-K7Q-M4X-PAR',
        '/admin/schedule?date=2026-12-05',
      ],
      [
        'দর্শক বুকিং বাতিল করেছেন',
        'সন্ধ্যা ৭:৩০ - রাত ৯:০০, ৫ ডিসেম্বর ২০২৬ - রহিম',
        'bn',
        'turf-visitor-cancelled-K7Q-M4X-PAR',
        '/admin/schedule?date=2026-12-05',
      ],
      [
        'দর্শক অনুরোধ তুলে নিয়েছেন',
        'সন্ধ্যা ৭:৩০ - রাত ৯:০০, ৫ ডিসেম্বর ২০২৬ - রহিম',
        'bn',
        'turf-visitor-cancelled-K7Q-M4X-PAR',
        '/admin/schedule?date=2026-12-05',
      ],
    ]);
  });

  it("words the visitor's advance-due notice in the request's language, opening the request, in the decision's place", async () => {
    const { shown, push } = listenForPushes();
    prefer(['en-US']);
    const where = { id: 'K7Q-M4X-PAR', slotId: 'N-2', date: '2026-12-05', amount: 500 };
    // 10:45 am at the venue (UTC+6).
    const payBy = '2026-12-05T04:45:00.000Z';
    await push({ kind: 'advance-due', ...where, payBy, lang: 'bn' });
    await push({ kind: 'advance-due', ...where, payBy, lang: 'en' });
    expect(
      shown.map(([title, options]) => [title, options.body, options.tag, (options.data as { url: string }).url]),
    ).toEqual([
      [
        'স্লটটি রাখতে অগ্রিম দিন',
        expect.stringContaining('সকাল ১০:৪৫-এর মধ্যে ৳৫০০। বুকিং আইডি K7Q-M4X-PAR'),
        'turf-request-K7Q-M4X-PAR',
        '/my-requests?request=K7Q-M4X-PAR',
      ],
      [
        'Pay the advance to keep your slot',
        'BDT 500 by 10:45 am for 7:30 pm - 9:00 pm, December 5, 2026. Booking ID K7Q-M4X-PAR',
        'turf-request-K7Q-M4X-PAR',
        '/my-requests?request=K7Q-M4X-PAR',
      ],
    ]);
  });

  it("words the visitor's waitlist offer in the entry's language, one notice per entry, opening its page", async () => {
    const noted: [string, string][] = [];
    const { shown, push } = listenForPushes(async (entryId, offerEndsAt) => {
      noted.push([entryId, offerEndsAt]);
    });
    // The device's own choice is English: the entry's language wins.
    prefer(['en-US']);
    // 8:15 pm at the venue (UTC+6).
    const offerEndsAt = '2026-12-05T14:15:00.000Z';
    const where = { slotId: 'N-2', date: '2026-12-05', offerEndsAt };
    await push({ kind: 'waitlist-offer', entryId: 'wl-7f3a', ...where, lang: 'en' });
    await push({ kind: 'waitlist-offer', entryId: 'wl-9b2c', ...where, lang: 'bn' });
    expect(
      shown.map(([title, options]) => [
        title,
        options.body,
        options.lang,
        options.tag,
        (options.data as { url: string }).url,
      ]),
    ).toEqual([
      [
        'A slot you wait for is free',
        '7:30 pm - 9:00 pm, December 5, 2026. Held for you until 8:15 pm: take it in My requests.',
        'en',
        'turf-waitlist-wl-7f3a',
        '/en/my-requests?waitlist=wl-7f3a',
      ],
      [
        'আপনার অপেক্ষার স্লট খালি হয়েছে',
        'সন্ধ্যা ৭:৩০ - রাত ৯:০০, ৫ ডিসেম্বর ২০২৬। রাত ৮:১৫ পর্যন্ত আপনার জন্য ধরে রাখা আছে: আমার অনুরোধ পাতায় নিয়ে নিন।',
        'bn',
        'turf-waitlist-wl-9b2c',
        '/bn/my-requests?waitlist=wl-9b2c',
      ],
    ]);
    // Kept on the device too, so the page shows the time left offline.
    expect(noted).toEqual([
      ['wl-7f3a', offerEndsAt],
      ['wl-9b2c', offerEndsAt],
    ]);
  });

  it('a tap on a waitlist offer opens /my-requests in its language at the entry', async () => {
    const { shown, push, tap } = listenForPushes();
    const opened: string[] = [];
    scope.clients = { matchAll: async () => [], openWindow: async (url: string) => opened.push(url) };
    onTestFinished(() => {
      Reflect.deleteProperty(scope, 'clients');
    });
    prefer(['en-US']);
    await push({
      kind: 'waitlist-offer',
      entryId: 'wl-9b2c',
      slotId: 'L-1',
      date: '2026-12-05',
      offerEndsAt: '2026-12-05T18:15:00.000Z',
      lang: 'bn',
    });
    await tap(shown[0]?.[1].data);
    expect(opened).toEqual(['/bn/my-requests?waitlist=wl-9b2c']);
  });
});
