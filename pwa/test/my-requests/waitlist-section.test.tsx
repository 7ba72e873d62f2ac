import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingRequest, WaitlistStanding } from '@turf/sync-contract/schemas';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { Component as MyRequests } from '../../src/app/routes/my-requests';
import { bn } from '../../src/i18n/catalogue-bn';
import { TextProvider } from '../../src/i18n/text';
import { waitlistEn } from '../../src/i18n/waitlist-en';
import { db } from '../../src/lib/db';
import { joinedOnDevice } from '../../src/lib/waitlist/joined-on-device';
import { notePushedOffer } from '../../src/lib/waitlist/note-pushed-offer';
import type { DeviceWaitlistEntry } from '../../src/lib/waitlist/waitlist-entry';

/**
 * Issue 31: `/my-requests`' Waitlist. The entries this phone joined, as last heard (offline too), polled while the page
 * is open; an offer counts down to its end on the phone's clock, and is taken (a request of this phone's own) or let go.
 */

const day = addDays(todayAtVenue(), 3);
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const keyOf = (id: string) => `${id.replace(/[^A-Za-z0-9]/g, '')}${'k'.repeat(43)}`.slice(0, 43);

function entry(id: string, slotId: DeviceWaitlistEntry['slotId'], standing: Partial<WaitlistStanding>, createdAt = 1) {
  const time = { 'N-1': '6:00 pm - 7:30 pm', 'N-2': '7:30 pm - 9:00 pm', 'N-3': '9:00 pm - 10:30 pm' }[slotId as 'N-1'];
  return {
    id,
    key: keyOf(id),
    date: day,
    slotId,
    time: time ?? slotId,
    lang: 'en',
    standing: {
      id,
      date: day,
      slotId,
      state: 'waiting',
      position: 1,
      offerEndsAt: null,
      requestId: null,
      ...standing,
    },
    heardAt: 1,
    createdAt,
  } satisfies DeviceWaitlistEntry;
}

/** What the server says of each entry when asked (GET /api/waitlist/:id); an entry it is not told of is as kept. */
let standings: Map<string, WaitlistStanding>;
let heard: { method: string; path: string; body: unknown }[];
let answerAccept: (id: string) => Response | Promise<Response>;
let answerDecline: (id: string, body: { key: string }) => Response;
/** Called as the server is asked how an entry stands, before it answers: a test moves the server's own clock here. */
let beforeStanding: (id: string) => void;
let offline: boolean;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const REQUEST_ID = 'K7Q-M4X-PAR';
function acceptedRequest(extra: Partial<BookingRequest> = {}): BookingRequest {
  return {
    _id: REQUEST_ID,
    name: 'Rahim',
    phone: '01712345678',
    slotId: 'N-2',
    time: '7:30 pm - 9:00 pm',
    date: day,
    status: 'pending',
    createdAt: new Date().toISOString(),
    lang: 'en',
    price: 2500,
    ...extra,
  };
}

async function seed(...entries: DeviceWaitlistEntry[]) {
  await db.waitlist.bulkAdd(entries);
  for (const each of entries) standings.set(each.id, each.standing);
}

beforeEach(async () => {
  await db.outbox.clear();
  await db.waitlist.clear();
  standings = new Map();
  heard = [];
  offline = false;
  beforeStanding = () => {};
  answerAccept = () => json(201, acceptedRequest());
  answerDecline = (id) => {
    const was = standings.get(id);
    const next = { ...(was as WaitlistStanding), state: was?.state === 'offered' ? 'declined' : 'left' } as const;
    standings.set(id, { ...next, position: null, offerEndsAt: null });
    return json(200, standings.get(id));
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    heard.push({ method, path, body });
    if (offline) throw new TypeError('Failed to fetch');
    const answer = /^\/api\/waitlist\/([^/]+)(?:\/(accept|decline))?$/.exec(path);
    if (answer) {
      const id = decodeURIComponent(answer[1] ?? '');
      if (answer[2] === 'accept') return answerAccept(id);
      if (answer[2] === 'decline') return answerDecline(id, body);
      beforeStanding(id);
      const standing = standings.get(id);
      return standing
        ? json(200, standing)
        : json(404, { error: 'No waitlist entry has this ID', code: 'WAITLIST_ENTRY_NOT_FOUND' });
    }
    if (/^\/api\/booking-requests\/[^/]+\/status$/.test(path)) return json(200, { status: 'pending', price: 2500 });
    return json(404, { error: 'Not found', code: 'ROUTE_NOT_FOUND' });
  });
});
// A poll still under way when a test ends finds no network, not the test server's real address.
afterEach(() => {
  vi.restoreAllMocks();
  vi.stubGlobal('fetch', async () => {
    throw new TypeError('Failed to fetch');
  });
});

