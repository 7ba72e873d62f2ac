import type { UseQueryResult } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ErrorCode } from '@turf/sync-contract/error-codes';
import type { WaitlistStanding } from '@turf/sync-contract/schemas';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type TakenSlotsView, useTakenSlots } from '../../src/features/slots/api/get-taken-slots';
import { SlotList } from '../../src/features/slots/slot-list';
import { bn } from '../../src/i18n/catalogue-bn';
import { TextProvider } from '../../src/i18n/text';
import { waitlistBn } from '../../src/i18n/waitlist-bn';
import { waitlistEn } from '../../src/i18n/waitlist-en';
import { db } from '../../src/lib/db';
import { forgetWaitlistEntry } from '../../src/lib/waitlist/forget-entry';
import { joinedOnDevice } from '../../src/lib/waitlist/joined-on-device';
import type { DeviceWaitlistEntry } from '../../src/lib/waitlist/waitlist-entry';
import { ensureSubscription } from '../../src/lib/web-push';

/** Issue 31: `Notify me if it frees up` opens a form that joins the slot's waitlist, online only. */

vi.mock('../../src/features/slots/api/get-taken-slots', () => ({ useTakenSlots: vi.fn() }));
// The browser's push service is out of reach of a test: the subscription it would make.
vi.mock('../../src/lib/web-push', () => ({
  askPermission: vi.fn(async () => Notification.permission),
  ensureSubscription: vi.fn(),
}));

const DATE = '2030-01-15';
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device',
  expirationTime: null,
  keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
};
const standing = (extra: Partial<WaitlistStanding> = {}): WaitlistStanding => ({
  id: 'wl-entry-1',
  date: DATE,
  slotId: 'M-2',
  state: 'waiting',
  position: 3,
  offerEndsAt: null,
  requestId: null,
  ...extra,
});

