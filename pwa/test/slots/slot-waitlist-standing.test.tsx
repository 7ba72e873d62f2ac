import type { UseQueryResult } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { WaitlistStanding } from '@turf/sync-contract/schemas';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type TakenSlotsView, useTakenSlots } from '../../src/features/slots/api/get-taken-slots';
import { SlotList } from '../../src/features/slots/slot-list';
import { bn } from '../../src/i18n/catalogue-bn';
import { TextProvider } from '../../src/i18n/text';
import { db } from '../../src/lib/db';
import { markJoinedOnDevice } from '../../src/lib/waitlist/joined-on-device';
import type { DeviceWaitlistEntry } from '../../src/lib/waitlist/waitlist-entry';

/**
 * Issue 31: "a visitor is told by push, or by the page itself while it is open". On /slots, a booked slot this phone is
 * in line for says so, and says when the slot is free for it, asking the venue while the page is in view.
 */

vi.mock('../../src/features/slots/api/get-taken-slots', () => ({ useTakenSlots: vi.fn() }));

const DATE = '2030-01-15';
// 8:15 am at the venue (UTC+6).
const OFFER_ENDS = '2030-01-15T02:15:00.000Z';
const NOTIFY = 'Notify me if it frees up';

function entry(standing: Partial<WaitlistStanding> = {}): DeviceWaitlistEntry {
  return {
    id: 'wl-1',
    key: 'k'.repeat(43),
    date: DATE,
    slotId: 'M-2',
    time: '7:30 am - 9:00 am',
    lang: 'en',
    standing: {
      id: 'wl-1',
      date: DATE,
      slotId: 'M-2',
      state: 'waiting',
      position: 2,
      offerEndsAt: null,
      requestId: null,
      ...standing,
    },
    heardAt: 1,
    createdAt: 1,
  };
}