function openPage(wrap: (page: ReactNode) => ReactNode = (page) => page, path = '/my-requests') {
  const router = createMemoryRouter([{ path: '/my-requests', element: <MyRequests /> }], { initialEntries: [path] });
  render(wrap(<RouterProvider router={router} />));
}

async function entryCard(slotTime: string): Promise<HTMLElement> {
  const section = await screen.findByRole('region', { name: 'Waitlist' });
  const heading = await within(section).findByRole('heading', { name: slotTime });
  return heading.closest('li') as HTMLElement;
}

describe('/my-requests’ Waitlist', () => {
  it('shows nothing on a phone that joined none', async () => {
    openPage();
    expect(await screen.findByRole('heading', { name: 'No requests yet' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Waitlist' })).not.toBeInTheDocument();
  });

  it('each entry as it stands: in line, offered with its time left, and the ended ones muted and removable', async () => {
    // Joined before the slot list looked for this phone's entries: it does from now on.
    localStorage.clear();
    await seed(
      entry('wl-wait', 'N-1', { position: 2 }, 5),
      entry('wl-offer', 'N-2', { state: 'offered', position: null, offerEndsAt: inMs(10 * 60_000) }, 4),
      entry('wl-declined', 'N-3', { state: 'declined', position: null }, 3),
    );
    openPage();
    const waiting = await entryCard('6:00 pm - 7:30 pm');
    expect(within(waiting).getByText('On the waitlist')).toBeInTheDocument();
    expect(within(waiting).getByText('Number 2 in line.')).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Leave the waitlist' })).toBeEnabled();
    expect(within(waiting).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();

    const offered = await entryCard('7:30 pm - 9:00 pm');
    expect(within(offered).getByText('Free for you now')).toBeInTheDocument();
    expect(within(offered).getByText(/^Held for you until \d{1,2}:\d\d (am|pm)\./)).toBeInTheDocument();
    expect(within(offered).getByText(/^(10:00|9:5\d)$/)).toBeInTheDocument();
    expect(within(offered).getByRole('button', { name: 'Take the slot' })).toBeEnabled();
    expect(within(offered).getByRole('button', { name: 'No thanks' })).toBeEnabled();

    const declined = await entryCard('9:00 pm - 10:30 pm');
    expect(joinedOnDevice()).toBe(true);
    expect(declined).toHaveClass('tone-muted');
    expect(within(declined).getByText('Let go')).toBeInTheDocument();
    await userEvent.click(within(declined).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(declined).not.toBeInTheDocument());
    // Off the page; the device keeps its key for the slot, so joining it again is known as this device (decision 093).
    expect(await db.waitlist.get('wl-declined')).toMatchObject({ removed: true, key: keyOf('wl-declined') });
    // Asked about while the page is open: the ones still in line or offered, not the ended one.
    const asked = heard.filter((call) => call.path.startsWith('/api/waitlist/')).map((call) => call.path);
    expect(asked).toEqual(expect.arrayContaining(['/api/waitlist/wl-wait', '/api/waitlist/wl-offer']));
    expect(asked).not.toContain('/api/waitlist/wl-declined');
  });

  it('the countdown runs on the phone’s clock; at its end the venue is asked, and its word ends the offer', async () => {
    const ends = inMs(2_500);
    await seed(entry('wl-offer', 'N-2', { state: 'offered', position: null, offerEndsAt: ends }));
    // The venue's clock agrees with the phone's: past the end, it says the offer lapsed.
    beforeStanding = (id) => {
      if (Date.now() < Date.parse(ends)) return;
      standings.set(id, { ...(standings.get(id) as WaitlistStanding), state: 'lapsed', offerEndsAt: null });
    };
    openPage();
    const offered = await entryCard('7:30 pm - 9:00 pm');
    const clock = within(offered).getByText(/^0:0[1-3]$/);
    const first = clock.textContent;
    await waitFor(() => expect(clock.textContent).not.toBe(first));
    expect(await within(offered).findByText('The offer lapsed')).toBeInTheDocument();
    expect(within(offered).queryByRole('button', { name: 'Take the slot' })).not.toBeInTheDocument();
    expect(within(offered).getByRole('status')).toHaveTextContent(waitlistEn.announce.over);
    expect(within(offered).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    // Asked at the offer's end, not 20 seconds later at the next poll.
    expect((await db.waitlist.get('wl-offer'))?.standing.state).toBe('lapsed');
  });

  it('a phone whose clock runs fast keeps Take the slot online until the venue ends the offer; a late Take is refused in words', async () => {
    // By this phone's clock the offer ended half a minute ago; the venue still holds the slot.
    await seed(entry('wl-offer', 'N-2', { state: 'offered', position: null, offerEndsAt: inMs(-30_000) }));
    answerAccept = (id) => {
      standings.set(id, { ...(standings.get(id) as WaitlistStanding), state: 'lapsed', offerEndsAt: null });
      return json(409, { error: 'No offer', code: 'WAITLIST_NO_OFFER' });
    };
    openPage();
    const offered = await entryCard('7:30 pm - 9:00 pm');
    expect(within(offered).getByText('Free for you now')).toBeInTheDocument();
    expect(within(offered).getByText('0:00')).toBeInTheDocument();
    expect(within(offered).getByRole('status')).toHaveTextContent(waitlistEn.askingVenue);
    // Asked at once, and the venue still says offered: the answers stay.
    await waitFor(() => expect(heard.some((call) => call.path === '/api/waitlist/wl-offer')).toBe(true));
    expect(within(offered).getByRole('button', { name: 'No thanks' })).toBeEnabled();
    await userEvent.click(within(offered).getByRole('button', { name: 'Take the slot' }));
    expect(await within(offered).findByRole('alert')).toHaveTextContent(waitlistEn.errors.WAITLIST_NO_OFFER);
    expect(await within(offered).findByText('The offer lapsed')).toBeInTheDocument();
    expect(within(offered).queryByRole('button', { name: 'Take the slot' })).not.toBeInTheDocument();
    expect(offered).toHaveFocus();
  });

  it('an offer the venue ends while Take the slot has the focus: the card keeps it', async () => {
    await seed(entry('wl-offer', 'N-2', { state: 'offered', position: null, offerEndsAt: inMs(10 * 60_000) }));
    openPage();
    const offered = await entryCard('7:30 pm - 9:00 pm');
    act(() => within(offered).getByRole('button', { name: 'Take the slot' }).focus());
    standings.set('wl-offer', {
      ...(standings.get('wl-offer') as WaitlistStanding),
      state: 'lapsed',
      offerEndsAt: null,
    });
    const { refreshWaitlistStandings } = await import('../../src/outbox');
    await act(() => refreshWaitlistStandings());
    expect(await within(offered).findByText('The offer lapsed')).toBeInTheDocument();
    expect(offered).toHaveFocus();
  });

  it('Remove on an ended entry: the focus goes to the next card, and from the last one to the page’s title', async () => {
    await seed(
      entry('wl-declined', 'N-1', { state: 'declined', position: null }, 2),
      entry('wl-lapsed', 'N-3', { state: 'lapsed', position: null }, 1),
    );
    openPage();
    const declined = await entryCard('6:00 pm - 7:30 pm');
    const lapsed = await entryCard('9:00 pm - 10:30 pm');
    await userEvent.click(within(declined).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(declined).not.toBeInTheDocument());
    await waitFor(() => expect(lapsed).toHaveFocus());
    await userEvent.click(within(lapsed).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Waitlist' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'My requests' })).toHaveFocus());
  });

  it('offline: the last standing, an offer whose time ran out reads as lapsed, and answers are off with the reason', async () => {
    offline = true;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await seed(
      // The push came while the phone was online; the phone went offline before the offer ended.
      entry('wl-gone-by', 'N-1', { state: 'offered', position: null, offerEndsAt: inMs(-60_000) }, 3),
      entry('wl-offer', 'N-2', { state: 'offered', position: null, offerEndsAt: inMs(5 * 60_000) }, 2),
      entry('wl-wait', 'N-3', { position: 4 }, 1),
    );
    openPage();
    const lapsed = await entryCard('6:00 pm - 7:30 pm');
    expect(within(lapsed).getByText('The offer lapsed')).toBeInTheDocument();
    expect(within(lapsed).queryByRole('button', { name: 'Take the slot' })).not.toBeInTheDocument();

    const offered = await entryCard('7:30 pm - 9:00 pm');
    expect(within(offered).getByText(/^(5:00|4:5\d)$/)).toBeInTheDocument();
    expect(within(offered).getByRole('button', { name: 'Take the slot' })).toBeDisabled();
    expect(within(offered).getByRole('button', { name: 'No thanks' })).toBeDisabled();
    expect(within(offered).getByText(waitlistEn.needsNetwork)).toBeInTheDocument();

    const waiting = await entryCard('9:00 pm - 10:30 pm');
    expect(within(waiting).getByText('Number 4 in line.')).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Leave the waitlist' })).toBeDisabled();
    onLine.mockRestore();
  });

  it('an offer pushed to the phone, opened offline later: its time left from the push, on the phone’s clock', async () => {
    await seed(entry('wl-wait', 'N-2', { position: 1 }));
    // What the service worker does with the offer's push.
    await notePushedOffer('wl-wait', inMs(7 * 60_000));
    offline = true;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    openPage();
    const offered = await entryCard('7:30 pm - 9:00 pm');
    expect(within(offered).getByText('Free for you now')).toBeInTheDocument();
    expect(within(offered).getByText(/^(7:00|6:5\d)$/)).toBeInTheDocument();
    expect(within(offered).getByRole('button', { name: 'Take the slot' })).toBeDisabled();
    onLine.mockRestore();
  });

  it('a poll brings the offer: Take the slot appears', async () => {
    await seed(entry('wl-wait', 'N-2', { position: 1 }));
    standings.set('wl-wait', {
      ...(standings.get('wl-wait') as WaitlistStanding),
      state: 'offered',
      position: null,
      offerEndsAt: inMs(15 * 60_000),
    });
    openPage();
    const card = await entryCard('7:30 pm - 9:00 pm');
    expect(await within(card).findByRole('button', { name: 'Take the slot' })).toBeEnabled();
    expect((await db.waitlist.get('wl-wait'))?.standing.state).toBe('offered');
  });

  it('Take the slot: the request is this phone’s own, as one sent by the form (followed, cancellable), and has the focus', async () => {
    // A browser with push, notifications not asked for yet: the request's card offers them.
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission: 'default' });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      vi.unstubAllGlobals();
    });
    await seed(entry('wl-offer', 'N-2', { state: 'offered', position: null, offerEndsAt: inMs(10 * 60_000) }));
    openPage();
    const offered = await entryCard('7:30 pm - 9:00 pm');
    await userEvent.click(within(offered).getByRole('button', { name: 'Take the slot' }));

    const request = (await screen.findByRole('heading', { name: REQUEST_ID })).closest('li') as HTMLElement;
    await waitFor(() => expect(request).toHaveFocus());
    expect(within(request).getByText('Sent - pending at the venue')).toBeInTheDocument();
    expect(within(request).getByRole('button', { name: 'Cancel request' })).toBeEnabled();
    expect(within(request).getByRole('button', { name: /Notify me when the manager decides/ })).toBeInTheDocument();
    expect(await within(offered).findByText('Taken')).toBeInTheDocument();
    expect(
      within(offered).getByText(`You took the slot: your request ${REQUEST_ID} is with your requests on this page.`),
    ).toBeInTheDocument();

    const accept = heard.find((call) => call.path === '/api/waitlist/wl-offer/accept');
    expect(accept).toEqual({
      method: 'POST',
      path: '/api/waitlist/wl-offer/accept',
      body: { key: keyOf('wl-offer'), cancelKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    });
    const cancelKey = (accept?.body as { cancelKey: string } | undefined)?.cancelKey;
    // Recorded as the form's requests are once the venue has them: its cancel key kept, no phone number.
    const item = await db.outbox.get(REQUEST_ID);
    expect(item).toMatchObject({ state: 'sent', cancelKey, date: day, slotId: 'N-2', price: 2500, name: 'Rahim' });
    expect(item?.phone).toBeUndefined();
    expect(item?.bookingIdUnseen).toBeUndefined();
    expect((await db.waitlist.get('wl-offer'))?.standing).toMatchObject({ state: 'accepted', requestId: REQUEST_ID });
  });

  it('Take the slot where the venue asks an advance: the request shows what to pay, as a request card does', async () => {
    answerAccept = () =>
      json(201, acceptedRequest({ advance: { amount: 500, holdExpiresAt: inMs(15 * 60_000), online: true } }));
    await seed(entry('wl-offer', 'N-2', { state: 'offered', position: null, offerEndsAt: inMs(10 * 60_000) }));
    openPage();
    const offered = await entryCard('7:30 pm - 9:00 pm');
    await userEvent.click(within(offered).getByRole('button', { name: 'Take the slot' }));
    const request = (await screen.findByRole('heading', { name: REQUEST_ID })).closest('li') as HTMLElement;
    expect(await within(request).findByText('Waiting for payment')).toBeInTheDocument();
    expect(await within(request).findByRole('button', { name: 'Pay with bKash' })).toBeInTheDocument();
    // The entry says where the slot stands in the same words.
    expect(await within(offered).findByText('Waiting for payment')).toBeInTheDocument();
    expect((await db.outbox.get(REQUEST_ID))?.advance).toMatchObject({ state: 'holding', amount: 500, online: true });
  });

  it('an answer to Take that was lost is sent again with the same cancel key once a poll hears the acceptance', async () => {
    let first = true;
    answerAccept = () => {
      if (first) {
        first = false;
        throw new TypeError('Failed to fetch');
      }
      return json(200, acceptedRequest());
    };
    await seed(entry('wl-offer', 'N-2', { state: 'offered', position: null, offerEndsAt: inMs(10 * 60_000) }));
    openPage();
    const offered = await entryCard('7:30 pm - 9:00 pm');
    await userEvent.click(within(offered).getByRole('button', { name: 'Take the slot' }));
    expect(await within(offered).findByRole('alert')).toHaveTextContent(waitlistEn.answerOffline);
    // The venue had it: the next poll says accepted.
    standings.set('wl-offer', {
      ...(standings.get('wl-offer') as WaitlistStanding),
      state: 'accepted',
      offerEndsAt: null,
      requestId: REQUEST_ID,
    });
    // The page's next poll (every 20 s) runs this.
    const { refreshWaitlistStandings } = await import('../../src/outbox');
    await act(() => refreshWaitlistStandings());
    expect(await screen.findByRole('heading', { name: REQUEST_ID })).toBeInTheDocument();
    const sentKeys = heard
      .filter((call) => call.path === '/api/waitlist/wl-offer/accept')
      .map((call) => (call.body as { cancelKey: string }).cancelKey);
    expect(sentKeys).toHaveLength(2);
    expect(sentKeys[1]).toBe(sentKeys[0]);
    expect((await db.outbox.get(REQUEST_ID))?.cancelKey).toBe(sentKeys[0]);
  });

  it('a taken offer’s request the visitor removed stays removed: the accept is never sent again', async () => {
    await seed(entry('wl-offer', 'N-2', { state: 'offered', position: null, offerEndsAt: inMs(10 * 60_000) }));
    openPage();
    const offered = await entryCard('7:30 pm - 9:00 pm');
    await userEvent.click(within(offered).getByRole('button', { name: 'Take the slot' }));
    const request = (await screen.findByRole('heading', { name: REQUEST_ID })).closest('li') as HTMLElement;
    standings.set('wl-offer', {
      ...(standings.get('wl-offer') as WaitlistStanding),
      state: 'accepted',
      position: null,
      offerEndsAt: null,
      requestId: REQUEST_ID,
    });
    await userEvent.click(within(request).getByRole('button', { name: 'Remove' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove this request' })).getByRole('button', { name: 'Remove it' }),
    );
    await waitFor(() => expect(request).not.toBeInTheDocument());
    // The page's next polls (every 20 s) run this.
    const { refreshWaitlistStandings } = await import('../../src/outbox');
    await act(() => refreshWaitlistStandings());
    await act(() => refreshWaitlistStandings());
    expect(heard.filter((call) => call.path === '/api/waitlist/wl-offer/accept')).toHaveLength(1);
    expect(await db.outbox.get(REQUEST_ID)).toBeUndefined();
    expect(screen.queryByRole('heading', { name: REQUEST_ID })).not.toBeInTheDocument();
    expect(within(offered).getByText(`You took the slot as request ${REQUEST_ID}.`)).toBeInTheDocument();
  });

  it('No thanks asks first (Keep the offer focused), then lets the slot go for good', async () => {
    await seed(entry('wl-offer', 'N-2', { state: 'offered', position: null, offerEndsAt: inMs(10 * 60_000) }));
    openPage();
    const offered = await entryCard('7:30 pm - 9:00 pm');
    const noThanks = within(offered).getByRole('button', { name: 'No thanks' });
    await userEvent.click(noThanks);
    let question = screen.getByRole('dialog', { name: 'Let the slot go' });
    expect(question).toHaveAccessibleDescription(
      `Let 7:30 pm - 9:00 pm, ${waitlistDate()} go? It is offered to the next in line, and not to you again.`,
    );
    expect(within(question).getByRole('button', { name: 'Keep the offer' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Keep the offer' }));
    expect(noThanks).toHaveFocus();
    expect(heard.some((call) => call.path.endsWith('/decline'))).toBe(false);

    await userEvent.click(noThanks);
    question = screen.getByRole('dialog', { name: 'Let the slot go' });
    await userEvent.click(within(question).getByRole('button', { name: 'No thanks' }));
    expect(await within(offered).findByText('Let go')).toBeInTheDocument();
    expect(offered).toHaveFocus();
    expect(heard.filter((call) => call.path.endsWith('/decline'))).toEqual([
      { method: 'POST', path: '/api/waitlist/wl-offer/decline', body: { key: keyOf('wl-offer') } },
    ]);
    expect(within(offered).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('Leave the waitlist asks first, then the entry reads Left', async () => {
    await seed(entry('wl-wait', 'N-1', { position: 2 }));
    openPage();
    const waiting = await entryCard('6:00 pm - 7:30 pm');
    await userEvent.click(within(waiting).getByRole('button', { name: 'Leave the waitlist' }));
    const question = screen.getByRole('dialog', { name: 'Leave the waitlist' });
    expect(question).toHaveAccessibleDescription(
      `Leave the waitlist for 6:00 pm - 7:30 pm, ${waitlistDate()}? You lose your place in line.`,
    );
    expect(within(question).getByRole('button', { name: 'Stay on it' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Leave the waitlist' }));
    expect(await within(waiting).findByText('You left the waitlist for this slot.')).toBeInTheDocument();
    expect((await db.waitlist.get('wl-wait'))?.standing.state).toBe('left');
  });

  it('an offer that lapsed at the venue meanwhile: its refusal in the visitor’s words, and the entry asked about again', async () => {
    answerAccept = (id) => {
      standings.set(id, { ...(standings.get(id) as WaitlistStanding), state: 'lapsed', offerEndsAt: null });
      return json(409, { error: 'No offer', code: 'WAITLIST_NO_OFFER' });
    };
    await seed(entry('wl-offer', 'N-2', { state: 'offered', position: null, offerEndsAt: inMs(10 * 60_000) }));
    openPage();
    const offered = await entryCard('7:30 pm - 9:00 pm');
    await userEvent.click(within(offered).getByRole('button', { name: 'Take the slot' }));
    expect(await within(offered).findByRole('alert')).toHaveTextContent(waitlistEn.errors.WAITLIST_NO_OFFER);
    expect(await within(offered).findByText('The offer lapsed')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
  });

  it('an offer’s notice opens the page at its entry', async () => {
    await seed(
      entry('wl-wait', 'N-1', { position: 2 }, 2),
      entry('wl-offer', 'N-2', { state: 'offered', position: null, offerEndsAt: inMs(10 * 60_000) }, 1),
    );
    openPage(undefined, '/my-requests?waitlist=wl-offer');
    const offered = await entryCard('7:30 pm - 9:00 pm');
    await waitFor(() => expect(offered).toHaveFocus());
  });

  it('in Bangla', async () => {
    await seed(
      entry('wl-wait', 'N-1', { position: 2 }, 2),
      entry('wl-offer', 'N-2', { state: 'offered', position: null, offerEndsAt: inMs(10 * 60_000) }, 1),
    );
    openPage((page) => <TextProvider text={bn}>{page}</TextProvider>);
    const section = await screen.findByRole('region', { name: 'অপেক্ষার তালিকা' });
    const waiting = (await within(section).findByRole('heading', { name: 'সন্ধ্যা ৬:০০ - ৭:৩০' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(waiting).getByText('লাইনে ২ নম্বরে।')).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'অপেক্ষার তালিকা ছাড়ুন' })).toBeInTheDocument();
    const offered = (await within(section).findByRole('heading', { name: 'সন্ধ্যা ৭:৩০ - রাত ৯:০০' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(offered).getByText('এখন আপনার জন্য খালি')).toBeInTheDocument();
    expect(within(offered).getByText(/^(১০:০০|৯:৫[০-৯])$/)).toBeInTheDocument();
    expect(within(offered).getByRole('button', { name: 'স্লটটি নিন' })).toBeInTheDocument();
    expect(within(offered).getByRole('button', { name: 'লাগবে না' })).toBeInTheDocument();
  });
});

/** The entries' date as the English page writes it. */
function waitlistDate(): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