let joins: unknown[];
/** The venue's answer to a join (a throw: not reached). */
let answerJoin: () => Response;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(async () => {
  await db.waitlist.clear();
  localStorage.clear();
  vi.mocked(useTakenSlots).mockReturnValue({
    data: { taken: ['M-2'], closed: [], source: 'server', asOf: Date.now() },
    isPending: false,
  } as unknown as UseQueryResult<TakenSlotsView>);
  vi.mocked(ensureSubscription).mockReset();
  joins = [];
  answerJoin = () => json(201, standing());
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/waitlist' && init?.method === 'POST') {
      joins.push(JSON.parse(String(init.body)));
      return answerJoin();
    }
    return json(404, { error: 'Not found', code: 'ROUTE_NOT_FOUND' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderList(options: { draft?: { name: string; phone: string }; bangla?: boolean } = {}) {
  const list = (
    <MemoryRouter>
      <SlotList
        date={DATE}
        selected={null}
        onSelect={() => {}}
        {...(options.draft ? { contactDraft: () => options.draft as { name: string; phone: string } } : {})}
      />
    </MemoryRouter>
  );
  render(options.bangla ? <TextProvider text={bn}>{list}</TextProvider> : list);
}

async function openForm(name = 'Notify me if it frees up'): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

async function fill(dialog: HTMLElement, name: string, phone: string) {
  const nameField = within(dialog).getByLabelText('Reference Name');
  const phoneField = within(dialog).getByLabelText('Phone');
  await userEvent.clear(nameField);
  if (name) await userEvent.type(nameField, name);
  await userEvent.clear(phoneField);
  if (phone) await userEvent.type(phoneField, phone);
}

describe('joining a booked slot’s waitlist', () => {
  test('the form names the slot, starts from what the booking form holds, and joins: number N in line', async () => {
    expect(joinedOnDevice()).toBe(false);
    renderList({ draft: { name: 'Rahim Uddin', phone: '+880 1712-345678' } });
    const action = await screen.findByRole('button', { name: 'Notify me if it frees up' });
    const dialog = await openForm();
    expect(dialog).toHaveAccessibleName('Get told if it frees up');
    expect(dialog).toHaveAccessibleDescription(
      '7:30 am - 9:00 am, January 15, 2030 is booked. If it frees up, the first in line gets it held for them for 15 minutes.',
    );
    expect(within(dialog).getByLabelText('Reference Name')).toHaveValue('Rahim Uddin');
    expect(within(dialog).getByLabelText('Reference Name')).toHaveFocus();
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('+880 1712-345678');
    // No push in this browser: the form says where an offer shows instead.
    expect(within(dialog).getByText(waitlistEn.withoutNotifications)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    const done = await within(dialog).findByRole('status');
    expect(done).toHaveTextContent("You're on the waitlist: number 3 in line. We'll tell you if it frees up.");
    expect(done).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'See it in My requests' })).toHaveAttribute('href', '/my-requests');

    // The phone in its canonical form, the page's language, and a 32-byte secret; no subscription without push.
    expect(joins).toEqual([
      { date: DATE, slotId: 'M-2', name: 'Rahim Uddin', phone: '01712345678', lang: 'en', key: expect.any(String) },
    ]);
    const { key } = joins[0] as { key: string };
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Kept on the device, with no name or phone: what `/my-requests` shows offline.
    const kept = await db.waitlist.get('wl-entry-1');
    expect(kept).toMatchObject({ key, date: DATE, slotId: 'M-2', time: '7:30 am - 9:00 am', lang: 'en' });
    expect(kept?.standing).toEqual(standing());
    expect(JSON.stringify(kept)).not.toContain('Rahim');
    // Marked, so the slot list looks for this device's entries from now on (and a first visit's never does).
    expect(joinedOnDevice()).toBe(true);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The slot no longer invites a second join: it says where this phone stands, and the focus is there.
    const onList = await screen.findByRole('link', { name: 'On the waitlist: number 3' });
    expect(action).not.toBeInTheDocument();
    expect(onList).toHaveAttribute('href', '/my-requests?waitlist=wl-entry-1');
    expect(onList).toHaveAccessibleDescription('7:30 am - 9:00 am');
    await waitFor(() => expect(onList).toHaveFocus());
  });

  test('a slot this phone joined before, even one it let go and then removed, is joined with that key again', async () => {
    const earlier: DeviceWaitlistEntry = {
      id: 'wl-declined',
      key: 'd'.repeat(43),
      date: DATE,
      slotId: 'M-2',
      time: '7:30 am - 9:00 am',
      lang: 'en',
      standing: standing({ id: 'wl-declined', state: 'declined', position: null }),
      heardAt: 1,
      createdAt: 1,
    };
    await db.waitlist.bulkAdd([
      earlier,
      { ...earlier, id: 'wl-other', key: 'o'.repeat(43), slotId: 'M-3', createdAt: 2 },
    ]);
    // Removed from My requests: the venue still knows this device by that key, and offers the slot to it never again.
    await forgetWaitlistEntry('wl-declined');
    answerJoin = () => json(201, standing({ id: 'wl-again' }));
    renderList();
    const dialog = await openForm();
    await fill(dialog, 'Karim', '01812345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    await within(dialog).findByRole('status');
    expect(joins).toEqual([expect.objectContaining({ phone: '01812345678', key: 'd'.repeat(43) })]);
    expect((await db.waitlist.get('wl-again'))?.key).toBe('d'.repeat(43));
  });

  test('a slot this phone never joined gets a key of its own, not another slot’s', async () => {
    await db.waitlist.add({
      id: 'wl-other',
      key: 'o'.repeat(43),
      date: DATE,
      slotId: 'M-3',
      time: '9:00 am - 10:30 am',
      lang: 'en',
      standing: standing({ id: 'wl-other', slotId: 'M-3' }),
      heardAt: 1,
      createdAt: 1,
    });
    renderList();
    const dialog = await openForm();
    await fill(dialog, 'Karim', '01812345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    await within(dialog).findByRole('status');
    const { key } = joins[0] as { key: string };
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key).not.toBe('o'.repeat(43));
  });

  test('checks the name and phone by the booking form’s rules before sending anything', async () => {
    renderList();
    const dialog = await openForm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    expect(within(dialog).getByLabelText('Reference Name')).toHaveAccessibleDescription('Reference name is required');
    expect(within(dialog).getByLabelText('Reference Name')).toHaveFocus();
    await fill(dialog, 'Rahim', '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    expect(within(dialog).getByLabelText('Phone')).toHaveAccessibleDescription(
      'Enter a valid 11-digit Bangladeshi phone number',
    );
    expect(joins).toEqual([]);
  });

  const REFUSALS: [ErrorCode, number][] = [
    ['WAITLIST_OFF', 409],
    ['WAITLIST_SLOT_FREE', 409],
    ['WAITLIST_PHONE_FULL', 409],
    ['WAITLIST_PHONE_ON_LIST', 409],
    ['SLOT_STARTED', 409],
    ['TOO_MANY_REQUESTS', 429],
  ];
  test.each(REFUSALS)('%s: said in the visitor’s words, the form kept to try again', async (code, status) => {
    answerJoin = () => json(status, { error: `The server's English for ${code}`, code });
    renderList();
    const dialog = await openForm();
    await fill(dialog, 'Rahim', '01712345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      waitlistEn.errors[code as keyof typeof waitlistEn.errors],
    );
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('01712345678');
    expect(within(dialog).getByRole('button', { name: 'Join the waitlist' })).toBeEnabled();
    expect(await db.waitlist.count()).toBe(0);
  });

  test('a field the server refuses is said under its field', async () => {
    answerJoin = () => json(400, { error: 'Enter a valid 11-digit Bangladeshi phone number', code: 'PHONE_INVALID' });
    renderList();
    const dialog = await openForm();
    await fill(dialog, 'Rahim', '01712345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Phone')).toHaveAccessibleDescription(
        'Enter a valid 11-digit Bangladeshi phone number',
      ),
    );
    expect(within(dialog).getByLabelText('Phone')).toHaveFocus();
  });

  test('offline: says joining needs the network, keeps the form, and queues nothing', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    answerJoin = () => {
      throw new TypeError('Failed to fetch');
    };
    renderList();
    const dialog = await openForm();
    expect(within(dialog).getByText(waitlistEn.offlineNow)).toBeInTheDocument();
    await fill(dialog, 'Rahim', '01712345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(waitlistEn.offline);
    expect(within(dialog).getByLabelText('Reference Name')).toHaveValue('Rahim');
    expect(await db.waitlist.count()).toBe(0);

    // Back online, nothing goes by itself: only the visitor's tap sends, and with the same key (the server may have
    // the first one, whose answer was lost).
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(joins).toHaveLength(1);
    answerJoin = () => json(200, standing());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('number 3 in line');
    expect(joins).toHaveLength(2);
    expect((joins[1] as { key: string }).key).toBe((joins[0] as { key: string }).key);
  });

  test('with notifications allowed, the offer’s subscription goes with the join', async () => {
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission: 'granted' });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
    vi.mocked(ensureSubscription).mockResolvedValue(SUBSCRIPTION);
    try {
      renderList();
      const dialog = await openForm();
      expect(within(dialog).getByText(waitlistEn.notificationsOn)).toBeInTheDocument();
      await fill(dialog, 'Rahim', '01712345678');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
      await within(dialog).findByRole('status');
      expect(joins).toEqual([expect.objectContaining({ subscription: SUBSCRIPTION })]);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  test('not asked yet: a box to tick; untouched, the join goes without a subscription', async () => {
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission: 'default' });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
    try {
      renderList();
      const dialog = await openForm();
      expect(
        within(dialog).getByRole('checkbox', { name: 'Send the offer to this phone as a notification' }),
      ).not.toBeChecked();
      await fill(dialog, 'Rahim', '01712345678');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
      await within(dialog).findByRole('status');
      expect(joins).toEqual([expect.not.objectContaining({ subscription: expect.anything() })]);
      expect(ensureSubscription).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  test('in Bangla: the form, the answer and a refusal', async () => {
    answerJoin = () => json(409, { error: 'Already on it', code: 'WAITLIST_PHONE_ON_LIST' });
    renderList({ bangla: true });
    const dialog = await openForm('খালি হলে আমাকে জানান');
    expect(dialog).toHaveAccessibleName('খালি হলে খবর পান');
    expect(dialog).toHaveAccessibleDescription(
      '১৫ জানুয়ারি ২০৩০ তারিখের সকাল ৭:৩০ - ৯:০০ বুক হয়ে গেছে। খালি হলে লাইনের প্রথম জনের জন্য স্লটটি ১৫ মিনিট ধরে রাখা হবে।',
    );
    await userEvent.type(within(dialog).getByLabelText('রেফারেন্স নাম'), 'রহিম');
    await userEvent.type(within(dialog).getByLabelText('ফোন'), '01712345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'অপেক্ষার তালিকায় যোগ দিন' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(waitlistBn.errors.WAITLIST_PHONE_ON_LIST);

    answerJoin = () => json(201, standing({ position: 2 }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'অপেক্ষার তালিকায় যোগ দিন' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'আপনি অপেক্ষার তালিকায় আছেন: লাইনে ২ নম্বরে। খালি হলে আমরা আপনাকে জানাব।',
    );
    expect(joins.map((join) => (join as { lang: string }).lang)).toEqual(['bn', 'bn']);
  });
});