/** What the venue says of the entry when asked. */
let venueSays: WaitlistStanding;
let asked: string[];
let visibility: DocumentVisibilityState;

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
  asked = [];
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  venueSays = entry().standing;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = String(input);
    if (path.startsWith('/api/waitlist/')) {
      asked.push(path);
      return json(200, venueSays);
    }
    return json(404, { error: 'Not found', code: 'ROUTE_NOT_FOUND' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function seed(kept: DeviceWaitlistEntry) {
  await db.waitlist.add(kept);
  markJoinedOnDevice();
}

function renderList(bangla = false) {
  const list = (
    <MemoryRouter>
      <SlotList date={DATE} selected={null} onSelect={() => {}} />
    </MemoryRouter>
  );
  render(bangla ? <TextProvider text={bn}>{list}</TextProvider> : list);
}

function morning(): HTMLElement {
  return screen.getByRole('tabpanel', { name: 'Morning' });
}

describe('a booked slot this phone is in line for, on /slots', () => {
  test('says where the phone stands, links to its entry, and asks the venue while the page is open', async () => {
    await seed(entry());
    venueSays = { ...entry().standing, position: 1 };
    renderList();
    const onList = await within(morning()).findByRole('link', { name: 'On the waitlist: number 1' });
    expect(onList).toHaveAttribute('href', '/my-requests?waitlist=wl-1');
    expect(onList).toHaveAccessibleDescription('7:30 am - 9:00 am');
    expect(within(morning()).queryByRole('button', { name: NOTIFY })).not.toBeInTheDocument();
    expect(asked).toEqual(['/api/waitlist/wl-1']);
  });

  test('an offer heard while the page is open: Free for you now, announced, in place of the action, with a way to it', async () => {
    await seed(entry());
    renderList();
    const onList = await within(morning()).findByRole('link', { name: 'On the waitlist: number 2' });
    const notice = within(morning()).getByRole('status');
    expect(notice).toHaveTextContent('');
    act(() => onList.focus());

    // The next poll hears the offer (the polling's interval, as the page's visibility coming back runs it at once).
    venueSays = { ...entry().standing, state: 'offered', position: null, offerEndsAt: OFFER_ENDS };
    act(() => {
      visibility = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
      visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const offer = await within(morning()).findByRole('link', { name: 'Take it or let it go' });
    // The same element, a live region from the start: a screen reader hears the notice as it comes.
    expect(within(morning()).getByRole('status')).toBe(notice);
    expect(notice).toHaveTextContent(/^7:30 am - 9:00 am: Free for you now: held until 8:15 am$/);
    expect(offer).toHaveAttribute('href', '/my-requests?waitlist=wl-1');
    expect(offer).toHaveAccessibleDescription('7:30 am - 9:00 am');
    expect(offer).toHaveClass('slot-waitlist');
    expect(within(morning()).queryByRole('button', { name: NOTIFY })).not.toBeInTheDocument();
    // The link the focus was on went: the one in its place has it.
    await waitFor(() => expect(offer).toHaveFocus());
  });

  test('an offer whose time ran out by this phone’s clock: online, still shown until the venue says otherwise', async () => {
    const lapsedHere = { state: 'offered', position: null, offerEndsAt: new Date(Date.now() - 60_000).toISOString() };
    await seed(entry(lapsedHere as Partial<WaitlistStanding>));
    venueSays = { ...entry().standing, ...(lapsedHere as Partial<WaitlistStanding>) };
    renderList();
    expect(await within(morning()).findByRole('link', { name: 'Take it or let it go' })).toBeInTheDocument();
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    venueSays = { ...venueSays, state: 'lapsed', offerEndsAt: null };
    act(() => {
      visibility = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
      visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // Ended: the slot invites a join again.
    expect(await within(morning()).findByRole('button', { name: NOTIFY })).toBeInTheDocument();
    expect(within(morning()).getByRole('status')).toHaveTextContent('');
  });

  test('an entry that ended is not asked about, and its slot invites a join as before', async () => {
    vi.mocked(useTakenSlots).mockReturnValue({
      data: { taken: ['M-2', 'M-3'], closed: [], source: 'server', asOf: Date.now() },
      isPending: false,
    } as unknown as UseQueryResult<TakenSlotsView>);
    await seed(entry({ state: 'declined', position: null }));
    const inLine = entry();
    await seed({
      ...inLine,
      id: 'wl-3',
      slotId: 'M-3',
      time: '9:00 am - 10:30 am',
      standing: { ...inLine.standing, id: 'wl-3', slotId: 'M-3' },
    });
    renderList();
    // Both slots' entries are read together: once the one in line is asked about, the ended one would have been too.
    expect(
      await within(morning()).findByRole('link', { name: 'On the waitlist: number 2' }),
    ).toHaveAccessibleDescription('9:00 am - 10:30 am');
    await waitFor(() => expect(asked).toEqual(['/api/waitlist/wl-3']));
    expect(within(morning()).getByRole('button', { name: NOTIFY })).toHaveAccessibleDescription('7:30 am - 9:00 am');
  });

  test('nothing is asked while the page is hidden', async () => {
    visibility = 'hidden';
    await seed(entry());
    renderList();
    expect(await within(morning()).findByRole('link', { name: 'On the waitlist: number 2' })).toBeInTheDocument();
    expect(asked).toEqual([]);
    act(() => {
      visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(asked).toEqual(['/api/waitlist/wl-1']));
  });

  test('in Bangla', async () => {
    await seed(entry({ state: 'offered', position: null, offerEndsAt: OFFER_ENDS }));
    venueSays = { ...entry().standing, state: 'offered', position: null, offerEndsAt: OFFER_ENDS };
    renderList(true);
    const panel = screen.getByRole('tabpanel', { name: 'সকাল' });
    expect(await within(panel).findByRole('link', { name: 'স্লটটি নিন বা ছেড়ে দিন' })).toHaveAttribute(
      'href',
      '/my-requests?waitlist=wl-1',
    );
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'সকাল ৭:৩০ - ৯:০০: এখন আপনার জন্য খালি: সকাল ৮:১৫ পর্যন্ত ধরে রাখা আছে',
    );
  });
});
